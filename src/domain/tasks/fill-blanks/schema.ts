import { actionIndex, taskBase } from '#domain/tasks/base-schema';
import { z } from 'zod';
import { maxAnswerLength } from './engine';

// Fill in the blanks: the schema of the task as stored (after repair) and of its action, for the
// server's checks and the tests. The engine and the player use the types of types.ts, without the
// schema library.

/** One gap: its accepted answers (the first is shown in the key) and whether capitals count. */
export const blankSchema = z.object({
  answers: z.array(z.string()),
  caseSensitive: z.boolean().optional(),
});

/** fill_blanks: a text with gaps (`___`), each filled with one of its blank's answers. */
export const fillBlanksTaskSchema = z.object({
  ...taskBase,
  type: z.literal('fill_blanks'),
  text: z.string(),
  blanks: z.array(blankSchema),
  wordBank: z.boolean().optional(),
  /** Only in a student's copy of a word-bank task: every gap's first answer, shuffled for them. */
  bank: z.array(z.string()).optional(),
});

/** This kind's action as it travels to the server (the body of a check call). */
export const fillBlanksActionSchemas = [
  z.object({ type: z.literal('answer-blank'), blank: actionIndex, text: z.string().max(maxAnswerLength) }),
] as const;
