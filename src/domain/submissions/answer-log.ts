import { isRecord } from '#domain/homework/read';
import type { KnownTask, Task } from '#domain/homework/schema';
import { kindOf } from '#domain/tasks/registry';
import {
  reduceTask,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
  taskToResponse,
} from '#domain/tasks/engine';
import type { LoggedAction, TaskResponse } from './response-types';

// A task's answer is its log: every action of the student that changed the task, in the order the
// server took them in, each with the server's time. The task's state is the engine's fold over that
// log (taskStateFromResponse); nothing else decides a score. Written beside the log, in the same
// row and the same write, is a snapshot of what the fold gives (score, isCorrect, completed, the
// kind's own fields and the time on task): the lists and the spec's answer shapes read it, and it
// can always be made again from the log (snapshotOf). The one other thing kept beside a log is the
// server's memo of its fold (src/server/modules/submissions/fold-memo.ts), in memory only, used
// only for the very log it was folded from, so a check need not fold a long log again from its
// start. An answer saved before answers kept a log has
// no log: its fields are its state, and when the student goes on with it they become the log's base
// (`logBase`) and new actions are folded on top (decision 017).

/** The most actions one task's log keeps; a student's real work stays far below it. */
export const maxLogEntries = 5_000;

/** A gap between two actions longer than this counts as this long (the student was away). */
export const idleCapMs = 5 * 60_000;

/** Why an action could not be logged: the task's log is full. */
export const logFullMessage = 'This task has taken as many actions as it can keep';

/** Reads a stored log: entries that are not actions with a time are left out. */
export function readLog(value: unknown): LoggedAction[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const isEntry = (entry: unknown): entry is LoggedAction =>
    isRecord(entry) &&
    typeof entry.type === 'string' &&
    typeof entry.at === 'number' &&
    Number.isFinite(entry.at);
  return value.every(isEntry) ? value : value.filter(isEntry);
}

/**
 * Time on task as the server measured it: from the first logged action to the last (after which the
 * task either finished or is still open), each gap between two actions capped at idleCapMs; an
 * answer continuing an older one adds the time that one had recorded.
 */
export function loggedTimeSpent(log: readonly LoggedAction[], before = 0): number {
  let total = before;
  for (let i = 1; i < log.length; i++) {
    const gap = (log[i] as LoggedAction).at - (log[i - 1] as LoggedAction).at;
    total += Math.min(idleCapMs, Math.max(0, gap));
  }
  return total;
}

/** The answer (snapshot fields, log and base) a log folds to. */
export function snapshotOf(
  task: Task,
  state: TaskState,
  log: LoggedAction[],
  base: Record<string, unknown> | undefined,
  actionCount: number | undefined,
): TaskResponse {
  const before = base && typeof base.timeSpent === 'number' && base.timeSpent >= 0 ? base.timeSpent : 0;
  return {
    ...taskToResponse(task, state, loggedTimeSpent(log, before)),
    ...(actionCount === undefined ? {} : { actionCount }),
    log,
    ...(base ? { logBase: base } : {}),
  };
}

/** What appending actions made of an answer: the answer to store, its state, and whether the state changed. */
export type Appended = { response: TaskResponse; state: TaskState; changed: boolean };

/**
 * The answer after the student's actions, taken at `at` (ms since the epoch): each action the
 * engine applies is appended to the log and folded; an action that changes nothing (not allowed
 * now, or done already) is not logged. Null when the log would grow past maxLogEntries.
 * `folded` is the stored answer's state when the caller already has it (the fold of the same log:
 * see the server's fold memo), so the log is not folded again from its start.
 */
export function appendToAnswer(
  task: Task,
  stored: TaskResponse | null,
  actions: readonly TaskAction[],
  at: number,
  actionCount?: number,
  folded?: TaskState,
): Appended | null {
  let state = folded ?? taskStateFromResponse(task, stored);
  const log = stored?.log ? [...stored.log] : [];
  const base = stored?.log ? stored.logBase : stored ? legacyBase(stored) : undefined;
  let changed = false;
  for (const action of actions) {
    const next = reduceTask(task, state, action);
    if (next === state) continue;
    if (log.length >= maxLogEntries) return null;
    log.push({ ...action, at } as LoggedAction);
    state = next;
    changed = true;
  }
  const count = actionCount ?? stored?.actionCount;
  return { response: snapshotOf(task, state, log, base, count), state, changed };
}

/** An answer saved before answers kept a log, as the base a log continues from. */
function legacyBase(stored: TaskResponse): Record<string, unknown> | undefined {
  const { log: _log, logBase: _base, actionCount: _count, ...fields } = stored;
  return { ...fields };
}

/**
 * The actions that take a task's state to what an answer posted whole says (the spec's auto-save
 * and submit bodies), or why they cannot; an answer of another type adds nothing.
 */
export function actionsFromAnswer(
  task: Task,
  state: TaskState,
  posted: TaskResponse,
): { actions: TaskAction[] } | { rewrite: string } | { invalid: string } {
  const kind = kindOf(task);
  if (!kind || state.type !== task.type || posted.type !== task.type || !kind.isResponse(posted))
    return { actions: [] };
  return kind.actionsFromAnswer(task as KnownTask, state as never, posted);
}

/** An answer as it travels to the student's browser: the snapshot without the log it was made from. */
export function withoutLog(response: TaskResponse): TaskResponse {
  if (response.log === undefined && response.logBase === undefined) return response;
  const { log: _log, logBase: _base, ...snapshot } = response;
  return snapshot as TaskResponse;
}
