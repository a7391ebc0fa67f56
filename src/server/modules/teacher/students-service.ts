import type { Kysely } from 'kysely';
import type { ProgressSummary } from '#contract/common';
import { type TeacherStudent, teacherStudentSchema } from '#contract/teacher';
import { compiledOnce } from '../../db/compiled-once';
import { nowIso } from '../../db/helpers';
import type { Database, StudentRow } from '../../db/schema';
import {
  createStudentAccount,
  type NewStudentInput,
  resetStudentPassword,
  updateStudentDetails,
} from '../auth';
import { type ReadCaches, scope } from '../../cache/read-caches';
import { hasTemporaryPassword } from '../auth';
import { ownedStudentByIdOrUsername, ownedStudentByUsername } from './ownership';
import { type ProgressItem, progressStats } from '#domain/progress/stats';

const progressOfNothing: ProgressSummary = {
  averageScore: 0,
  completedAssignments: 0,
  pendingAssignments: 0,
  totalAssignments: 0,
  totalEngagementTime: 0,
};

/** What the teacher's list shows of a student's homework: how many are assigned, and the progress. */
interface StudentProgress {
  assignmentCount: number;
  progress: ProgressSummary;
}

/** One homework assigned to a student, with the figures of its submission (if any). */
type AssignedRow = {
  studentId: number;
  hidden: number;
  isCompleted: number | null;
  percentage: number | null;
  timeSpent: number | null;
};

/** The homework assigned (not deleted) with its submission, joined once for the rows it is given. */
function assignedHomework(db: Kysely<Database>) {
  return db
    .selectFrom('assignments')
    .innerJoin('homework', 'homework.id', 'assignments.homeworkId')
    .leftJoin('submissions', (join) =>
      join
        .onRef('submissions.homeworkId', '=', 'assignments.homeworkId')
        .onRef('submissions.studentId', '=', 'assignments.studentId'),
    )
    .select([
      'assignments.studentId',
      'homework.hidden',
      'submissions.isCompleted',
      'submissions.percentage',
      'submissions.timeSpent',
    ])
    .where('homework.deletedAt', 'is', null);
}

// One shape each, built once: every student of a teacher (the list), or one student.
const assignedOfTeacher = compiledOnce((db, teacherId: number) =>
  assignedHomework(db)
    .innerJoin('students', 'students.id', 'assignments.studentId')
    .where('students.teacherId', '=', teacherId),
);
const assignedOfStudent = compiledOnce((db, studentId: number) =>
  assignedHomework(db).where('assignments.studentId', '=', studentId),
);

/**
 * Per student: the progress follows the one rule the student's own page uses (progressStats over
 * the homework the student can see), so a homework the teacher hid counts on neither side; the
 * assignment count is every homework still assigned, hidden or not, as the teacher manages them.
 */
function progressOfStudents(
  studentIds: readonly number[],
  rows: readonly AssignedRow[],
): Map<number, StudentProgress> {
  const items = new Map<number, ProgressItem[]>();
  const counts = new Map<number, number>();
  for (const id of studentIds) {
    items.set(id, []);
    counts.set(id, 0);
  }
  for (const row of rows) {
    const list = items.get(row.studentId);
    if (!list) continue;
    counts.set(row.studentId, (counts.get(row.studentId) ?? 0) + 1);
    if (Number(row.hidden) !== 0) continue;
    list.push({
      isCompleted: row.isCompleted !== null && Number(row.isCompleted) !== 0,
      percentage: row.percentage,
      timeSpentSeconds: row.timeSpent,
    });
  }
  const out = new Map<number, StudentProgress>();
  for (const id of studentIds) {
    const stats = progressStats(items.get(id) ?? []);
    out.set(id, {
      assignmentCount: counts.get(id) ?? 0,
      progress: {
        averageScore: stats.averageScore,
        completedAssignments: stats.completedAssignments,
        pendingAssignments: stats.pendingAssignments,
        totalAssignments: stats.totalAssignments,
        totalEngagementTime: stats.totalEngagementTime,
      },
    });
  }
  return out;
}

/** The columns of a student the teacher sees (never the password hash). */
const shownColumns = [
  'id',
  'username',
  'firstName',
  'lastName',
  'email',
  'gradeLevel',
  'additionalNotes',
  'isFrozen',
  'temporaryPasswordIssuedAt',
  'updatedAt',
] as const;
type ShownStudent = Pick<StudentRow, (typeof shownColumns)[number]>;

const studentsOfTeacher = compiledOnce((db, teacherId: number) =>
  db
    .selectFrom('students')
    .select(shownColumns)
    .where('teacherId', '=', teacherId)
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id'),
);

function toTeacherStudent(row: ShownStudent, input: StudentProgress | undefined): TeacherStudent {
  return {
    id: row.id,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    gradeLevel: row.gradeLevel,
    additionalNotes: row.additionalNotes,
    isFrozen: row.isFrozen !== 0,
    temporaryPassword: hasTemporaryPassword({ ...row, temporaryPasswordUsedAt: null }),
    updatedAt: row.updatedAt,
    assignmentCount: input?.assignmentCount ?? 0,
    progress: input?.progress ?? progressOfNothing,
  };
}

/** One student row in the teacher's shape, with progress and assignment count. */
export async function describeStudent(db: Kysely<Database>, row: ShownStudent): Promise<TeacherStudent> {
  const inputs = progressOfStudents([row.id], await assignedOfStudent(db, row.id));
  return toTeacherStudent(row, inputs.get(row.id));
}

/** The teacher's students, by last then first name. */
export async function listStudents(db: Kysely<Database>, teacherId: number): Promise<TeacherStudent[]> {
  const rows = await studentsOfTeacher(db, teacherId);
  const inputs = progressOfStudents(
    rows.map((row) => row.id),
    await assignedOfTeacher(db, teacherId),
  );
  return rows.map((row) => toTeacherStudent(row, inputs.get(row.id)));
}

/**
 * One of the teacher's students in the columns the list shows, with each homework assigned to them
 * (one row each; one row with `assignedTo` null when there is none; no row when the student is not
 * this teacher's). One round trip: on PostgreSQL a second query cost as much as the rest of the row.
 */
const shownStudentWithAssigned = compiledOnce((db, teacherId: number, studentId: number) =>
  db
    .selectFrom('students')
    .leftJoin(assignedHomework(db).as('assigned'), 'assigned.studentId', 'students.id')
    .select(shownColumns.map((column) => `students.${column}` as const))
    .select([
      'assigned.studentId as assignedTo',
      'assigned.hidden',
      'assigned.isCompleted',
      'assigned.percentage',
      'assigned.timeSpent',
    ])
    .where('students.teacherId', '=', teacherId)
    .where('students.id', '=', studentId),
);

/** One of the teacher's students as the list shows them, read in one query; undefined when not theirs. */
async function describeStudentOfTeacher(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
): Promise<TeacherStudent | undefined> {
  const rows = await shownStudentWithAssigned(db, teacherId, studentId);
  const [row] = rows;
  if (!row) return undefined;
  const assigned: AssignedRow[] = [];
  for (const { assignedTo, hidden, isCompleted, percentage, timeSpent } of rows)
    if (assignedTo !== null && hidden !== null)
      assigned.push({ studentId: assignedTo, hidden, isCompleted, percentage, timeSpent });
  return toTeacherStudent(row, progressOfStudents([row.id], assigned).get(row.id));
}

/** A student's row of the list as it is sent (the contract's shape, checked once when built). */
function rowText(student: TeacherStudent): string {
  return JSON.stringify(teacherStudentSchema.parse(student));
}

/**
 * More rows missing than this and one read of the whole class (two queries) is cheaper than
 * reading the missing students one by one (one query each).
 */
const FEW_MISSING = 2;

/**
 * The teacher's list of students as JSON, built from what is kept where it can be: the order of
 * the students (until the teacher or one of the students changes an account) and each student's
 * row (until that student or the teacher changes something). After one student saves an answer,
 * only that student is read again; the others' rows are reused as they were sent. With the caches'
 * self-check on (the test suites), every list built from kept rows is compared with a fresh read
 * of the whole class, so a write that forgot its change notice fails there.
 */
export async function classListBody(
  db: Kysely<Database>,
  caches: ReadCaches,
  teacherId: number,
): Promise<string> {
  const { classRosters, classRows } = caches;
  const keeping = caches.keeping();
  // Tickets before any read: a change landing while this list is read keeps nothing of it.
  const rosterTicket = classRosters.ticket();
  const rowTicket = classRows.ticket();
  const roster = keeping ? classRosters.get(String(teacherId)) : undefined;
  const texts = roster?.map((id) => classRows.get(String(id)));

  const wholeClass = async () => {
    const students = await listStudents(db, teacherId);
    const rows = students.map(rowText);
    if (keeping) {
      const ids = students.map((student) => student.id);
      // The order changes with an account's name (the student's scope) or the class (the teacher's).
      classRosters.set(
        String(teacherId),
        ids,
        [scope.teacher(teacherId), ...ids.map(scope.student)],
        rosterTicket,
      );
      students.forEach((student, index) => {
        classRows.set(String(student.id), rows[index] ?? '', rowScopes(teacherId, student.id), rowTicket);
      });
    }
    return `[${rows.join(',')}]`;
  };

  if (!roster || !texts) return wholeClass();
  let missing = 0;
  for (const text of texts) if (text === undefined) missing += 1;
  if (missing > FEW_MISSING) return wholeClass();
  for (const [index, id] of roster.entries()) {
    if (texts[index] !== undefined) continue;
    const student = await describeStudentOfTeacher(db, teacherId, id);
    // No longer this teacher's student: the kept order is older than a change; read everything.
    if (!student) return wholeClass();
    const text = rowText(student);
    classRows.set(String(id), text, rowScopes(teacherId, id), rowTicket);
    texts[index] = text;
  }
  const body = `[${texts.join(',')}]`;
  if (caches.selfCheck) {
    const fresh = `[${(await listStudents(db, teacherId)).map(rowText).join(',')}]`;
    if (fresh !== body)
      throw new Error(`Stale kept rows of class ${teacherId}: kept ${body}, database ${fresh}`);
  }
  return body;
}

/** What a student's row of the list belongs to: the student's account and work, and their teacher. */
function rowScopes(teacherId: number, studentId: number): string[] {
  return [scope.student(studentId), scope.list(studentId), scope.teacher(teacherId)];
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
