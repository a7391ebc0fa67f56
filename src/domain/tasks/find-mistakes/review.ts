import type { EditorReport } from '#domain/tasks/kind';
import { readOptionKey } from '#domain/homework/keys';
import { isRecord, readString, readStringArray } from '#domain/homework/read';
import { findMistakesErrorIds, fixSteps } from './engine';
import type { FindMistakesTask, FindMistakesTaskResponse } from './schema';
import { findMistakesTokens } from './tokens';

// What the teacher's side reads of a find-the-mistakes task: the data problem the player shows,
// the editor's findings, the replay's wrong clicks and the item analysis.

/** A text without a single mistake cannot be played (unless the student's copy hides the unfound ones). */
export function findMistakesDataProblem(task: FindMistakesTask): 'invalid-find-mistakes' | null {
  const hasMistake = task.unfoundHidden === true || task.find.fragments.some((fragment) => fragment.isError);
  return hasMistake ? null : 'invalid-find-mistakes';
}

/** The editor's findings: an unknown mode, no mistake in the text, fix keys matched loosely. */
export function findMistakesEditorProblems(
  raw: Record<string, unknown>,
  task: FindMistakesTask,
  at: string,
  problem: EditorReport,
  warn: EditorReport,
): void {
  if (raw.mode !== 'find_only' && raw.mode !== 'find_and_fix') {
    warn(`${at}.mode`, {
      code: 'find-mistakes.mode-unknown',
      message: "expected 'find_only' or 'find_and_fix'; defaults to find_only",
    });
  }
  if (findMistakesDataProblem(task) !== null) {
    problem(`${at}.find.fragments`, {
      code: 'find-mistakes.no-mistake',
      message: 'expected at least 1 fragment with isError true',
    });
    return;
  }
  if (raw.mode !== 'find_and_fix' || !Array.isArray(raw.fix)) return;
  raw.fix.forEach((entry, i) => {
    if (!isRecord(entry)) return;
    const given = readStringArray(entry.options) ?? [];
    const key = readOptionKey(entry.correct, given.length > 0 ? given : [readString(entry.correct) ?? '']);
    if (key.ok && key.note) warn(`${at}.fix[${i}].correct`, key.note);
  });
}

/** Whether a recorded click (a word, a fragment, a fix choice) was wrong, by the task's key. */
export function isWrongFindMistakesTarget(task: FindMistakesTask, target: string): boolean {
  const [name, value = '', second = ''] = target.split(':');
  // token:{word}, the words of findMistakesTokens (fragment:{index} in recordings made before).
  if (name === 'token') {
    const token = findMistakesTokens(task.find.fragments).tokens[Number(value)];
    return token !== undefined && token.errorId === undefined;
  }
  if (name === 'fragment') {
    const fragment = task.find.fragments[Number(value)];
    return fragment !== undefined && !fragment.isError;
  }
  if (name === 'fix-choice') {
    // fix-choice:{step}:{option text} (options are shown in each student's own order).
    const step = fixSteps(task)[Number(value)];
    const option = target.split(':').slice(2).join(':');
    return step?.options.includes(option) === true && option !== step.correct;
  }
  if (name === 'fix-option') {
    // fix-option:{step}:{option}, the steps in the order the player asks them.
    const step = fixSteps(task)[Number(value)];
    const option = step?.options[Number(second)];
    return step !== undefined && option !== undefined && option !== step.correct;
  }
  return false;
}

/** Per mistake, how many found it and (find and fix) fixed it right. */
export interface FindMistakesFigures {
  errors: Array<{ errorId: string; text: string; found: number; fixed: number }>;
}

/** Item analysis: answered once clicked; right first time without a wrong click or fix; per mistake, found and fixed. */
export const findMistakesAnalysis = {
  answered: (response: FindMistakesTaskResponse) => response.responses.clickedFragments.length > 0,
  rightFirstTime: (_task: FindMistakesTask, response: FindMistakesTaskResponse) =>
    response.isCorrect &&
    response.responses.incorrectClicks === 0 &&
    response.responses.corrections.every((c) => c.isCorrect),
  figures: (task: FindMistakesTask, answered: readonly FindMistakesTaskResponse[]): FindMistakesFigures => ({
    errors: findMistakesErrorIds(task).map((errorId) => ({
      errorId,
      text: task.find.fragments.find((f) => f.errorId === errorId)?.text ?? '',
      found: answered.filter((r) => r.responses.correctlyIdentified.includes(errorId)).length,
      fixed: answered.filter((r) => r.responses.corrections.some((c) => c.errorId === errorId && c.isCorrect))
        .length,
    })),
  }),
  excerpt: (task: FindMistakesTask) => task.find.fragments.map((f) => f.text).join(''),
};
