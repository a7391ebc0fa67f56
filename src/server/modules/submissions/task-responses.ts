import type { Task } from '#domain/homework/schema';
import { parseJsonSafely } from '#domain/homework/read';
import { answerOverCap, answerOverLimit } from '#domain/submissions/answer-rules';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import type { TaskResponse } from '#domain/submissions/response-types';
import { refusals } from '#domain/submissions/refusals';
import { badRequest } from '../../plugins/http-errors';

/** One response normalised with the domain's rules (defaults filled, selectedAnswers an array), or null without a taskId. */
export function normaliseResponse(raw: unknown): TaskResponse | null {
  return normaliseTaskResponse(raw);
}

/** A stored response row's JSON, normalised; the row's task id wins. Corrupt JSON gives null (left out). */
export function normaliseStoredResponse(taskId: string, text: string): TaskResponse | null {
  const parsed = parseJsonSafely(text);
  if (!parsed.ok) return null;
  const response = normaliseResponse(parsed.value);
  return response ? { ...response, taskId } : null;
}

/**
 * An answer the client sent (already read at the edge), checked against the (repaired) homework: its
 * taskId must name a task of it, its type must be that task's type, and it must fit the task's
 * limits. Anything else is 400 with a message. Only what it says the student did is used (as the
 * actions it adds, answering.ts): its score, correctness and log are never read.
 */
export function acceptedResponse(response: TaskResponse, tasksById: ReadonlyMap<string, Task>): TaskResponse {
  const { taskId } = response;
  const task = tasksById.get(taskId);
  if (!task) throw badRequest(refusals.notInHomework(taskId));
  if (response.type !== task.type) throw badRequest(refusals.wrongType(taskId, task.type, response.type));
  const overCap = answerOverCap(task, response);
  if (overCap) throw badRequest(refusals.tooLarge(taskId, overCap));
  const overLimit = answerOverLimit(task, response);
  if (overLimit) throw badRequest(refusals.overLimit(taskId, overLimit));
  return response;
}

/** The tasks of repaired homework keyed by id. */
export function tasksById(tasks: readonly Task[]): Map<string, Task> {
  return new Map(tasks.map((task) => [task.id, task]));
}
