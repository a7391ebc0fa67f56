import type { EditorReport } from '#domain/tasks/kind';
import { readOptionKey } from '#domain/homework/keys';
import { readStringArray } from '#domain/homework/read';
import { readTaskPoints } from '#domain/homework/repair-task';
import { mcqPointsCap } from './points';
import type { McqTask, McqTaskResponse } from './schema';

// What the teacher's side reads of a multiple-choice task: the editor's findings, the replay's
// wrong clicks and the item analysis.

/** The editor's findings: one option alone, a key matched loosely, points above the cap. */
export function mcqEditorProblems(
  raw: Record<string, unknown>,
  _task: McqTask,
  at: string,
  problem: EditorReport,
  warn: EditorReport,
): void {
  const options = readStringArray(raw.options) ?? [];
  if (options.length === 1)
    problem(`${at}.options`, { code: 'mcq.one-option', message: 'expected at least 2 options' });
  const key = readOptionKey(raw.correctAnswer, options);
  if (key.ok && key.note) warn(`${at}.correctAnswer`, key.note);
  const points = readTaskPoints(raw.points);
  if (points !== undefined && points > mcqPointsCap)
    warn(`${at}.points`, {
      code: 'mcq.points-capped',
      message: `is capped at ${mcqPointsCap}`,
      params: { max: mcqPointsCap },
    });
}

/** A click on `option:{index}` (the teacher's order) was wrong when that option is not the key. */
export function isWrongMcqTarget(task: McqTask, target: string): boolean {
  const [name, value = ''] = target.split(':');
  if (name !== 'option') return false;
  const option = task.options[Number(value)];
  return option !== undefined && option !== task.correctAnswer;
}

/** How often each option was picked (by anyone, at any point). */
export interface McqFigures {
  optionPicks: Array<{ option: string; picks: number; correct: boolean }>;
}

/** Item analysis: answered once picked; right first time when the first pick was the key; how often each option was picked. */
export const mcqAnalysis = {
  answered: (response: McqTaskResponse) => response.selectedAnswers.length > 0,
  rightFirstTime: (task: McqTask, response: McqTaskResponse) =>
    response.isCorrect && response.selectedAnswers[0] === task.correctAnswer,
  figures: (task: McqTask, answered: readonly McqTaskResponse[]): McqFigures => ({
    optionPicks: task.options.map((option) => ({
      option,
      correct: option === task.correctAnswer,
      picks: answered.filter((r) => r.selectedAnswers.includes(option)).length,
    })),
  }),
  // The sentence with its gap, or (a question alone) the options it offers.
  excerpt: (task: McqTask) => task.sentence || task.options.join(' / '),
};
