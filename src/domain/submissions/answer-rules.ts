import type { Task } from '#domain/homework/schema';
import { parseJsonSafely } from '#domain/homework/read';
import type { ListCap } from '#domain/tasks/kind';
import { kindOf } from '#domain/tasks/registry';
import type { TaskResponse } from './response-types';

// What the server accepts as a task's answer. Two rules:
//
// - Size: an answer can hold no more than its task allows (picks no more than the options, an
//   order no longer than the items, checks no more than the points allow, clicks no more than the
//   fragments plus a margin, corrections no more than the fix steps). Replaying an answer is then
//   bounded by the task, never by what a client chose to send.
// - History: an answer is append-only. A later save may add picks, clicks, checks or corrections,
//   but may not drop, reorder or change what was already saved, so rewriting history can never
//   raise a score (each kind's actionsFromAnswer says what a posted answer adds, or refuses it).
//
// Each kind of task states its own rules in its registry entry (src/domain/tasks/registry.ts).

function listAt(answer: unknown, path: ListCap['path']): unknown {
  let value: unknown = answer;
  for (const name of path) {
    if (typeof value === 'string') {
      const parsed = parseJsonSafely(value);
      value = parsed.ok ? parsed.value : undefined;
    }
    value =
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
  }
  return value;
}

/**
 * Why an answer is larger than its task allows, or null (an unknown task's answer has no parts).
 * Checked before the answer is replayed, so an oversized one costs only the reading of its body
 * (bounded by the 1 MB limit of an answer) and the length of its lists.
 */
export function answerOverCap(task: Task, answer: unknown): string | null {
  const kind = kindOf(task);
  if (!kind || typeof answer !== 'object' || answer === null) return null;
  if ((answer as { type?: unknown }).type !== task.type) return null;
  for (const { path, max, message } of kind.answer.lists(task as never)) {
    const list = listAt(answer, path);
    if (Array.isArray(list) && list.length > max) return message(list.length);
  }
  return null;
}

/** Why a read answer breaks its task's other limits (a sequence's checks), or null. */
export function answerOverLimit(task: Task, response: TaskResponse): string | null {
  const kind = kindOf(task);
  if (!kind || response.type !== task.type || !kind.isResponse(response)) return null;
  return kind.answer.overLimit(task as never, response);
}
