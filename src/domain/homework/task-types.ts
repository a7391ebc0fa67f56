import type { KnownTask, Task } from './schema';

// The task types the product knows, without the schemas that validate tasks (the player reads the
// server's copy with hand-written readers and does not load the schema library).

/** The four task types the product knows. */
export const knownTaskTypes = ['sequence_task', 'mcq_1', 'binary_task', 'find_mistakes'] as const;
/** One of the four known task types. */
export type KnownTaskType = (typeof knownTaskTypes)[number];

/** Whether a type string names one of the four known task types. */
export function isKnownTaskType(type: string): type is KnownTaskType {
  return (knownTaskTypes as readonly string[]).includes(type);
}

/** Whether a task is of a known type (narrows the union). */
export function isKnownTask(task: Task): task is KnownTask {
  return isKnownTaskType(task.type);
}
