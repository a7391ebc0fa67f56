import type { Task } from '#domain/homework/schema';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { binaryKind } from './binary/kind';
import { fillBlanksKind } from './fill-blanks/kind';
import { findMistakesKind } from './find-mistakes/kind';
import type { TaskKind } from './kind';
import { mcqKind } from './mcq/kind';
import { sequenceKind } from './sequence/kind';

/**
 * Every kind of task the product knows, by its type name: the one list of kinds. Every union of
 * tasks, states, actions and answers below is made from it, and everything that depends on a
 * task's kind asks the kind's entry. Adding a kind is its two folders (src/domain/tasks/<kind>,
 * src/client/tasks/<kind>), a line here, one in schemas.ts and one in src/client/tasks/kinds.tsx.
 */
export const taskKinds = {
  sequence_task: sequenceKind,
  mcq_1: mcqKind,
  binary_task: binaryKind,
  find_mistakes: findMistakesKind,
  fill_blanks: fillBlanksKind,
} as const;

type Kinds = typeof taskKinds;

/** One of the known task types. */
export type KnownTaskType = keyof Kinds;

/** The types one kind of task works with. */
type PartsOf<K extends KnownTaskType> = K extends KnownTaskType
  ? Kinds[K] extends TaskKind<infer T, infer S, infer R, infer A, infer G>
    ? { task: T; state: S; response: R; action: A; figures: G }
    : never
  : never;

/** The task, state, answer and action of one kind. */
export type TaskOf<K extends KnownTaskType> = PartsOf<K>['task'];
export type StateOf<K extends KnownTaskType> = PartsOf<K>['state'];
export type ResponseOf<K extends KnownTaskType> = PartsOf<K>['response'];
export type ActionOf<K extends KnownTaskType> = PartsOf<K>['action'];
/** The figures a kind adds to the item analysis of its tasks. */
export type FiguresOf<K extends KnownTaskType> = PartsOf<K>['figures'];

/** A task of one of the known types. */
export type KnownTask = { [K in KnownTaskType]: TaskOf<K> }[KnownTaskType];
/** The state of a task of a known type. */
export type KnownTaskState = { [K in KnownTaskType]: StateOf<K> }[KnownTaskType];
/** An answer to a task of a known type. */
export type KnownTaskResponse = { [K in KnownTaskType]: ResponseOf<K> }[KnownTaskType];
/** Any task action; action type names are unique across task kinds. */
export type TaskAction = { [K in KnownTaskType]: ActionOf<K> }[KnownTaskType];

/** The known task types, in the registry's order. */
export const knownTaskTypes = Object.keys(taskKinds) as KnownTaskType[];

/** Whether a type string names one of the known task types. */
export function isKnownTaskType(type: string): type is KnownTaskType {
  return Object.hasOwn(taskKinds, type);
}

/** Whether a task is of a known type (narrows the union). */
export function isKnownTask(task: Task): task is KnownTask {
  return isKnownTaskType(task.type);
}

/** Any kind, with its own task, state and answer types forgotten (callers pair them by type). */
export type AnyTaskKind = TaskKind<KnownTask, { type: KnownTaskType }, TaskResponseBase, TaskAction, object>;

/** The kind of a known type, with its types forgotten. */
export function kindOfType(type: KnownTaskType): AnyTaskKind {
  return taskKinds[type] as unknown as AnyTaskKind;
}

/** Every kind, in the registry's order, with its types forgotten. */
export function allTaskKinds(): AnyTaskKind[] {
  return Object.values(taskKinds) as unknown as AnyTaskKind[];
}

/**
 * The kind of a task, or null for a task of a type the product does not know, and for one whose
 * answer key is missing (older data): the engine plays neither, so each scores 0 of 0.
 */
export function kindOf(task: Task): AnyTaskKind | null {
  return isKnownTask(task) && task.keyProblem === undefined ? kindOfType(task.type) : null;
}

/** The kind an action belongs to, or null. */
export function kindOfAction(action: TaskAction): AnyTaskKind | null {
  return allTaskKinds().find((kind) => kind.actions.includes(action.type)) ?? null;
}

/** Whether an answer is one of the kind `type` (narrows the union). */
export function isResponseOf<K extends KnownTaskType>(
  type: K,
  response: TaskResponseBase,
): response is ResponseOf<K> {
  return response.type === type;
}
