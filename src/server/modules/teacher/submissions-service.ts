import type { Kysely } from 'kysely';
import type { Submission } from '#contract/common';
import type { TeacherStudentHomework } from '#contract/teacher';
import { inTransaction, nowIso } from '../../db/helpers';
import type { Database, HomeworkRow, SubmissionRow, TaskResponseRow } from '../../db/schema';
import { repairedDetails } from '../homework/stored-details';
import { storedDetailsObject } from './homework-service';
import { homeworkAssignedTo, ownedStudentByUsername } from './ownership';
import { rescoredTotals } from './rescore';
import { toSubmission } from '../submissions/view';

type SubmissionWithResponses = { row: SubmissionRow; taskResponses: TaskResponseRow[] };

/** The ids of the homework's tasks after repair, in order. */
function taskOrder(homework: HomeworkRow): string[] {
  return repairedDetails(homework).tasks.map((task) => task.id);
}

async function loadSubmissions(
  db: Kysely<Database>,
  studentId: number,
  homeworkIds: readonly number[],
): Promise<Map<number, SubmissionWithResponses>> {
  const out = new Map<number, SubmissionWithResponses>();
  if (homeworkIds.length === 0) return out;
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('studentId', '=', studentId)
    .where('homeworkId', 'in', homeworkIds)
    .execute();
  if (rows.length === 0) return out;
  const responses = await db
    .selectFrom('taskResponses')
    .selectAll()
    .where(
      'submissionId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  for (const row of rows) {
    out.set(row.homeworkId, { row, taskResponses: responses.filter((r) => r.submissionId === row.id) });
  }
  return out;
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
    loadSubmissions(db, studentId, ids),
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
): Promise<Submission | null> {
  const student = await ownedStudentByUsername(db, teacherId, username);
  const homework = await homeworkAssignedTo(db, teacherId, student.id, homeworkId);
  const found = (await loadSubmissions(db, student.id, [homeworkId])).get(homeworkId);
  return found
    ? toSubmission(found.row, found.taskResponses, taskOrder(homework), { withTracking: true })
    : null;
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
  const at = nowIso();
  await inTransaction(db, async (trx) => {
    const found = (await loadSubmissions(trx, student.id, [homeworkId])).get(homeworkId);
    if (isCompleted) {
      if (found?.row.isCompleted) return;
      const view = found
        ? toSubmission(found.row, found.taskResponses, order, { withTracking: false })
        : null;
      const totals = rescoredTotals(homework.assignmentDetails, view?.studentResponses.tasks ?? []);
      const needsTotals = !found || found.row.score === null;
      const values = {
        isCompleted: 1 as const,
        submissionDate: found?.row.submissionDate ?? at,
        updatedAt: at,
        ...(needsTotals
          ? {
              score: totals.score,
              percentage: totals.percentage,
              passed: totals.passed ? (1 as const) : (0 as const),
            }
          : {}),
        ...(found?.row.timeSpent == null ? { timeSpent: totals.timeSpentSeconds } : {}),
      };
      if (found) {
        await trx.updateTable('submissions').set(values).where('id', '=', found.row.id).execute();
      } else {
        await trx
          .insertInto('submissions')
          .values({
            homeworkId,
            studentId: student.id,
            startedAt: at,
            currentTaskIndex: 0,
            studentResponses: null,
            score: totals.score,
            percentage: totals.percentage,
            passed: totals.passed ? 1 : 0,
            timeSpent: totals.timeSpentSeconds,
            ...values,
          })
          .execute();
      }
      return;
    }
    if (!found?.row.isCompleted) return;
    const whole = toSubmission(found.row, found.taskResponses, order, { withTracking: true });
    await trx
      .insertInto('submissionAttempts')
      .values({
        homeworkId,
        studentId: student.id,
        archivedAt: at,
        isCompleted: found.row.isCompleted,
        score: found.row.score,
        percentage: found.row.percentage,
        passed: found.row.passed,
        submissionDate: found.row.submissionDate,
        startedAt: found.row.startedAt,
        timeSpent: found.row.timeSpent,
        studentResponses: JSON.stringify({
          ...whole.studentResponses,
          storedStudentResponses: found.row.studentResponses,
          taskResponses: found.taskResponses,
        }),
      })
      .execute();
    await trx.deleteFrom('taskResponses').where('submissionId', '=', found.row.id).execute();
    await trx.deleteFrom('submissions').where('id', '=', found.row.id).execute();
  });
  const after = (await loadSubmissions(db, student.id, [homeworkId])).get(homeworkId);
  return after ? toSubmission(after.row, after.taskResponses, order, { withTracking: false }) : null;
}
