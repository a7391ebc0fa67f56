import type { KnownTask, Task } from '#domain/homework/schema';
import { isKnownTask, type KnownTaskType } from '#domain/homework/task-types';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { binaryKind } from './binary/kind';
import { findMistakesKind } from './find-mistakes/kind';
import type { TaskAction, TaskKind } from './kind';
import { mcqKind } from './mcq/kind';
import { sequenceKind } from './sequence/kind';

/** Every kind of task the product knows, by its type name. */
export const taskKinds = {
  sequence_task: sequenceKind,
  mcq_1: mcqKind,
  binary_task: binaryKind,
  find_mistakes: findMistakesKind,
} as const satisfies { [K in KnownTaskType]: unknown };

/** Any kind, with its own task, state and answer types forgotten (callers pair them by type). */
export type AnyTaskKind = TaskKind<KnownTask, { type: KnownTaskType }, TaskResponseBase>;

/**
 * The kind of a task, or null for a task of a type the product does not know, and for one whose
 * answer key is missing (older data): the engine plays neither, so each scores 0 of 0.
 */
export function kindOf(task: Task): AnyTaskKind | null {
  return isKnownTask(task) && task.keyProblem === undefined
    ? (taskKinds[task.type] as unknown as AnyTaskKind)
    : null;
}

/** The kind an action belongs to, or null. */
export function kindOfAction(action: TaskAction): AnyTaskKind | null {
  for (const kind of Object.values(taskKinds) as unknown as AnyTaskKind[]) {
    if (kind.actions.includes(action.type)) return kind;
  }
  return null;
}
