import { nowIso } from '../../db/helpers';
import type { TaskTracking } from '#contract/common';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/http-errors';
import { normaliseStoredResponse } from '../student/task-responses';

// The writes every answering call shares (auto-save, check, submit): the open submission claimed
// for writing, one task's saved answer read and replaced.

/** The answer to a second submit (or an auto-save after submitting). */
export const alreadySubmittedMessage = 'This homework has already been submitted.';

/** An ISO time the client sent, in the one stored format; 400 when it is not a time. */
export function readTime(value: string, field: string): string {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(`${field} is not a valid date and time`);
  return new Date(ms).toISOString();
}

/**
 * Claims the student's submission for writing, creating it first when missing: the UPDATE locks the
 * row (PostgreSQL) until the transaction ends and matches only while it is not completed, so a
 * completed submission answers 409 and two submits never both succeed. The row exists on every
 * save but the first, so the UPDATE is tried first and the INSERT only runs when it found nothing.
 */
export async function claimOpenSubmission(
  trx: Transaction<Database>,
  homeworkId: number,
  studentId: number,
  fields: { startedAt: string; currentTaskIndex?: number; now: string },
): Promise<number> {
  const claim = () =>
    trx
      .updateTable('submissions')
      .set((eb) => ({
        startedAt: eb.fn.coalesce('startedAt', eb.val(fields.startedAt)),
        updatedAt: fields.now,
        ...(fields.currentTaskIndex === undefined ? {} : { currentTaskIndex: fields.currentTaskIndex }),
      }))
      .where('homeworkId', '=', homeworkId)
      .where('studentId', '=', studentId)
      .where('isCompleted', '=', 0)
      .returning('id')
      .executeTakeFirst();
  let claimed = await claim();
  if (!claimed) {
    await trx
      .insertInto('submissions')
      .values({
        homeworkId,
        studentId,
        isCompleted: 0,
        startedAt: fields.startedAt,
        currentTaskIndex: fields.currentTaskIndex ?? 0,
        updatedAt: fields.now,
      })
      .onConflict((oc) => oc.columns(['homeworkId', 'studentId']).doNothing())
      .execute();
    claimed = await claim();
  }
  if (!claimed) throw conflict(alreadySubmittedMessage);
  return claimed.id;
}

/** The response saved for one task of a submission, or null. */
export async function storedResponse(
  trx: Transaction<Database>,
  submissionId: number,
  taskId: string,
): Promise<TaskResponse | null> {
  const row = await trx
    .selectFrom('taskResponses')
    .select('response')
    .where('submissionId', '=', submissionId)
    .where('taskId', '=', taskId)
    .executeTakeFirst();
  return row ? normaliseStoredResponse(taskId, row.response) : null;
}

/** Inserts or replaces one task's response (and its tracking, when given) by submission and task id. */
export async function upsertTaskResponse(
  trx: Transaction<Database>,
  submissionId: number,
  response: TaskResponse,
  tracking: TaskTracking | undefined,
  now: string,
): Promise<void> {
  await trx
    .insertInto('taskResponses')
    .values({
      submissionId,
      taskId: response.taskId,
      response: JSON.stringify(response),
      tracking: tracking === undefined ? null : JSON.stringify(tracking),
      updatedAt: now,
    })
    .onConflict((oc) =>
      oc.columns(['submissionId', 'taskId']).doUpdateSet((eb) => ({
        response: eb.ref('excluded.response'),
        updatedAt: eb.ref('excluded.updatedAt'),
        ...(tracking === undefined ? {} : { tracking: eb.ref('excluded.tracking') }),
      })),
    )
    .execute();
}

/** Whether the student's submission of a homework is completed, and its saved answers by task id. */
export async function savedAnswers(
  db: Kysely<Database>,
  studentId: number,
  homeworkId: number,
): Promise<{ completed: boolean; responses: Map<string, TaskResponse> }> {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('taskResponses', 'taskResponses.submissionId', 'submissions.id')
    .select(['submissions.isCompleted', 'taskResponses.taskId', 'taskResponses.response'])
    .where('submissions.homeworkId', '=', homeworkId)
    .where('submissions.studentId', '=', studentId)
    .execute();
  const responses = new Map<string, TaskResponse>();
  for (const row of rows) {
    if (row.taskId === null || row.response === null) continue;
    const response = normaliseStoredResponse(row.taskId, row.response);
    if (response) responses.set(row.taskId, response);
  }
  return { completed: rows.some((row) => Number(row.isCompleted) === 1), responses };
}

/**
 * The fields an auto-save or a check claims its submission with: the task index (400 when past the
 * homework's last task), when the student started (the body's time, else now) and now.
 */
export function oneTaskSave(
  taskCount: number,
  body: { currentTaskIndex: number; startTime?: string | undefined },
): { currentTaskIndex: number; startedAt: string; now: string } {
  if (body.currentTaskIndex >= taskCount) {
    throw badRequest(`currentTaskIndex ${body.currentTaskIndex} is past the last task of this homework`);
  }
  const now = nowIso();
  const startedAt = body.startTime === undefined ? now : readTime(body.startTime, 'startTime');
  return { currentTaskIndex: body.currentTaskIndex, startedAt, now };
}
