import type { TaskResponseBase } from '#domain/submissions/response-types';
import { actionIndex, taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';

// Find the mistakes: the task as stored (after repair) and its recorded answer. The engine and the player import
// only the types; the schema itself is for the server's checks and the tests.

/** One piece of the find-mistakes text; error fragments carry a unique errorId. */
export const fragmentSchema = z.object({
  text: z.string(),
  isError: z.boolean(),
  errorId: z.string().optional(),
});
/** A fragment of a find-mistakes text. */
export type Fragment = z.infer<typeof fragmentSchema>;

/** One fix step of a find_and_fix task; correct is the option TEXT. */
export const fixEntrySchema = z.object({
  errorId: z.string(),
  prompt: z.string(),
  options: z.array(z.string()),
  correct: z.string(),
  original: z.string().optional(),
});
/** A fix step. */
export type FixEntry = z.infer<typeof fixEntrySchema>;

/** find_mistakes: click the wrong fragments, then (find_and_fix) choose their corrections. */
export const findMistakesTaskSchema = z.object({
  ...taskBase,
  type: z.literal('find_mistakes'),
  mode: z.enum(['find_only', 'find_and_fix']),
  mistakeCount: z.object({ revealed: z.boolean(), count: z.number().nonnegative(), display: z.string() }),
  find: z.object({
    fragments: z.array(fragmentSchema),
    prompts: z.object({
      allFound: z.string().optional(),
      foundCount: z.string().optional(),
      wrongGuess: z.string().optional(),
    }),
  }),
  fix: z.array(fixEntrySchema),
  /**
   * Set only in the student's copy of a task still being played: some mistakes are not marked yet
   * because the student has not found them, so "every marked mistake found" is not "all found".
   */
  unfoundHidden: z.boolean().optional(),
});
/** A repaired find-the-mistakes task. */
export type FindMistakesTask = z.infer<typeof findMistakesTaskSchema>;

/** One correction of a find_and_fix task. */
export interface FixCorrection {
  errorId: string;
  selectedOption: string;
  isCorrect: boolean;
  attempts: number;
}

/** What a find_mistakes response records: clicked fragment indices in order, errorIds found and missed. */
export interface FindMistakesDetail {
  clickedFragments: number[];
  correctlyIdentified: string[];
  incorrectClicks: number;
  missedErrors: string[];
  corrections: FixCorrection[];
  /** The words clicked, in order, as token indices (tokens.ts); exact where clickedFragments is not. */
  clickedTokens?: number[];
  /** Whether the student opened the fix step. */
  fixStarted?: boolean;
  /** Whether wrong clicks beyond the allowance cost points (false for answers from before the rule). */
  guessCost?: boolean;
}

/** A find_mistakes response. */
export interface FindMistakesTaskResponse extends TaskResponseBase {
  type: 'find_mistakes';
  responses: FindMistakesDetail;
}

/** This kind's actions as they travel to the server (the body of a check call). */
export const findMistakesActionSchemas = [
  z.object({ type: z.literal('click-fragment'), index: actionIndex }),
  z.object({ type: z.literal('start-fix') }),
  z.object({ type: z.literal('choose-fix'), option: z.string().max(10_000) }),
] as const;
