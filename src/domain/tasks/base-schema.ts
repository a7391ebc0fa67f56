import { z } from 'zod';

// The fields every task has, whatever its kind; each kind's schema (src/domain/tasks/<kind>/schema.ts)
// adds its own to these.

/**
 * Where a task's answer key is missing or names nothing the task has, and what is wrong there: the
 * English, and its stable code with the values it names (the client says it in the teacher's
 * language; src/domain/homework/finding.ts).
 */
export const keyProblemSchema = z.object({
  field: z.string(),
  message: z.string(),
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
/** A missing or impossible answer key, found when the task was repaired. */
export type KeyProblem = z.infer<typeof keyProblemSchema>;

/** The common fields of a repaired task. */
export const taskBase = {
  id: z.string().min(1),
  question: z.string(),
  points: z.number().nonnegative(),
  /**
   * Set by repair on a task stored before keys were checked at save whose key is missing or not
   * among its options/items: such a task is never played (0 of 0 points) and the teacher is warned.
   */
  keyProblem: keyProblemSchema.optional(),
  /**
   * Why the answer is right, in the tutor's words (optional). It tells the answer, so the student's
   * copy leaves it out until the task is finished (src/domain/tasks/student-task.ts).
   */
  explanation: z.string().optional(),
};

/** A place in a list, as an action names it. */
export const actionIndex = z.number().int().min(0).max(100_000);
