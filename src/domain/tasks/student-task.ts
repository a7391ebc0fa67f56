import { isPlayableTask } from '#domain/homework/navigation';
import { isRecord } from '#domain/homework/read';
import { keylessStudentCopy } from '#domain/homework/keys';
import { noValidTasksPlaceholder, repairTask } from '#domain/homework/repair';
import type { AssignmentDetails, KnownTask, Task } from '#domain/homework/schema';
import { isKnownTaskType, type KnownTaskType } from '#domain/homework/task-types';
import { withoutLog } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import type { StudentCopy } from './student-copy';
import {
  isTaskDone,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
  taskToResponse,
} from './engine';
import { type AnyTaskKind, kindOf, kindOfAction, taskKinds } from './registry';
import { obj, readOrNull, str, taskBase } from '#domain/strict-json';
import { withoutExplanation } from './explanations';

// What the student's browser may know of a task, and when.
//
// While a task is being played the browser gets the task without its answer key: no right option,
// no right true/false value, no right order, no flag telling an error fragment from the others, no
// right fix and, when the teacher hid it, no mistake count. The parts of the key the student has
// earned come back as they are earned: a mistake once it is found (its fragment gets its flag and
// id), the fix steps once every mistake is found, the right fix of a step once that step is
// answered. A finished task (and one that cannot be played) is sent whole, so the player can show
// the answer and the review can show everything. The tutor's explanations tell the answer too, so
// an open task's copy has none (the task's own here, a kind's own in its forStudent); they come
// with the whole task.
//
// The browser never decides whether an answer is right. The actions that need the key (picks,
// checks, fragment clicks, fix choices) are checked by the server, which answers with the task as
// the student now knows it and the recorded response; the other actions (placing, moving and
// removing words, opening the fix step) change nothing the key decides and play at once.

export { hiddenKey } from './kind';

/** Whether the student may see this task whole: it is finished, or there is nothing to play. */
export function isTaskOpenToStudent(task: Task, state: TaskState): boolean {
  return !isPlayableTask(task) || isTaskDone(task, state);
}

/**
 * The task as the student's browser may see it in this state (plain JSON for the answer): while it
 * is open, the kind's copy without its key; once finished (or when there is nothing to play),
 * whole, in the order this student saw it.
 */
export function taskForStudent(task: Task, state: TaskState, copy: StudentCopy): Record<string, unknown> {
  if (task.keyProblem !== undefined) return keylessStudentCopy(task);
  const kind = kindOf(task);
  if (!kind || state.type !== task.type) return { ...task };
  if (isTaskOpenToStudent(task, state)) return wholeForStudent(task, copy);
  return kind.forStudent(withoutExplanation(task as KnownTask), state as never, copy);
}

/** The whole task (key included) in the order this student saw it: finished, or the homework submitted. */
export function wholeForStudent(task: Task, copy: StudentCopy): Record<string, unknown> {
  if (task.keyProblem !== undefined) return keylessStudentCopy(task);
  const arrange = kindOf(task)?.inStudentOrder;
  return { ...(arrange ? arrange(task as KnownTask, copy) : task) };
}

/**
 * A recorded answer as the student may see it: the snapshot without its log and, while the task is
 * open, in the terms of the student's copy (nothing that would point at a mistake not found yet).
 */
export function responseForStudent(
  task: Task,
  state: TaskState,
  response: TaskResponse,
  copy: StudentCopy,
): TaskResponse {
  const snapshot = withoutLog(response);
  const kind = kindOf(task);
  if (!kind || isTaskOpenToStudent(task, state) || state.type !== task.type || !kind.isResponse(snapshot))
    return snapshot;
  return kind.answerForStudent(task as KnownTask, state as never, snapshot, copy) as TaskResponse;
}

/**
 * A task's recording as the teacher's replay reads it: the element names the student's copy
 * recorded (clicks and element boxes) turned into the teacher's order.
 */
export function trackingFromStudent<
  R extends {
    clicks: { target?: string | undefined }[];
    layouts?: { elements: { target: string }[] }[] | undefined;
  },
>(task: Task, tracking: R, copy: StudentCopy): R {
  const rename = kindOf(task)?.trackFromStudent;
  if (!rename) return tracking;
  const name = (target: string) => rename(task as KnownTask, target, copy);
  return {
    ...tracking,
    clicks: tracking.clicks.map((click) =>
      click.target === undefined ? click : { ...click, target: name(click.target) },
    ),
    ...(tracking.layouts
      ? {
          layouts: tracking.layouts.map((layout) => ({
            ...layout,
            elements: layout.elements.map((element) => ({ ...element, target: name(element.target) })),
          })),
        }
      : {}),
  };
}

/** An action as the student's browser sent it, in the teacher's order and names. */
export function actionFromStudent(task: Task, action: TaskAction, copy: StudentCopy): TaskAction {
  const kind = kindOf(task);
  return kind ? kind.actionFromStudent(task as KnownTask, action, copy) : action;
}

/**
 * The browser's task from what the server sent, the hidden key parts filled with stand-ins that
 * match nothing (so the engine never calls a pick, an order or a fix right on its own); null when
 * the JSON is not a task.
 */
export function taskFromStudentJson(raw: unknown): Task | null {
  if (!isRecord(raw)) return null;
  const kind = isKnownTaskType(String(raw.type)) ? taskKinds[raw.type as KnownTaskType] : null;
  // A task the server could not load (its key is missing) is rebuilt as such, with nothing to play.
  if (kind && isRecord(raw.keyProblem)) return repairTask(raw);
  if (kind) return (kind as unknown as AnyTaskKind).fromStudentJson(raw);
  return readOrNull(() => ({ ...taskBase(raw), type: str(raw.type), raw: obj(raw.raw) }));
}

/**
 * The browser's state after the server answered a checked action: rebuilt from the recorded
 * response on the task as now known, with what the answer does not record kept from the browser's
 * own state (the kind says what: afterCheck).
 */
export function stateFromAnswer(task: Task, response: TaskResponse, before: TaskState): TaskState {
  const state = taskStateFromResponse(task, response);
  const kind = kindOf(task);
  return kind?.afterCheck && state.type === task.type && before.type === task.type
    ? (kind.afterCheck(before as { type: KnownTaskType }, state as { type: KnownTaskType }) as TaskState)
    : state;
}

/**
 * An action the browser plays at once; for a kind that plays through its answer, the state is read
 * back from the answer it records, as the server will read it.
 */
export function playLocally(task: Task, state: TaskState, action: TaskAction): TaskState {
  const next = reduceTask(task, state, action);
  if (next === state || !kindOf(task)?.playsThroughAnswer) return next;
  return taskStateFromResponse(task, taskToResponse(task, next, 0));
}

/** Whether the action needs the answer key: the server checks it before the player shows anything. */
export function isCheckedAction(action: TaskAction): boolean {
  return kindOfAction(action)?.checkedActions.includes(action.type) ?? false;
}

/**
 * What the player does with one of the student's actions: nothing when it changes nothing; an action
 * that needs the key goes to the server and shows nothing until the answer comes back; any other is
 * played at once, and its state is shown while it is sent.
 */
export function playerStep(
  task: Task,
  state: TaskState,
  action: TaskAction,
): { checked: true } | { checked: false; state: TaskState } | null {
  if (isCheckedAction(action)) return reduceTask(task, state, action) === state ? null : { checked: true };
  const next = playLocally(task, state, action);
  return next === state ? null : { checked: false, state: next };
}

/**
 * The homework the browser plays, from the details the server sent (already repaired there): each
 * task read with taskFromStudentJson; one that cannot be read is left out, and with none left the
 * player shows the no-valid-tasks message.
 */
export function studentDetailsFromJson(raw: unknown): AssignmentDetails {
  const details = isRecord(raw) ? raw : {};
  const tasks = (Array.isArray(details.tasks) ? details.tasks : []).flatMap((entry) => {
    const task = taskFromStudentJson(entry);
    return task ? [task] : [];
  });
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    totalPoints: number(details.totalPoints),
    passingScore: number(details.passingScore),
    instructions: typeof details.instructions === 'string' ? details.instructions : '',
    tasks: tasks.length > 0 ? tasks : [noValidTasksPlaceholder()],
  };
}
