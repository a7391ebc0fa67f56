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

/**
 * Per student, in one query: the homework assigned (not deleted) with its submission. The progress
 * follows the one rule the student's own page uses (progressStats over the homework the student can
 * see), so a homework the teacher hid counts on neither side; the assignment count is every
 * homework still assigned, hidden or not, as the teacher manages them.
 */
async function progressOfStudents(
  db: Kysely<Database>,
  studentIds: readonly number[],
): Promise<Map<number, StudentProgress>> {
  const items = new Map<number, ProgressItem[]>();
  const counts = new Map<number, number>();
  for (const id of studentIds) {
    items.set(id, []);
    counts.set(id, 0);
  }
  if (studentIds.length > 0) {
    const rows = await db
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
      .where('assignments.studentId', 'in', studentIds)
      .where('homework.deletedAt', 'is', null)
      .execute();
    for (const row of rows) {
      counts.set(row.studentId, (counts.get(row.studentId) ?? 0) + 1);
      if (Number(row.hidden) !== 0) continue;
      items.get(row.studentId)?.push({
        isCompleted: row.isCompleted !== null && Number(row.isCompleted) !== 0,
        percentage: row.percentage,
        timeSpentSeconds: row.timeSpent,
      });
    }
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

function toTeacherStudent(row: StudentRow, input: StudentProgress | undefined): TeacherStudent {
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
    progress: input?.progress ?? progressOfNothing,
  };
}

/** One student row in the teacher's shape, with progress and assignment count. */
export async function describeStudent(db: Kysely<Database>, row: StudentRow): Promise<TeacherStudent> {
  const inputs = await progressOfStudents(db, [row.id]);
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
  const inputs = await progressOfStudents(
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
