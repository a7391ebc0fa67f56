import type { Kysely } from 'kysely';
import type { ProgressSummary } from '#contract/common';
import type { TeacherStudent } from '#contract/teacher';
import { nowIso } from '../../db/helpers';
import type { Database, StudentRow } from '../../db/schema';
import {
  createStudentAccount,
  type NewStudentInput,
  resetStudentPassword,
  updateStudentDetails,
} from '../students/account';
import { ownedStudentByIdOrUsername, ownedStudentByUsername } from './ownership';
import { progressFromSubmissions, type ProgressInput } from './progress';

/** Per student: the not-deleted homework assigned and the submissions to them. */
async function progressInputs(
  db: Kysely<Database>,
  studentIds: readonly number[],
): Promise<Map<number, ProgressInput>> {
  const out = new Map<number, ProgressInput>();
  for (const id of studentIds) out.set(id, { assignmentCount: 0, submissions: [] });
  if (studentIds.length === 0) return out;
  const [assigned, submissions] = await Promise.all([
    db
      .selectFrom('assignments')
      .innerJoin('homework', 'homework.id', 'assignments.homeworkId')
      .select(['assignments.studentId', 'homework.id'])
      .where('assignments.studentId', 'in', studentIds)
      .where('homework.deletedAt', 'is', null)
      .execute(),
    db
      .selectFrom('submissions')
      .innerJoin('assignments', (join) =>
        join
          .onRef('assignments.homeworkId', '=', 'submissions.homeworkId')
          .onRef('assignments.studentId', '=', 'submissions.studentId'),
      )
      .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
      .select([
        'submissions.studentId',
        'submissions.isCompleted',
        'submissions.percentage',
        'submissions.timeSpent',
      ])
      .where('submissions.studentId', 'in', studentIds)
      .where('homework.deletedAt', 'is', null)
      .execute(),
  ]);
  for (const row of assigned) {
    const input = out.get(row.studentId);
    if (input) input.assignmentCount += 1;
  }
  for (const row of submissions) {
    out.get(row.studentId)?.submissions.push({
      isCompleted: row.isCompleted !== 0,
      percentage: row.percentage,
      timeSpentSeconds: row.timeSpent,
    });
  }
  return out;
}

function toTeacherStudent(row: StudentRow, input: ProgressInput | undefined): TeacherStudent {
  const progress: ProgressSummary = progressFromSubmissions(input ?? { assignmentCount: 0, submissions: [] });
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    gradeLevel: row.gradeLevel,
    additionalNotes: row.additionalNotes,
    isFrozen: row.isFrozen !== 0,
    updatedAt: row.updatedAt,
    assignmentCount: input?.assignmentCount ?? 0,
    progress,
  };
}

/** One student row in the teacher's shape, with progress and assignment count. */
export async function describeStudent(db: Kysely<Database>, row: StudentRow): Promise<TeacherStudent> {
  const inputs = await progressInputs(db, [row.id]);
  return toTeacherStudent(row, inputs.get(row.id));
}

/** The teacher's students, by last then first name. */
export async function listStudents(db: Kysely<Database>, teacherId: number): Promise<TeacherStudent[]> {
  const rows = await db
    .selectFrom('students')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .execute();
  const inputs = await progressInputs(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTeacherStudent(row, inputs.get(row.id)));
}

/** One of the teacher's students by username, or 404. */
export async function getStudent(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
): Promise<TeacherStudent> {
  return describeStudent(db, await ownedStudentByUsername(db, teacherId, username));
}

/** Adds a student with a generated username and temporary password (shown once); 409 when the email is taken. */
export async function addStudent(db: Kysely<Database>, teacherId: number, input: NewStudentInput) {
  const created = await createStudentAccount(db, teacherId, input);
  return {
    student: await describeStudent(db, created.student),
    username: created.username,
    temporaryPassword: created.temporaryPassword,
  };
}

/** A new temporary password for one of the teacher's students. */
export async function resetPassword(db: Kysely<Database>, teacherId: number, username: string) {
  const student = await ownedStudentByUsername(db, teacherId, username);
  return resetStudentPassword(db, student.id);
}

/**
 * Freezes or unfreezes one of the teacher's students (by id or username). Sessions are kept: every
 * student call checks the flag and answers 403 ACCOUNT_FROZEN while it is set.
 */
export async function setFrozen(
  db: Kysely<Database>,
  teacherId: number,
  idOrUsername: string,
  frozen: boolean,
): Promise<TeacherStudent> {
  const student = await ownedStudentByIdOrUsername(db, teacherId, idOrUsername);
  const updated = await db
    .updateTable('students')
    .set({ isFrozen: frozen ? 1 : 0, updatedAt: nowIso() })
    .where('id', '=', student.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return describeStudent(db, updated);
}

/** Changes one of the teacher's students' details (404 when not theirs, 409 for a taken email). */
export async function editStudent(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
  input: NewStudentInput,
): Promise<TeacherStudent> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  return describeStudent(db, await updateStudentDetails(db, student.id, input));
}
