import type { Task } from '#domain/homework/schema';
import type { EditorReport, ExplanationNote } from './kind';
import type { TaskState } from './engine';
import { kindOf } from './registry';

// A tutor may write why a task's answer is right: `explanation` on any task, and a kind may add its
// own (a multiple choice's `optionExplanations`, keyed by option text). An explanation tells the
// answer, so the student's copy of a task carries none while the task is open (student-task.ts);
// once the task is finished, or the homework submitted, the student sees them under the task.

export type { ExplanationNote } from './kind';

/** The explanation a tutor wrote, trimmed; undefined when there is none (or it is no text). */
export function readExplanation(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A task without its explanation, as the student's copy of an open task must be. */
export function withoutExplanation<T extends object>(task: T): T {
  if (!('explanation' in task)) return task;
  const { explanation: _hidden, ...rest } = task as T & { explanation?: unknown };
  return rest as T;
}

/**
 * The common explanation's refusal at save: an explanation that is not text would be dropped by
 * repair, and the tutor's words with it.
 */
export function explanationRefusal(
  raw: Record<string, unknown>,
  taskId: string,
  at: string,
  problem: EditorReport,
): void {
  const value = raw.explanation;
  if (value !== undefined && value !== null && typeof value !== 'string')
    problem(`${at}.explanation`, {
      code: 'explanation.not-text',
      message: `task "${taskId}": explanation expected text (why the answer is right)`,
      params: { task: taskId },
    });
}

/** What the student reads under a finished task: the tutor's explanation and the kind's own notes. */
export interface TaskExplanations {
  text: string | undefined;
  notes: ExplanationNote[];
}

/**
 * The explanations to show with a task in this state (a finished task, or the review): empty when
 * the tutor wrote none, or when the copy the browser has carries none (an open task).
 */
export function taskExplanations(task: Task, state: TaskState): TaskExplanations {
  const kind = kindOf(task);
  const notes =
    kind?.explanationNotes && state.type === task.type
      ? kind.explanationNotes(task as never, state as never)
      : [];
  return { text: readExplanation(task.explanation), notes };
}

/** Whether there is anything to show. */
export function hasExplanations(explained: TaskExplanations): boolean {
  return explained.text !== undefined || explained.notes.length > 0;
}
