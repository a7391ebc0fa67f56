import type { KnownTask, KnownTaskType, Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/schema';
import { parseJsonSafely } from '#domain/homework/read';
import { findMistakesMaxClicks, fixSteps } from '#domain/tasks/find-mistakes';
import type {
  BinaryTaskResponse,
  FindMistakesTaskResponse,
  McqTaskResponse,
  SequenceTaskResponse,
  TaskResponse,
} from './response-types';

// What the server accepts as a task's answer. Two rules, kept per task type in one table:
//
// - Size: an answer can hold no more than its task allows (picks no more than the options, an
//   order no longer than the items, checks no more than the points allow, clicks no more than the
//   fragments plus a margin, corrections no more than the fix steps). Replaying an answer is then
//   bounded by the task, never by what a client chose to send.
// - History: an answer is append-only. A later save may add picks, clicks, checks or corrections,
//   but may not drop, reorder or change what was already saved, so rewriting history can never
//   raise a score.

type ResponseOf<K extends KnownTaskType> = K extends 'sequence_task'
  ? SequenceTaskResponse
  : K extends 'mcq_1'
    ? McqTaskResponse
    : K extends 'binary_task'
      ? BinaryTaskResponse
      : FindMistakesTaskResponse;

type TaskOf<K extends KnownTaskType> = Extract<KnownTask, { type: K }>;

/** One list of an answer: where it is, and the most entries this task allows in it. */
interface ListCap {
  path: readonly [string] | readonly [string, string];
  max: number;
  /** The refusal for a list of `count` entries. */
  message: (count: number) => string;
}

interface AnswerRules<K extends KnownTaskType> {
  /** The answer's lists and their caps for this task: checked on the raw body before anything is read. */
  lists: (task: TaskOf<K>) => ListCap[];
  /** Why the (read) answer is larger than its task allows otherwise, or null. */
  overCap: (task: TaskOf<K>, response: ResponseOf<K>) => string | null;
  /** Why `posted` is not `stored` with more added to it, or null when it is. */
  rewrite: (stored: ResponseOf<K>, posted: ResponseOf<K>) => string | null;
}

function startsWith<T>(list: readonly T[], prefix: readonly T[]): boolean {
  return prefix.length <= list.length && prefix.every((item, i) => list[i] === item);
}

const rules: { [K in KnownTaskType]: AnswerRules<K> } = {
  mcq_1: {
    lists: (task) => [
      {
        path: ['selectedAnswers'],
        max: task.options.length,
        message: (n) => `selectedAnswers has ${n} picks; this task has ${task.options.length} options`,
      },
    ],
    overCap: () => null,
    rewrite: (stored, posted) =>
      startsWith(posted.selectedAnswers, stored.selectedAnswers)
        ? null
        : 'the picks already saved were changed',
  },
  binary_task: {
    lists: () => [],
    overCap: () => null,
    rewrite: (stored, posted) =>
      stored.selectedAnswer === null || stored.selectedAnswer === posted.selectedAnswer
        ? null
        : 'the answer already saved was changed',
  },
  sequence_task: {
    lists: (task) => [
      {
        path: ['selectedOrder'],
        max: task.items.length,
        message: (n) => `selectedOrder has ${n} items; this task has ${task.items.length}`,
      },
    ],
    overCap: (task, response) => {
      // Every wrong check costs points; after as many checks as items the order is revealed.
      if (response.checkAttempts > Math.max(1, task.items.length))
        return `checkAttempts is ${response.checkAttempts}; this task allows at most ${Math.max(1, task.items.length)}`;
      return null;
    },
    rewrite: (stored, posted) => {
      if (posted.checkAttempts < stored.checkAttempts) return 'checks already saved were dropped';
      if (stored.completed) {
        const same =
          posted.checkAttempts === stored.checkAttempts &&
          posted.selectedOrder.length === stored.selectedOrder.length &&
          startsWith(posted.selectedOrder, stored.selectedOrder);
        return same ? null : 'the finished order was changed';
      }
      // A right order only counts from a new check: the same number of checks as a saved wrong
      // attempt cannot turn into a right one.
      if (posted.isCorrect && stored.checkAttempts > 0 && posted.checkAttempts === stored.checkAttempts)
        return 'a checked order was changed without a new check';
      return null;
    },
  },
  find_mistakes: {
    lists: (task) => [
      {
        path: ['responses', 'clickedFragments'],
        max: findMistakesMaxClicks(task),
        message: (n) =>
          `clickedFragments has ${n} clicks; this task allows at most ${findMistakesMaxClicks(task)}`,
      },
      {
        path: ['responses', 'corrections'],
        max: fixSteps(task).length,
        message: (n) => `corrections has ${n} entries; this task has ${fixSteps(task).length} fix steps`,
      },
    ],
    overCap: () => null,
    rewrite: (stored, posted) => {
      if (!startsWith(posted.responses.clickedFragments, stored.responses.clickedFragments))
        return 'the clicks already saved were changed';
      for (const saved of stored.responses.corrections) {
        const again = posted.responses.corrections.find((c) => c.errorId === saved.errorId);
        if (!again || again.selectedOption !== saved.selectedOption)
          return 'a correction already saved was changed';
      }
      return null;
    },
  },
};

function rulesFor(task: Task): AnswerRules<KnownTaskType> | null {
  if (!isKnownTask(task)) return null;
  return rules[task.type] as AnswerRules<KnownTaskType>;
}

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
 * Works on the body as sent, before anything in it is read, so an oversized answer costs only the
 * length of its lists; the read answer can only be smaller (reading drops entries, never adds).
 */
export function answerOverCap(task: Task, answer: unknown): string | null {
  const rule = rulesFor(task);
  if (!rule || typeof answer !== 'object' || answer === null) return null;
  if ((answer as { type?: unknown }).type !== task.type) return null;
  for (const { path, max, message } of rule.lists(task as TaskOf<KnownTaskType>)) {
    const list = listAt(answer, path);
    if (Array.isArray(list) && list.length > max) return message(list.length);
  }
  return null;
}

/** Why a read answer breaks its task's other limits (a sequence's checks), or null. */
export function answerOverLimit(task: Task, response: TaskResponse): string | null {
  const rule = rulesFor(task);
  if (!rule || response.type !== task.type) return null;
  return rule.overCap(task as TaskOf<KnownTaskType>, response as ResponseOf<KnownTaskType>);
}

/**
 * Why `posted` rewrites the saved `stored` answer to the same task, or null when it only adds to it
 * (an identical answer adds nothing and is fine).
 */
export function answerRewrite(task: Task, stored: TaskResponse, posted: TaskResponse): string | null {
  const rule = rulesFor(task);
  if (!rule || stored.type !== task.type || posted.type !== task.type) return null;
  return rule.rewrite(stored as ResponseOf<KnownTaskType>, posted as ResponseOf<KnownTaskType>);
}
