import type { TaskResponseBase } from '#domain/submissions/response-types';
import { taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';

// True or false: the task as stored (after repair) and its recorded answer. The engine and the player import
// only the types; the schema itself is for the server's checks and the tests.

/** binary_task: decide whether the statement about the passage is true. */
export const binaryTaskSchema = z.object({
  ...taskBase,
  type: z.literal('binary_task'),
  passage: z.string(),
  statement: z.string(),
  correctAnswer: z.boolean(),
});
/** A repaired true/false task. */
export type BinaryTask = z.infer<typeof binaryTaskSchema>;

/** A binary_task response: the one pick, or null before it. */
export interface BinaryTaskResponse extends TaskResponseBase {
  type: 'binary_task';
  selectedAnswer: boolean | null;
}

/** This kind's actions as they travel to the server (the body of a check call). */
export const binaryActionSchemas = [
  z.object({ type: z.literal('pick-answer'), value: z.boolean() }),
] as const;
