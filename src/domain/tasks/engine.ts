import type { KnownTask, Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { type AnyTaskKind, type KnownTaskState, kindOf, type TaskAction } from './registry';
import type { TaskStatus } from './status';

// The task engine for any task: each function finds the task's kind in the registry and asks it.
// A task of an unknown type has no actions, is never done by itself and scores 0.

export type { TaskAction } from './registry';

/** State of an unknown task: it has no actions and is never done. */
export interface UnknownTaskState {
  type: 'unknown';
}

/** The state of any task, discriminated by `type`. */
export type TaskState = KnownTaskState | UnknownTaskState;

type KnownState = Exclude<TaskState, UnknownTaskState>;

/** The task's kind with the state when the state is of the task's type, else null. */
function paired(
  task: Task,
  state: TaskState,
): { kind: AnyTaskKind; task: KnownTask; state: KnownState } | null {
  const kind = kindOf(task);
  return kind && state.type === task.type
    ? { kind, task: task as KnownTask, state: state as KnownState }
    : null;
}

/** A fresh state for any task. */
export function initialTaskState(task: Task): TaskState {
  const kind = kindOf(task);
  return kind ? (kind.initial(task as KnownTask) as TaskState) : { type: 'unknown' };
}

/** Applies an action; an action of another task type, or not allowed now, returns the same state. */
export function reduceTask(task: Task, state: TaskState, action: TaskAction): TaskState {
  const p = paired(task, state);
  return p?.kind.actions.includes(action.type)
    ? (p.kind.reduce(p.task, p.state, action) as TaskState)
    : state;
}

/** The score of a task in this state (0 for an unknown task or a mismatched state). */
export function taskScore(task: Task, state: TaskState): number {
  const p = paired(task, state);
  return p ? p.kind.score(p.task, p.state) : 0;
}

/** The most a task can score; an unknown task's is 0. */
export function taskMaxScore(task: Task): number {
  return kindOf(task)?.maxScore(task as KnownTask) ?? 0;
}

/** Whether a task counts as done; an unknown task never is. */
export function isTaskDone(task: Task, state: TaskState): boolean {
  const p = paired(task, state);
  return p ? p.kind.isDone(p.task, p.state) : false;
}

/** Task progress status. */
export function taskStatus(task: Task, state: TaskState): TaskStatus {
  const p = paired(task, state);
  return p ? p.kind.status(p.task, p.state) : 'not-started';
}

/** The task response to record (auto-save, check, submit); timeSpent in milliseconds. */
export function taskToResponse(task: Task, state: TaskState, timeSpentMs: number): TaskResponse {
  const timeSpent = Math.max(0, Math.round(Number.isFinite(timeSpentMs) ? timeSpentMs : 0));
  const p = paired(task, state);
  if (!p)
    return { taskId: task.id, type: task.type, score: 0, isCorrect: false, completed: false, timeSpent };
  return { ...(p.kind.toResponse(p.task, p.state) as TaskResponse), timeSpent };
}

/**
 * The state of a task's recorded answer (null: nothing recorded yet). An answer with a log is the
 * fold of its log, from a fresh state or, when the log continues an answer saved before answers
 * kept one, from the state that answer's fields tell; an answer without a log (older data, or the
 * snapshot the student's browser gets) is read from its fields. A mismatched type starts fresh.
 */
export function taskStateFromResponse(task: Task, response: TaskResponse | null): TaskState {
  const kind = kindOf(task);
  if (!kind || !response || response.type !== task.type) return initialTaskState(task);
  const known = task as KnownTask;
  if (response.log) {
    const base = response.logBase
      ? kind.readAnswer(response.logBase, { ...response, type: task.type })
      : null;
    let state = (
      base && kind.isResponse(base) ? kind.fromResponse(known, base) : kind.initial(known)
    ) as TaskState;
    for (const action of response.log) state = reduceTask(task, state, action);
    return state;
  }
  if (!kind.isResponse(response)) return initialTaskState(task);
  return kind.fromResponse(known, response) as TaskState;
}

/** Point dots shown for a task: (options-1)*2 for mcq, 2 per item or error, points for binary. */
export function pointDots(task: Task): number {
  return kindOf(task)?.pointDots(task as KnownTask) ?? 0;
}

/** The progress dot colour step by share (0..1) of completed tasks. */
export type ProgressColourStep = '>=75' | '>=51' | '>=26' | '>0' | 'none';

/** The colour step for a share (0..1) of completed tasks. */
export function progressColourStep(completedShare: number): ProgressColourStep {
  const percent = completedShare * 100;
  if (percent >= 75) return '>=75';
  if (percent >= 51) return '>=51';
  if (percent >= 26) return '>=26';
  if (percent > 0) return '>0';
  return 'none';
}
