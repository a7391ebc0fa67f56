import { taskDataProblem } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { isKnownTask, kindOfType } from '#domain/homework/task-types';
import { initialTaskState, isTaskDone, type TaskState } from '#domain/tasks/engine';
import type { TaskResponse } from '#domain/submissions/response-types';
import { latestResponseByTask } from '#domain/submissions/responses';

/** Where the student is in the player: the tasks, each task's state by task id, the current index. */
export interface PlayerPosition {
  tasks: readonly Task[];
  states: Readonly<Record<string, TaskState>>;
  currentIndex: number;
  /** The homework was already submitted (review mode). */
  homeworkCompleted: boolean;
  /**
   * Tasks whose answer is waiting to reach the server (the browser is offline): the student may go
   * on past them, as past a done task, and their outcome shows once back online. Submit still waits
   * for every outcome.
   */
  waiting?: ReadonlySet<string>;
}

function stateOf(position: PlayerPosition, task: Task): TaskState {
  return position.states[task.id] ?? initialTaskState(task);
}

/**
 * Whether a student can play a task at all. A task of a type the product does not know, or one the
 * repair left without anything to do (no items, no error fragment), shows its message and is
 * skipped: it counts as done, so it never blocks Next or Submit.
 */
export function isPlayableTask(task: Task): boolean {
  return isKnownTask(task) && taskDataProblem(task) === null;
}

/** Whether the task at this index is done in its current state (an unplayable task always is). */
export function isTaskDoneAt(position: PlayerPosition, index: number): boolean {
  const task = position.tasks[index];
  if (task === undefined) return false;
  return !isPlayableTask(task) || isTaskDone(task, stateOf(position, task));
}

/** Whether the student may go on past the task at this index: it is done, or its answer is waiting. */
function isPassableAt(position: PlayerPosition, index: number): boolean {
  const task = position.tasks[index];
  return isTaskDoneAt(position, index) || (task !== undefined && position.waiting?.has(task.id) === true);
}

function blocksForCorrections(position: PlayerPosition, task: Task): boolean {
  const state = stateOf(position, task);
  return isKnownTask(task) && state.type === task.type
    ? kindOfType(task.type).holdsNavigation(task, state as { type: typeof task.type })
    : false;
}

/** Next: never on the last task; only if the current task is done or the homework completed; a find_and_fix task with corrections incomplete blocks it. */
export function canGoNext(position: PlayerPosition): boolean {
  const { currentIndex, tasks } = position;
  const task = tasks[currentIndex];
  if (!task || currentIndex >= tasks.length - 1) return false;
  if (blocksForCorrections(position, task)) return false;
  return position.homeworkCompleted || isPassableAt(position, currentIndex);
}

/** Previous: allowed except on the first task. */
export function canGoPrevious(position: PlayerPosition): boolean {
  return position.currentIndex > 0 && position.currentIndex < position.tasks.length;
}

/** A task's dot opens it if it is the current one, an earlier one, or every earlier task is done. */
export function canOpenTask(position: PlayerPosition, index: number): boolean {
  if (!Number.isInteger(index) || index < 0 || index >= position.tasks.length) return false;
  if (position.homeworkCompleted || index <= position.currentIndex) return true;
  return position.tasks.slice(0, index).every((_, earlier) => isPassableAt(position, earlier));
}

/** Whether the Submit button shows: on the last task once it is done. */
export function canSubmit(position: PlayerPosition): boolean {
  return (
    !position.homeworkCompleted &&
    position.currentIndex === position.tasks.length - 1 &&
    isTaskDoneAt(position, position.currentIndex)
  );
}

/** The task to resume at: the first with no response or an unfinished one, else the saved index clamped. */
export function resumeIndex(
  tasks: readonly Task[],
  responses: readonly TaskResponse[],
  savedIndex: number,
): number {
  const latest = latestResponseByTask(responses);
  const open = tasks.findIndex((task) => isPlayableTask(task) && latest.get(task.id)?.completed !== true);
  if (open !== -1) return open;
  const saved = Number.isFinite(savedIndex) ? Math.floor(savedIndex) : 0;
  return Math.min(Math.max(0, saved), Math.max(0, tasks.length - 1));
}
