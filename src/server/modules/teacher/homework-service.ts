import type { Kysely, Transaction } from 'kysely';
import type { TeacherHomework } from '#contract/teacher';
import { detailsObject } from '../homework';
import { fromBool, inTransaction, isUniqueViolation, nowIso } from '../../db/helpers';
import type { Database, HomeworkRow, StudentRow } from '../../db/schema';
import { conflict, notFound } from '../../plugins/http-errors';
import { validatePastedHomework } from './homework-input';
import { ownedHomework, ownedStudentByUsername } from './ownership';

/** The create and update body after the contract's schema. */
export type HomeworkInput = {
  title: string;
  description: string;
  assignmentDetails: unknown;
  studentUsernames: string[];
  dueDate?: string | null | undefined;
};

/** The stored assignmentDetails as the object the API sends (repair happens in the client and the engines). */
export function storedDetailsObject(text: string): Record<string, unknown> {
  return detailsObject({ assignmentDetails: text });
}

/** The teacher's homework (not deleted) with assigned students and their submissions, newest first. */
export async function listTeacherHomework(
  db: Kysely<Database>,
  teacherId: number,
): Promise<TeacherHomework[]> {
  const rows = await db
    .selectFrom('homework')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return withStudentsAndSubmissions(db, rows);
}

/** One homework of the teacher in the manager's shape. */
export async function teacherHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
): Promise<TeacherHomework> {
  const row = await ownedHomework(db, teacherId, homeworkId);
  const [homework] = await withStudentsAndSubmissions(db, [row]);
  return homework!;
}

async function withStudentsAndSubmissions(
  db: Kysely<Database>,
  rows: HomeworkRow[],
): Promise<TeacherHomework[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [assigned, submissions] = await Promise.all([
    db
      .selectFrom('assignments')
      .innerJoin('students', 'students.id', 'assignments.studentId')
      .select([
        'assignments.homeworkId',
        'students.id',
        'students.username',
        'students.firstName',
        'students.lastName',
      ])
      .where('assignments.homeworkId', 'in', ids)
      .orderBy('students.lastName')
      .orderBy('students.firstName')
      .execute(),
    db
      .selectFrom('submissions')
      .innerJoin('students', 'students.id', 'submissions.studentId')
      .select([
        'submissions.homeworkId',
        'students.username',
        'submissions.isCompleted',
        'submissions.startedAt',
        'submissions.score',
        'submissions.percentage',
      ])
      .where('submissions.homeworkId', 'in', ids)
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    assignedDate: row.assignedDate,
    createdAt: row.createdAt,
    hidden: row.hidden !== 0,
    assignmentDetails: storedDetailsObject(row.assignmentDetails),
    students: assigned
      .filter((a) => a.homeworkId === row.id)
      .map((a) => ({ id: a.id, username: a.username, firstName: a.firstName, lastName: a.lastName })),
    submissions: submissions
      .filter((s) => s.homeworkId === row.id)
      .map((s) => ({
        studentUsername: s.username,
        isCompleted: s.isCompleted !== 0,
        startedAt: s.startedAt,
        score: s.score,
        percentage: s.percentage,
      })),
  }));
}

/** The teacher's students named by username, each checked; any unknown or foreign one is a 404. */
async function studentsByUsernames(
  db: Kysely<Database>,
  teacherId: number,
  usernames: readonly string[],
): Promise<StudentRow[]> {
  const unique = [...new Set(usernames.map((u) => u.trim().toLowerCase()))];
  const students: StudentRow[] = [];
  for (const username of unique) students.push(await ownedStudentByUsername(db, teacherId, username));
  return students;
}

async function assignMissing(
  trx: Transaction<Database>,
  homeworkId: number,
  students: readonly StudentRow[],
  at: string,
): Promise<void> {
  if (students.length === 0) return;
  const existing = await trx
    .selectFrom('assignments')
    .select('studentId')
    .where('homeworkId', '=', homeworkId)
    .execute();
  const have = new Set(existing.map((row) => row.studentId));
  const missing = students.filter((s) => !have.has(s.id));
  if (missing.length === 0) return;
  await trx
    .insertInto('assignments')
    .values(missing.map((s) => ({ homeworkId, studentId: s.id, assignedAt: at })))
    .execute();
}

/** Creates homework from the pasted JSON (stored as given) and assigns it; 400 with problems when unplayable. */
export async function createHomework(
  db: Kysely<Database>,
  teacherId: number,
  input: HomeworkInput,
): Promise<TeacherHomework> {
  const pasted = validatePastedHomework(input.assignmentDetails);
  const students = await studentsByUsernames(db, teacherId, input.studentUsernames);
  const at = nowIso();
  const id = await inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('homework')
      .values({
        teacherId,
        title: input.title,
        description: input.description,
        dueDate: input.dueDate ?? pasted.wrapperDueDate ?? null,
        assignedDate: at,
        createdAt: at,
        updatedAt: at,
        hidden: 0,
        deletedAt: null,
        assignmentDetails: JSON.stringify(pasted.details),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await assignMissing(trx, row.id, students, at);
    return row.id;
  });
  return teacherHomework(db, teacherId, id);
}

/** Replaces the homework's content; an empty studentUsernames keeps the assignments, a non-empty one adds the missing. */
export async function updateHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  input: HomeworkInput,
): Promise<TeacherHomework> {
  await ownedHomework(db, teacherId, homeworkId);
  const pasted = validatePastedHomework(input.assignmentDetails);
  const students = await studentsByUsernames(db, teacherId, input.studentUsernames);
  const at = nowIso();
  const dueDate = input.dueDate !== undefined ? input.dueDate : pasted.wrapperDueDate;
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('homework')
      .set((eb) => ({
        title: input.title,
        description: input.description,
        assignmentDetails: JSON.stringify(pasted.details),
        // A new revision on every edit: what is kept of the old tasks is not used again.
        revision: eb('revision', '+', 1),
        updatedAt: at,
        ...(dueDate !== undefined ? { dueDate } : {}),
      }))
      .where('id', '=', homeworkId)
      .execute();
    await assignMissing(trx, homeworkId, students, at);
  });
  return teacherHomework(db, teacherId, homeworkId);
}

/** Hides the homework from students, or shows it again. */
export async function setHomeworkHidden(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  hidden: boolean,
): Promise<TeacherHomework> {
  await ownedHomework(db, teacherId, homeworkId);
  await db
    .updateTable('homework')
    .set({ hidden: fromBool(hidden), updatedAt: nowIso() })
    .where('id', '=', homeworkId)
    .execute();
  return teacherHomework(db, teacherId, homeworkId);
}

/** Soft delete: sets deleted_at, so the homework leaves every list but stays in the database. */
export async function softDeleteHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
): Promise<void> {
  await ownedHomework(db, teacherId, homeworkId);
  const at = nowIso();
  await db
    .updateTable('homework')
    .set({ deletedAt: at, hidden: 1, updatedAt: at })
    .where('id', '=', homeworkId)
    .execute();
}

/** Shares the homework with another student of the teacher; 409 when they already have it, 404 for a foreign one. */
export async function shareHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  studentUsername: string,
): Promise<TeacherHomework> {
  await ownedHomework(db, teacherId, homeworkId);
  const student = await ownedStudentByUsername(db, teacherId, studentUsername);
  const existing = await db
    .selectFrom('assignments')
    .select('studentId')
    .where('homeworkId', '=', homeworkId)
    .where('studentId', '=', student.id)
    .executeTakeFirst();
  const alreadyShared = () => conflict(`${student.firstName} ${student.lastName} already has this homework`);
  if (existing) throw alreadyShared();
  try {
    await db
      .insertInto('assignments')
      .values({ homeworkId, studentId: student.id, assignedAt: nowIso() })
      .execute();
  } catch (error) {
    // A concurrent share of the same homework with the same student.
    if (isUniqueViolation(error)) throw alreadyShared();
    throw error;
  }
  return teacherHomework(db, teacherId, homeworkId);
}

/**
 * Takes a homework back from one student: the assignment goes, so the student no longer sees it.
 * Anything the student already answered is kept (sharing it again brings it back). 404 when the
 * homework or the student is not the teacher's, or the homework is not assigned to the student.
 */
export async function unassignHomework(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
  studentUsername: string,
): Promise<TeacherHomework> {
  await ownedHomework(db, teacherId, homeworkId);
  const student = await ownedStudentByUsername(db, teacherId, studentUsername);
  const removed = await db
    .deleteFrom('assignments')
    .where('homeworkId', '=', homeworkId)
    .where('studentId', '=', student.id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) {
    throw notFound(`${student.firstName} ${student.lastName} does not have this homework`);
  }
  return teacherHomework(db, teacherId, homeworkId);
}
