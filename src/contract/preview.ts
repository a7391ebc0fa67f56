import { maxLogEntries } from '#domain/submissions/answer-log';
import { taskActionSchema } from '#domain/tasks/task-action-schema';
import { z } from 'zod';
import { checkBodySchema, checkResponseSchema, submitResponseSchema } from './student';

// The teacher's preview of a homework as a student plays it. The player keeps each task's actions
// (in the terms of the preview's copy, as a student's browser would send them) and sends a task's
// whole list with each check: the server folds it with the same engine a student's check uses and
// answers what a student's check would, and stores nothing.

/** One task's actions so far, oldest first: capped as a student's log is (maxLogEntries). */
const previewLogSchema = z.array(taskActionSchema).max(maxLogEntries);

/** POST /api/teacher/homework/{id}/preview/check: a task and every action taken on it so far. */
export const previewCheckBodySchema = z.object({
  taskId: checkBodySchema.shape.taskId,
  log: previewLogSchema,
});
/** Body of a preview check. */
export type PreviewCheckBody = z.input<typeof previewCheckBodySchema>;

/**
 * Answer of a preview check: the task as a student would now know it and their answer as it would
 * be recorded (the same as a student's check answers), and how many actions the log holds.
 */
export const previewCheckResponseSchema = checkResponseSchema.pick({
  seq: true,
  task: true,
  taskResponse: true,
});
/** Answer of a preview check. */
export type PreviewCheckAnswer = Omit<z.infer<typeof previewCheckResponseSchema>, 'task'> & {
  task: Record<string, unknown>;
};

/** POST /api/teacher/homework/{id}/preview/result: every task's actions, as at Submit. */
export const previewResultBodySchema = z.object({
  tasks: z.array(z.object({ taskId: checkBodySchema.shape.taskId, log: previewLogSchema })).max(500),
});
/** Body of a preview's result. */
export type PreviewResultBody = z.input<typeof previewResultBodySchema>;

/** Answer of a preview's result: the totals a student's Submit would answer (nothing is submitted). */
export const previewResultResponseSchema = submitResponseSchema.omit({ submissionDate: true });
/** Answer of a preview's result. */
export type PreviewResult = z.infer<typeof previewResultResponseSchema>;
