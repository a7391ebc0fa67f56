import type { KnownTask } from '#domain/tasks/registry';
import { taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';
import { isKnownTaskType } from './task-types';

// The task union as a whole. Each kind's own schema is in its folder (src/domain/tasks/<kind>/schema.ts)
// and the union of them is made from the registries (src/domain/tasks/registry.ts, schemas.ts).

export { type KeyProblem, keyProblemSchema } from '#domain/tasks/base-schema';
export type { KnownTask } from '#domain/tasks/registry';

/** A task of a type the product does not know; kept so the player can say 'Unknown task type: {type}'. */
export const unknownTaskSchema = z.object({
  ...taskBase,
  type: z.string().refine((type) => !isKnownTaskType(type), 'a known task type is not an unknown task'),
  raw: z.record(z.string(), z.unknown()),
});
/** A task of an unknown type. */
export type UnknownTask = z.infer<typeof unknownTaskSchema>;

/** Any task; narrow known ones with `isKnownTask` or by `type`. */
export type Task = KnownTask | UnknownTask;

/** Repaired assignment details. */
export interface AssignmentDetails {
  totalPoints: number;
  passingScore: number;
  instructions: string;
  tasks: Task[];
}
