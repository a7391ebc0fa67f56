import type {
  autoSaveBodySchema,
  CheckAnswer,
  checkBodySchema,
  submitBodySchema,
  submitResponseSchema,
} from '#contract/student';
import { isPlayableTask } from '#domain/homework/navigation';
import { sumTaskPoints } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { type Appended, actionsFromAnswer, appendToAnswer } from '#domain/submissions/answer-log';
import { refusals, rewriteMessage } from '#domain/submissions/refusals';
import type { TaskResponse } from '#domain/submissions/response-types';
import { scorePercentage } from '#domain/submissions/totals';
import { type TaskState, taskScore, taskStateFromResponse, taskToResponse } from '#domain/tasks/engine';
import { actionFromStudent, responseForStudent, taskForStudent } from '#domain/tasks/student-task';
import type { StudentCopy } from '#domain/tasks/student-copy';
import { wholeSecondsBetween } from '#domain/time';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import { fromBool, inTransaction, nowIso } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/http-errors';
import { recordActivity } from '../activity';
import { repairedDetails } from '../homework';
import type { StudentIdentity } from '../../plugins/auth-guards';
import type { VisibleHomework } from '../homework';
import { foldedState, foldKey, rememberFold } from './fold-memo';
import { acceptedResponse, normaliseStoredResponse, tasksById } from './task-responses';
import type { StudentCopies } from './student-copies';
import {
  alreadySubmittedMessage,
  claimOpenSubmission,
  type OneTaskSave,
  oneTaskSave,
  readTime,
  saveOneAnswer,
  storedResponse,
  upsertTaskResponse,
} from './store';
import type { AnsweringTarget } from './versioned-answer';

// Every way a student's work reaches a submission: the player's checked actions, the spec's
// auto-save of a whole answer, and submit. Each one appends to the task's action log and stores
// the log's fold beside it in the same write (src/domain/submissions/answer-log.ts); a score is
// never taken from what the browser sends, and submit only finishes: its totals are the sums of
// the folds already stored.

export { alreadySubmittedMessage };

/** The start of the 409 answer to an auto-save that would rewrite a saved answer. */
export { rewriteMessage };

type CheckBody = z.output<typeof checkBodySchema>;
type AutoSaveBody = z.output<typeof autoSaveBodySchema>;
type SubmitBody = z.output<typeof submitBodySchema>;
type SubmitAnswer = z.output<typeof submitResponseSchema>;

/** The task of this homework an answering call names (400 when there is none, or nothing to play). */
export function playableTask(tasks: readonly Task[], taskId: string): Task {
  const task = tasks.find((t) => t.id === taskId);
  if (!task) throw badRequest(refusals.notInHomework(taskId));
  if (!isPlayableTask(task)) throw badRequest(refusals.cannotPlay(taskId));
  return task;
}

/** How far before the homework's assignment a browser's clock may put the student's start. */
const clockSlackMs = 5 * 60_000;

/**
 * An ISO time from the body, kept between the homework's assignment (less a few minutes for a
 * browser whose clock is behind) and now: a student cannot have started before the homework was
 * theirs, so a start years back never makes their time spent.
 */
function clampedTime(iso: string, homework: Pick<VisibleHomework, 'assignedDate'>, now: string): string {
  if (iso > now) return now;
  const assigned = Date.parse(homework.assignedDate);
  if (!Number.isFinite(assigned)) return iso;
  const earliest = new Date(Math.min(assigned - clockSlackMs, Date.parse(now))).toISOString();
  return iso < earliest ? earliest : iso;
}

/** The claim's fields with the start the browser gave kept within the homework's life. */
function claimFields(
  taskCount: number,
  body: Parameters<typeof oneTaskSave>[1],
  homework: VisibleHomework,
): OneTaskSave {
  const save = oneTaskSave(taskCount, body);
  return { ...save, startedAt: clampedTime(save.startedAt, homework, save.now) };
}

/** What a check answers: the task as the student now knows it and the answer as recorded. */
export function checkAnswer(
  task: Task,
  state: TaskState,
  response: TaskResponse,
  copy: StudentCopy,
  fields: { applied: boolean; seq: number; savedAt: string },
): CheckAnswer {
  return {
    ...fields,
    task: taskForStudent(task, state, copy),
    taskResponse: { ...responseForStudent(task, state, response, copy) },
  };
}

/**
 * One action of the player: mapped from the student's copy to the teacher's task, appended to the
 * task's log and folded, in one write. An action numbered below the count of actions taken in was
 * applied already (a retry after a lost answer) or came from a tab that fell behind: it changes
 * nothing and the answer says so, with what is saved.
 */
export async function checkAction(
  db: Kysely<Database>,
  student: StudentIdentity,
  target: AnsweringTarget,
  body: CheckBody,
  copies: StudentCopies,
): Promise<CheckAnswer> {
  const details = repairedDetails(target.homework);
  const task = playableTask(details.tasks, body.taskId);
  const copy = copies(student.id, target.homework.id, task.id);
  const save = claimFields(details.tasks.length, body, target.homework);
  const action = actionFromStudent(task, body.action, copy);
  const key = foldKey(student.id, target.homework.id, task.id);
  // The step may run twice (saveOneAnswer): only the last run's answer is the one written.
  let written: Appended | null = null;
  const result = await saveOneAnswer(db, student.id, target, save, (stored) => {
    written = null;
    const count = stored?.actionCount ?? 0;
    if (body.seq < count) {
      const state = foldedState(key, task, stored);
      const response = stored ?? taskToResponse(task, state, 0);
      return {
        write: null,
        result: checkAnswer(task, state, response, copy, { applied: false, seq: count, savedAt: save.now }),
      };
    }
    const from = foldedState(key, task, stored);
    const appended = appendToAnswer(task, stored, [action], Date.parse(save.now), body.seq + 1, from);
    if (!appended) throw badRequest(refusals.logFull(task.id));
    written = appended;
    return {
      write: { response: appended.response, tracking: body.trackingData },
      result: checkAnswer(task, appended.state, appended.response, copy, {
        applied: true,
        seq: body.seq + 1,
        savedAt: save.now,
      }),
    };
  });
  remember(key, task, written);
  return result;
}

/** Keeps the fold of the answer a call wrote, once its write has committed. */
function remember(key: string, task: Task, written: Appended | null): void {
  if (written) rememberFold(key, task, written.response, written.state);
}

/**
 * What a whole answer posted by the spec's auto-save or submit adds to the saved one: the actions
 * that take the saved state to it, appended and folded. Throws 409 when it would drop or change
 * what is saved (answers are append-only), 400 when it names what the task does not have.
 */
function appendPosted(
  task: Task,
  stored: TaskResponse | null,
  posted: TaskResponse,
  at: number,
  state: TaskState,
): Appended {
  const wanted = actionsFromAnswer(task, state, posted);
  if ('rewrite' in wanted) throw conflict(refusals.rewrite(task.id, wanted.rewrite));
  if ('invalid' in wanted) throw badRequest(refusals.notInTask(task.id, wanted.invalid));
  const appended = appendToAnswer(task, stored, wanted.actions, at, undefined, state);
  if (!appended) throw badRequest(refusals.logFull(task.id));
  return appended;
}

/**
 * Auto-save: ONE task's whole answer (merged by task id, so two tabs on different tasks both keep
 * theirs), its tracking and the current task index; the submission is created on the first save.
 * The answer is taken in as the actions it adds to the saved one. 400 for a task not in the
 * homework or a response of the wrong type, 409 when it rewrites the saved answer or the homework
 * is already submitted.
 */
export async function autoSave(
  db: Kysely<Database>,
  student: StudentIdentity,
  target: AnsweringTarget,
  body: AutoSaveBody,
): Promise<{ ok: true; savedAt: string }> {
  const details = repairedDetails(target.homework);
  const posted = acceptedResponse(body.taskResponse, tasksById(details.tasks));
  const task = playableTask(details.tasks, posted.taskId);
  const save = claimFields(details.tasks.length, body, target.homework);
  const key = foldKey(student.id, target.homework.id, task.id);
  let written: Appended | null = null;
  await saveOneAnswer(db, student.id, target, save, (stored) => {
    written = null;
    written = appendPosted(task, stored, posted, Date.parse(save.now), foldedState(key, task, stored));
    return { write: { response: written.response, tracking: body.trackingData }, result: null };
  });
  remember(key, task, written);
  return { ok: true, savedAt: save.now };
}

/** The totals of a submission: the sum of each task's fold, over the homework's points. */
export function foldedTotals(
  tasks: readonly Task[],
  answers: ReadonlyMap<string, TaskResponse>,
  passingScore: number,
): { score: number; percentage: number; passed: boolean } {
  let total = 0;
  for (const task of tasks) {
    const answer = answers.get(task.id);
    if (answer) total += taskScore(task, taskStateFromResponse(task, answer));
  }
  const score = Math.round(total);
  return { score, percentage: scorePercentage(score, sumTaskPoints(tasks)), passed: score >= passingScore };
}

async function answersOf(
  trx: Transaction<Database>,
  submissionId: number,
): Promise<Map<string, TaskResponse>> {
  const rows = await trx
    .selectFrom('taskResponses')
    .select(['taskId', 'response'])
    .where('submissionId', '=', submissionId)
    .execute();
  const answers = new Map<string, TaskResponse>();
  for (const row of rows) {
    const response = normaliseStoredResponse(row.taskId, row.response);
    if (response) answers.set(row.taskId, response);
  }
  return answers;
}

/**
 * Submit: finishes the homework. Answers in the body that the server does not have yet are taken in
 * as auto-saves are (one that would rewrite a saved answer is left out: the saved answer stands);
 * the totals are the sums of the stored folds, never the body's; the submission is marked completed
 * and homework_complete recorded, all in one transaction. The body's times are kept between the
 * homework's assignment and now.
 */
export async function submitHomework(
  db: Kysely<Database>,
  student: StudentIdentity,
  homework: VisibleHomework,
  body: SubmitBody,
): Promise<SubmitAnswer> {
  const details = repairedDetails(homework);
  const byId = tasksById(details.tasks);
  const payload = new Map<string, TaskResponse>();
  for (const raw of body.tasks) {
    const response = acceptedResponse(raw, byId);
    payload.set(response.taskId, response);
  }
  const tracking = body.trackingData ?? {};
  for (const taskId of Object.keys(tracking)) {
    if (!byId.has(taskId)) throw badRequest(refusals.trackingNotInHomework(taskId));
  }
  const now = nowIso();
  const startTime = clampedTime(readTime(body.startTime, 'startTime'), homework, now);
  const endTime = clampedTime(readTime(body.endTime, 'endTime'), homework, now);
  if (endTime < startTime) throw badRequest(refusals.endBeforeStart());
  const timeSpent = wholeSecondsBetween(startTime, endTime);
  const at = Date.parse(now);

  return inTransaction(db, async (trx) => {
    const submissionId = await claimOpenSubmission(trx, homework.id, student.id, {
      startedAt: startTime,
      now,
    });
    for (const posted of payload.values()) {
      const task = byId.get(posted.taskId) as Task;
      const stored = await storedResponse(trx, submissionId, posted.taskId);
      let response: TaskResponse | null;
      try {
        response = isPlayableTask(task)
          ? appendPosted(task, stored, posted, at, taskStateFromResponse(task, stored)).response
          : null;
      } catch {
        response = null;
      }
      const kept = response ?? stored;
      if (kept) await upsertTaskResponse(trx, submissionId, kept, tracking[posted.taskId], now);
    }
    for (const [taskId, taskTracking] of Object.entries(tracking)) {
      if (payload.has(taskId)) continue;
      await trx
        .updateTable('taskResponses')
        .set({ tracking: JSON.stringify(taskTracking) })
        .where('submissionId', '=', submissionId)
        .where('taskId', '=', taskId)
        .execute();
    }
    const totals = foldedTotals(details.tasks, await answersOf(trx, submissionId), details.passingScore);
    await trx
      .updateTable('submissions')
      .set({
        isCompleted: 1,
        score: totals.score,
        percentage: totals.percentage,
        passed: fromBool(totals.passed),
        submissionDate: now,
        timeSpent,
        studentResponses: JSON.stringify({
          startTime,
          endTime,
          totalTimeSpent: timeSpent,
          totalScore: totals.score,
          percentage: totals.percentage,
          passed: totals.passed,
        }),
        updatedAt: now,
      })
      .where('id', '=', submissionId)
      .execute();
    await recordActivity(trx, {
      teacherId: student.teacherId,
      studentId: student.id,
      studentUsername: student.username,
      type: 'homework_complete',
      targetId: homework.id,
      targetTitle: homework.title,
    });
    return {
      score: totals.score,
      totalPoints: Math.round(sumTaskPoints(details.tasks)),
      percentage: totals.percentage,
      passed: totals.passed,
      submissionDate: now,
    };
  });
}
