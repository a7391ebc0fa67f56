import type { EditorReport } from '#domain/tasks/kind';
import { readSequenceItems } from './form';
import type { SequenceTask, SequenceTaskResponse } from './schema';

// What the teacher's side reads of a sentence scramble: the editor's findings and the item analysis.

/** The editor's findings: a scramble needs items; the older field names still work but are noted. */
export function sequenceEditorProblems(
  raw: Record<string, unknown>,
  _task: SequenceTask,
  at: string,
  problem: EditorReport,
  warn: EditorReport,
): void {
  const items = readSequenceItems(raw);
  if (items.length === 0) {
    problem(`${at}.items`, { code: 'sequence.no-items', message: 'expected at least 1 item' });
    return;
  }
  if (!Array.isArray(raw.items))
    warn(`${at}.items`, {
      code: 'sequence.older-items',
      message: 'missing; the older scrambledWords or words field will be used',
    });
}

/** Item analysis: a student answered once they checked an order; right first time is right at the first check. */
export const sequenceAnalysis = {
  answered: (response: SequenceTaskResponse) => response.checkAttempts > 0,
  rightFirstTime: (_task: SequenceTask, response: SequenceTaskResponse) =>
    response.isCorrect && response.checkAttempts === 1,
  figures: () => ({}),
  excerpt: (task: SequenceTask) => task.correctOrder.join(' '),
};
