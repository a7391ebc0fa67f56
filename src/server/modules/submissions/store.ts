import { compiledOnce } from '../../db/compiled-once';
import { inTransaction, isPostgres, nowIso } from '../../db/helpers';
import type { TaskTracking } from '#contract/common';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { Kysely, Transaction } from 'kysely';
import type { Database, IntBool } from '../../db/schema';
import { alreadySubmittedMessage, refusals } from '#domain/submissions/refusals';
import { badRequest, conflict } from '../../plugins/http-errors';
import { normaliseStoredResponse } from './task-responses';
import { answerColumns } from './answer-columns';
import { type AnsweringTarget, savedIfUnchanged } from './versioned-answer';

// The writes every answering call shares (auto-save, check, submit): the open submission claimed
// for writing, one task's saved answer read and replaced.

/** The answer to a second submit (or an auto-save after submitting). */
export { alreadySubmittedMessage };

/** An ISO time the client sent, in the one stored format; 400 when it is not a time. */
export function readTime(value: string, field: string): string {
  const ms = Date.parse(value);
  if (!Number.isFinite(ms)) throw badRequest(refusals.badTime(field));
  return new Date(ms).toISOString();
}

// The writes below run on every auto-save and check: each has one shape per variant, built once
// (compiledOnce) rather than on every call.

/** The UPDATE that claims an open submission for a submit, keeping the current task index. */
const claimKeepingIndex = compiledOnce(
  (db, homeworkId: number, studentId: number, startedAt: string, now: string) =>
    db
      .updateTable('submissions')
      .set((eb) => ({ startedAt: eb.fn.coalesce('startedAt', eb.val(startedAt)), updatedAt: now }))
      .where('homeworkId', '=', homeworkId)
      .where('studentId', '=', studentId)
      .where('isCompleted', '=', 0)
      .returning('id'),
);
/** The UPDATE that claims it for one task's answer (an auto-save or a check), moving the current task index. */
const claimMovingIndex = compiledOnce(
  (db, homeworkId: number, studentId: number, startedAt: string, now: string, currentTaskIndex: number) =>
    db
      .updateTable('submissions')
      .set((eb) => ({
        startedAt: eb.fn.coalesce('startedAt', eb.val(startedAt)),
        updatedAt: now,
        currentTaskIndex,
      }))
      .where('homeworkId', '=', homeworkId)
      .where('studentId', '=', studentId)
      .where('isCompleted', '=', 0)
      .returning('id'),
);
const insertOpenSubmission = compiledOnce(
  (db, homeworkId: number, studentId: number, startedAt: string, currentTaskIndex: number, now: string) =>
    db
      .insertInto('submissions')
      .values({ homeworkId, studentId, isCompleted: 0, startedAt, currentTaskIndex, updatedAt: now })
      .onConflict((oc) => oc.columns(['homeworkId', 'studentId']).doNothing()),
);

/**
 * Claims the student's submission for writing, creating it first when missing: the UPDATE locks the
 * row (PostgreSQL) until the transaction ends and matches only while it is not completed, so a
 * completed submission answers 409 and two submits never both succeed. The row exists on every
 * save but the first, so the UPDATE is tried first and the INSERT only runs when it found nothing.
 */
async function claimed<Row>(
  trx: Transaction<Database>,
  homeworkId: number,
  studentId: number,
  fields: OneTaskSave,
  claim: () => Promise<Row[]>,
): Promise<Row> {
  const [row] = await claim();
  if (row) return row;
  const { startedAt, currentTaskIndex, now } = fields;
  await insertOpenSubmission(trx, homeworkId, studentId, startedAt, currentTaskIndex, now);
  const [again] = await claim();
  if (!again) throw conflict(refusals.alreadySubmitted());
  return again;
}

/** Claims the submission for a submit (the current task index stays); answers its id. */
export async function claimOpenSubmission(
  trx: Transaction<Database>,
  homeworkId: number,
  studentId: number,
  fields: { startedAt: string; now: string },
): Promise<number> {
  const { startedAt, now } = fields;
  const row = await claimed(trx, homeworkId, studentId, { ...fields, currentTaskIndex: 0 }, () =>
    claimKeepingIndex(trx, homeworkId, studentId, startedAt, now),
  );
  return row.id;
}

/**
 * Claims the submission for one task's answer (moving the current task index) and answers its id
 * with the answer already saved for that task, or null.
 *
 * The answer is read by a statement of its own, after the claim: on PostgreSQL a statement that
 * waited for the row lock still reads other rows as they were when it began, so an answer read in
 * the claiming UPDATE itself (in its RETURNING) would be the one from before the lock holder's
 * write, and this step would overwrite that write.
 */
async function claimForAnswer(
  trx: Transaction<Database>,
  homeworkId: number,
  studentId: number,
  fields: OneTaskSave,
  taskId: string,
): Promise<{ submissionId: number; stored: TaskResponse | null }> {
  const { startedAt, now, currentTaskIndex } = fields;
  const row = await claimed(trx, homeworkId, studentId, fields, () =>
    claimMovingIndex(trx, homeworkId, studentId, startedAt, now, currentTaskIndex),
  );
  return { submissionId: row.id, stored: await storedResponse(trx, row.id, taskId) };
}

/** What an answering call makes of a task's saved answer: the answer to store (or none) and its reply. */
export type AnswerStep<T> = {
  write: { response: TaskResponse; tracking: TaskTracking | undefined } | null;
  result: T;
};

/**
 * One task's answer saved the way every auto-save and check saves it: `step` is given the answer
 * saved for the task (null when none) and says what to store in its place and what to reply. It
 * must only compute (it may run twice, see below) and may throw the call's 4xx.
 *
 * The rule is that each step sees the answer as the previous step left it, so two tabs, or a retry
 * racing its original, never both build on the same saved answer. The plain way is a transaction
 * that claims (locks) the submission, reads the answer, steps and writes. On PostgreSQL that is
 * five round trips with the lock held across four of them, and round trips are what a write costs
 * there; so it steps on the answer read with the homework (answeringTarget, no lock) and writes in
 * ONE statement that only succeeds while the submission is open and not locked by anyone else, and
 * the answer is still the very row version read (PostgreSQL's `xmin`); the quick writes of the
 * moment share that statement (quick-writes.ts).
 * Anything else — no submission yet, a completed or locked one, a step that writes nothing or
 * throws, a write that found the answer changed — goes the plain way, which steps again on what it
 * locked and so answers exactly as if the quick way had not been tried.
 */
export async function saveOneAnswer<T>(
  db: Kysely<Database>,
  studentId: number,
  target: AnsweringTarget,
  fields: OneTaskSave,
  step: (stored: TaskResponse | null) => AnswerStep<T>,
): Promise<T> {
  const { taskId } = target;
  const homeworkId = target.homework.id;
  if (target.seen && isPostgres(db)) {
    const quick = await savedIfUnchanged(db, target.seen, fields, taskId, step);
    if (quick) {
      target.remember(quick.seen);
      return quick.result;
    }
  }
  // What was seen is out of date (or was never read): the next call reads the answer again.
  target.remember(null);
  return inTransaction(db, async (trx) => {
    const { submissionId, stored } = await claimForAnswer(trx, homeworkId, studentId, fields, taskId);
    const { write, result } = step(stored);
    if (write) await upsertTaskResponse(trx, submissionId, write.response, write.tracking, fields.now);
    return result;
  });
}

const savedResponse = compiledOnce((db, submissionId: number, taskId: string) =>
  db
    .selectFrom('taskResponses')
    .select('response')
    .where('submissionId', '=', submissionId)
    .where('taskId', '=', taskId),
);

/** The response saved for one task of a submission, or null. */
export async function storedResponse(
  trx: Transaction<Database>,
  submissionId: number,
  taskId: string,
): Promise<TaskResponse | null> {
  const [row] = await savedResponse(trx, submissionId, taskId);
  return row ? normaliseStoredResponse(taskId, row.response) : null;
}

/** The upsert of one task's answer, replacing its tracking too or keeping the saved one. */
const upsertWithTracking = compiledOnce(
  (
    db,
    submissionId: number,
    taskId: string,
    response: string,
    completed: IntBool,
    tracking: string,
    now: string,
  ) =>
    db
      .insertInto('taskResponses')
      .values({ submissionId, taskId, response, completed, tracking, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['submissionId', 'taskId']).doUpdateSet((eb) => ({
          response: eb.ref('excluded.response'),
          completed: eb.ref('excluded.completed'),
          updatedAt: eb.ref('excluded.updatedAt'),
          tracking: eb.ref('excluded.tracking'),
        })),
      ),
);
const upsertKeepingTracking = compiledOnce(
  (db, submissionId: number, taskId: string, response: string, completed: IntBool, now: string) =>
    db
      .insertInto('taskResponses')
      .values({ submissionId, taskId, response, completed, tracking: null, updatedAt: now })
      .onConflict((oc) =>
        oc.columns(['submissionId', 'taskId']).doUpdateSet((eb) => ({
          response: eb.ref('excluded.response'),
          completed: eb.ref('excluded.completed'),
          updatedAt: eb.ref('excluded.updatedAt'),
        })),
      ),
);

/** Inserts or replaces one task's response (and its tracking, when given) by submission and task id. */
export async function upsertTaskResponse(
  trx: Transaction<Database>,
  submissionId: number,
  response: TaskResponse,
  tracking: TaskTracking | undefined,
  now: string,
): Promise<void> {
  const { response: text, completed } = answerColumns(response);
  if (tracking === undefined)
    await upsertKeepingTracking(trx, submissionId, response.taskId, text, completed, now);
  else
    await upsertWithTracking(
      trx,
      submissionId,
      response.taskId,
      text,
      completed,
      JSON.stringify(tracking),
      now,
    );
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

/** The fields an auto-save or a check claims its submission with. */
export type OneTaskSave = { currentTaskIndex: number; startedAt: string; now: string };

/**
 * The fields an auto-save or a check claims its submission with: the task index (400 when past the
 * homework's last task), when the student started (the body's time, else now) and now.
 */
export function oneTaskSave(
  taskCount: number,
  body: { currentTaskIndex: number; startTime?: string | undefined },
): OneTaskSave {
  if (body.currentTaskIndex >= taskCount) {
    throw badRequest(refusals.pastLastTask(body.currentTaskIndex));
  }
  const now = nowIso();
  const startedAt = body.startTime === undefined ? now : readTime(body.startTime, 'startTime');
  return { currentTaskIndex: body.currentTaskIndex, startedAt, now };
}
