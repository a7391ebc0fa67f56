import { z } from 'zod';
import { normaliseTaskResponse } from './responses';
import type { TaskResponse } from './response-types';

/**
 * One task's answer as it travels to the server (auto-save, submit), read once at the edge: a
 * record with a task id becomes a TaskResponse with every field in its shape (defaults filled,
 * entries of the wrong type dropped); inside the server only the typed answer travels.
 */
export const taskResponseSchema = z
  .record(z.string(), z.unknown())
  .refine((raw) => typeof raw.taskId === 'string' && raw.taskId !== '', {
    message: 'taskResponse.taskId is required',
  })
  .transform((raw, ctx): TaskResponse => {
    const response = normaliseTaskResponse(raw);
    if (!response) {
      ctx.addIssue({ code: 'custom', message: 'the task response could not be read' });
      return z.NEVER;
    }
    return response;
  });
