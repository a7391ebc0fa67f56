import type { TaskResponseBase } from '#domain/submissions/response-types';
import { actionIndex, taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';

// The sentence scramble: the task as stored (after repair) and its recorded answer. The engine and the player import
// only the types; the schema itself is for the server's checks and the tests.

/** sequence_task: build the correct order of items (tracked by index, so duplicate words work). */
export const sequenceTaskSchema = z.object({
  ...taskBase,
  type: z.literal('sequence_task'),
  items: z.array(z.string()),
  correctOrder: z.array(z.string()),
  /** 'words' means no drag reordering. */
  displayType: z.string().optional(),
});
/** A repaired sequence task. */
export type SequenceTask = z.infer<typeof sequenceTaskSchema>;

/** A sequence_task response: the order placed (item texts) and how many checks were made. */
export interface SequenceTaskResponse extends TaskResponseBase {
  type: 'sequence_task';
  selectedOrder: string[];
  checkAttempts: number;
}

/** This kind's actions as they travel to the server (the body of a check call). */
export const sequenceActionSchemas = [
  z.object({ type: z.literal('tap-item'), index: actionIndex }),
  z.object({ type: z.literal('move-item'), from: actionIndex, to: actionIndex }),
  z.object({ type: z.literal('reset-order') }),
  z.object({ type: z.literal('check-order') }),
] as const;
