import { z } from 'zod';

// The schema of a repaired fill_blanks task, for the union of tasks (the editor, the server's
// checks). The types the player uses are in types.ts, without the schema library.

/** One gap: its accepted answers (the first is shown in the key) and whether capitals count. */
export const blankSchema = z.object({
  answers: z.array(z.string()),
  caseSensitive: z.boolean().optional(),
});

/** fill_blanks: a text with gaps (`___`), each filled with one of its blank's answers. */
export const fillBlanksTaskSchema = z.object({
  id: z.string().min(1),
  question: z.string(),
  points: z.number().nonnegative(),
  keyProblem: z.object({ field: z.string(), message: z.string() }).optional(),
  type: z.literal('fill_blanks'),
  text: z.string(),
  blanks: z.array(blankSchema),
  wordBank: z.boolean().optional(),
  /** Only in a student's copy of a word-bank task: every gap's first answer, shuffled for them. */
  bank: z.array(z.string()).optional(),
});
