import type { Kysely } from 'kysely';
import type { TaskResponse } from '#domain/submissions/response-types';
import { inTransaction, nowIso } from '../../db/helpers';
import type { Database, HomeworkRow, SubmissionRow, TaskResponseRow } from '../../db/schema';
import { repairedDetails } from '../homework';
import { normaliseStoredResponse } from './task-responses';
import { foldedTotals } from './answering';
import { toSubmission } from './view';

// The teacher's writes to a student's submission: marking a homework completed (its totals the
// folds of the answers already stored) and taking completion back (the finished attempt archived
// whole, the submission removed so the student starts afresh).

/** A submission row with its answer rows. */
export type SubmissionWithResponses = { row: SubmissionRow; taskResponses: TaskResponseRow[] };

/** The student's submissions to these homework with their answers, keyed by homework id. */
export async function submissionsWithAnswers(
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

/** The totals stored when a teacher marks a homework completed that has none: the answers' folds. */
function completionTotals(
  homework: Pick<HomeworkRow, 'assignmentDetails'>,
  rows: readonly TaskResponseRow[],
) {
  const details = repairedDetails(homework);
  const answers = new Map<string, TaskResponse>();
  for (const row of rows) {
    const response = normaliseStoredResponse(row.taskId, row.response);
    if (response) answers.set(row.taskId, response);
  }
  const totals = foldedTotals(details.tasks, answers, details.passingScore);
  const timeSpentMs = [...answers.values()].reduce((sum, response) => sum + response.timeSpent, 0);
  return { ...totals, timeSpentSeconds: Math.floor(timeSpentMs / 1000) };
}

/**
 * Sets the completion of a student's homework. Completed: the submission is marked done (totals
 * from the answers' folds when it has none). Not completed: a finished attempt is archived whole
 * (answers and tracking as JSON) and the submission with its answers deleted, so the student starts
 * afresh; an unfinished one is left as it is.
 */
export async function setCompletion(
  db: Kysely<Database>,
  studentId: number,
  homework: HomeworkRow,
  isCompleted: boolean,
): Promise<void> {
  const at = nowIso();
  const taskIds = repairedDetails(homework).tasks.map((task) => task.id);
  await inTransaction(db, async (trx) => {
    const found = (await submissionsWithAnswers(trx, studentId, [homework.id])).get(homework.id);
    if (isCompleted) {
      if (found?.row.isCompleted) return;
      const totals = completionTotals(homework, found?.taskResponses ?? []);
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
            homeworkId: homework.id,
            studentId: studentId,
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
    const whole = toSubmission(found.row, found.taskResponses, taskIds, { withTracking: true });
    await trx
      .insertInto('submissionAttempts')
      .values({
        homeworkId: homework.id,
        studentId: studentId,
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
}
