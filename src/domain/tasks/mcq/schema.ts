import type { TaskResponseBase } from '#domain/submissions/response-types';
import { actionIndex, taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';

// Multiple choice: the task as stored (after repair) and its recorded answer. The engine and the player import
// only the types; the schema itself is for the server's checks and the tests.

/** mcq_1: pick the correct option; correctAnswer is the option TEXT. */
export const mcqTaskSchema = z.object({
  ...taskBase,
  type: z.literal('mcq_1'),
  sentence: z.string().optional(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
  /**
   * Why an option is right or wrong, keyed by the option's text (optional; options without one are
   * left out). Like the task's explanation, the student gets it once the task is finished.
   */
  optionExplanations: z.record(z.string(), z.string()).optional(),
});
/** A repaired multiple-choice task. */
export type McqTask = z.infer<typeof mcqTaskSchema>;

/** An mcq_1 response: the last pick and every pick in order (option texts). */
export interface McqTaskResponse extends TaskResponseBase {
  type: 'mcq_1';
  selectedAnswer: string | null;
  selectedAnswers: string[];
}

/** This kind's actions as they travel to the server (the body of a check call). */
export const mcqActionSchemas = [z.object({ type: z.literal('pick-option'), index: actionIndex })] as const;
