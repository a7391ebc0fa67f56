import { z } from 'zod';
import { isKnownTaskType } from './task-types';

/** Where a task's answer key is missing or names nothing the task has, and what is wrong there. */
export const keyProblemSchema = z.object({ field: z.string(), message: z.string() });
/** A missing or impossible answer key, found when the task was repaired. */
export type KeyProblem = z.infer<typeof keyProblemSchema>;

const taskBase = {
  id: z.string().min(1),
  question: z.string(),
  points: z.number().nonnegative(),
  /**
   * Set by repair on a task stored before keys were checked at save whose key is missing or not
   * among its options/items: such a task is never played (0 of 0 points) and the teacher is warned.
   */
  keyProblem: keyProblemSchema.optional(),
};

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

/** mcq_1: pick the correct option; correctAnswer is the option TEXT. */
export const mcqTaskSchema = z.object({
  ...taskBase,
  type: z.literal('mcq_1'),
  sentence: z.string().optional(),
  options: z.array(z.string()),
  correctAnswer: z.string(),
});
/** A repaired multiple-choice task. */
export type McqTask = z.infer<typeof mcqTaskSchema>;

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

/** A task of a type the product does not know; kept so the player can say 'Unknown task type: {type}'. */
export const unknownTaskSchema = z.object({
  ...taskBase,
  type: z.string().refine((type) => !isKnownTaskType(type), 'a known task type is not an unknown task'),
  raw: z.record(z.string(), z.unknown()),
});
/** A task of an unknown type. */
export type UnknownTask = z.infer<typeof unknownTaskSchema>;

/** Any repaired task. */
export const taskSchema = z.union([
  sequenceTaskSchema,
  mcqTaskSchema,
  binaryTaskSchema,
  findMistakesTaskSchema,
  unknownTaskSchema,
]);
/** Any task; narrow known ones with `isKnownTask` or by `type`. */
export type Task = SequenceTask | McqTask | BinaryTask | FindMistakesTask | UnknownTask;
/** A task of one of the four known types. */
export type KnownTask = SequenceTask | McqTask | BinaryTask | FindMistakesTask;

/** Repaired assignment details: always at least one task. */
export const assignmentDetailsSchema = z.object({
  totalPoints: z.number().nonnegative(),
  passingScore: z.number().nonnegative(),
  instructions: z.string(),
  tasks: z.array(taskSchema).min(1),
});
/** Repaired assignment details. */
export interface AssignmentDetails {
  totalPoints: number;
  passingScore: number;
  instructions: string;
  tasks: Task[];
}
