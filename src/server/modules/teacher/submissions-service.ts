import type { Kysely } from 'kysely';
import type { Submission } from '#contract/common';
import type { TeacherStudentHomework } from '#contract/teacher';
import type { Database, HomeworkRow } from '../../db/schema';
import { repairedDetails } from '../homework';
import { storedDetailsObject } from './homework-service';
import { homeworkAssignedTo, ownedStudentByUsername } from './ownership';
import { setCompletion, submissionsWithAnswers } from '../submissions';
import { toSubmission } from '../submissions';
import type { StudentCopies } from '../submissions';
import { trackingFromStudent } from '#domain/tasks/student-task';

/** The ids of the homework's tasks after repair, in order. */
function taskOrder(homework: HomeworkRow): string[] {
  return repairedDetails(homework).tasks.map((task) => task.id);
}

async function archivedAttempts(db: Kysely<Database>, studentId: number, homeworkIds: readonly number[]) {
  if (homeworkIds.length === 0) return [];
  return db
    .selectFrom('submissionAttempts')
    .select([
      'id',
      'homeworkId',
      'archivedAt',
      'score',
      'percentage',
      'passed',
      'submissionDate',
      'timeSpent',
    ])
    .where('studentId', '=', studentId)
    .where('homeworkId', 'in', homeworkIds)
    .orderBy('archivedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

type AssignedHomework = HomeworkRow & { assignedAt: string };

async function toStudentHomework(
  db: Kysely<Database>,
  studentId: number,
  rows: readonly AssignedHomework[],
): Promise<TeacherStudentHomework[]> {
  const ids = rows.map((row) => row.id);
  const [submissions, attempts] = await Promise.all([
    submissionsWithAnswers(db, studentId, ids),
    archivedAttempts(db, studentId, ids),
  ]);
  return rows.map((row) => {
    const found = submissions.get(row.id);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      dueDate: row.dueDate,
      assignedDate: row.assignedAt,
      createdAt: row.createdAt,
      hidden: row.hidden !== 0,
      assignmentDetails: storedDetailsObject(row.assignmentDetails),
      submission: found
        ? toSubmission(found.row, found.taskResponses, taskOrder(row), { withTracking: false })
        : null,
      archivedAttempts: attempts
        .filter((a) => a.homeworkId === row.id)
        .map((a) => ({
          id: a.id,
          archivedAt: a.archivedAt,
          score: a.score,
          percentage: a.percentage,
          passed: a.passed === null ? null : a.passed !== 0,
          submissionDate: a.submissionDate,
          timeSpent: a.timeSpent,
        })),
    };
  });
}

/** The homework assigned to one of the teacher's students (hidden included, deleted not), newest first. */
export async function listStudentHomework(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
): Promise<TeacherStudentHomework[]> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  const rows = await db
    .selectFrom('homework')
    .innerJoin('assignments', 'assignments.homeworkId', 'homework.id')
    .selectAll('homework')
    .select('assignments.assignedAt')
    .where('homework.teacherId', '=', teacherId)
    .where('homework.deletedAt', 'is', null)
    .where('assignments.studentId', '=', student.id)
    .orderBy('assignments.assignedAt', 'desc')
    .orderBy('homework.id', 'desc')
    .execute();
  return toStudentHomework(db, student.id, rows);
}

/** One homework of one of the teacher's students, with the student's submission (no tracking data). */
export async function studentHomework(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
  homeworkId: number,
): Promise<TeacherStudentHomework> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  const row = await homeworkAssignedTo(db, teacherId, student.id, homeworkId);
  const [homework] = await toStudentHomework(db, student.id, [row]);
  return homework!;
}

/** The student's submission for the homework with tracking data keyed by task id, or null when none. */
export async function studentSubmission(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
  homeworkId: number,
  copies: StudentCopies,
): Promise<Submission | null> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  const homework = await homeworkAssignedTo(db, teacherId, student.id, homeworkId);
  const found = (await submissionsWithAnswers(db, student.id, [homeworkId])).get(homeworkId);
  if (!found) return null;
  const submission = toSubmission(found.row, found.taskResponses, taskOrder(homework), {
    withTracking: true,
  });
  // The recording names what the student clicked by its place in their own copy (options and words
  // come shuffled per student); the teacher's replay draws the teacher's order.
  const tracking = submission.studentResponses.trackingData;
  if (tracking) {
    for (const task of repairedDetails(homework).tasks) {
      const recorded = tracking[task.id];
      if (recorded)
        tracking[task.id] = trackingFromStudent(task, recorded, copies(student.id, homeworkId, task.id));
    }
  }
  return submission;
}

/**
 * Sets the completion of a student's homework. Completed: the submission is marked done (totals
 * computed from the recorded responses when it has none). Not completed: a finished attempt is archived
 * whole (responses and tracking as JSON) and the submission with its task responses deleted, so the
 * student starts afresh; an unfinished one is left as it is.
 */
export async function setHomeworkCompletion(
  db: Kysely<Database>,
  teacherId: number,
  username: string,
  homeworkId: number,
  isCompleted: boolean,
): Promise<Submission | null> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  const homework = await homeworkAssignedTo(db, teacherId, student.id, homeworkId);
  const order = taskOrder(homework);
  await setCompletion(db, student.id, homework, isCompleted);
  const after = (await submissionsWithAnswers(db, student.id, [homeworkId])).get(homeworkId);
  return after ? toSubmission(after.row, after.taskResponses, order, { withTracking: false }) : null;
}
