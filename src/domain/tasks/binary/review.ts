import type { EditorReport } from '#domain/tasks/kind';
import { readString } from '#domain/homework/read';
import { readBooleanAnswer } from './form';
import type { BinaryTask, BinaryTaskResponse } from './schema';

// What the teacher's side reads of a true-or-false task: the editor's findings, the replay's wrong
// clicks and the item analysis.

/** The editor's findings: a key written as text, a missing statement. */
export function binaryEditorProblems(
  raw: Record<string, unknown>,
  _task: BinaryTask,
  at: string,
  _problem: EditorReport,
  warn: EditorReport,
): void {
  if (typeof raw.correctAnswer === 'string' && readBooleanAnswer(raw.correctAnswer) !== undefined)
    warn(`${at}.correctAnswer`, {
      code: 'binary.key-is-text',
      message: `is text; write ${raw.correctAnswer} without quotes`,
      params: { value: raw.correctAnswer },
    });
  if (!readString(raw.statement))
    warn(`${at}.statement`, {
      code: 'binary.statement-missing',
      message: 'missing; the statement will be empty',
    });
}

/** A click on `answer:{true|false}` was wrong when it is not the key. */
export function isWrongBinaryTarget(task: BinaryTask, target: string): boolean {
  const [name, value = ''] = target.split(':');
  return name === 'answer' && value !== String(task.correctAnswer);
}

/** Item analysis: answered once picked; the one pick is the first try. */
export const binaryAnalysis = {
  answered: (response: BinaryTaskResponse) => response.selectedAnswer !== null,
  rightFirstTime: (_task: BinaryTask, response: BinaryTaskResponse) => response.isCorrect,
  figures: () => ({}),
  excerpt: (task: BinaryTask) => task.statement,
};
