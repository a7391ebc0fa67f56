import { readStringArray } from '#domain/homework/read';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { hiddenKey, type TaskKind } from '#domain/tasks/kind';
import {
  blankPoints,
  fillBlanksActionsFromAnswer,
  fillBlanksMaxScore,
  fillBlanksScore,
  fillBlanksStateFromResponse,
  fillBlanksStatus,
  fillBlanksToResponse,
  initialFillBlanksState,
  isBlankDone,
  isBlankRight,
  isFillBlanksDone,
  maxAnswerLength,
  maxTriesPerBlank,
  reduceFillBlanks,
  wrongAnswerCost,
} from './engine';
import { fillBlanksAuthoring } from './authoring';
import { repairFillBlanks } from './repair';
import {
  type FillBlanksFigures,
  fillBlanksAnswered,
  fillBlanksEditorProblems,
  fillBlanksFigures,
  fillBlanksRightFirstTry,
} from './review';
import {
  bankOrder,
  fillBlanksForStudent,
  fillBlanksFromStudentJson,
  fillBlanksInStudentOrder,
} from './student';
import type {
  BlankVerdict,
  FillBlanksAction,
  FillBlanksState,
  FillBlanksTask,
  FillBlanksTaskResponse,
} from './types';

/** A list of lists of strings, entries of another type dropped. */
function readLists(value: unknown): string[][] | undefined {
  return Array.isArray(value) ? value.map((entry) => readStringArray(entry) ?? []) : undefined;
}

const verdictNames: readonly string[] = ['right', 'near', 'wrong'] satisfies BlankVerdict[];

/**
 * A fill_blanks answer's own fields. An answer posted with only `answers` (the contract's least)
 * reads as one text per gap; verdicts are only ever taken as the server wrote them.
 */
export function readFillBlanksAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
): FillBlanksTaskResponse {
  const answers = readStringArray(raw.answers);
  const attempts =
    readLists(raw.attempts) ?? (answers ?? []).map((text) => (text.trim() === '' ? [] : [text]));
  const verdicts = (Array.isArray(raw.verdicts) ? raw.verdicts : []).map((entry) =>
    (readStringArray(entry) ?? []).filter((v): v is BlankVerdict => verdictNames.includes(v)),
  );
  return {
    ...base,
    type: 'fill_blanks',
    answers: answers ?? attempts.map((texts) => texts.at(-1) ?? ''),
    attempts,
    verdicts,
  };
}

/** The points lost so far: a wrong answer's cost in an open or right gap, the whole gap when closed without a right answer. */
function pointsLost(state: FillBlanksState): number {
  return state.blanks.reduce((sum, tries) => {
    if (isBlankDone(tries) && !isBlankRight(tries)) return sum + blankPoints;
    return sum + wrongAnswerCost * tries.filter((t) => t.verdict === 'wrong').length;
  }, 0);
}

/** The fill-in-the-blanks kind: everything about it in one entry (decision 020). */
export const fillBlanksKind: TaskKind<
  FillBlanksTask,
  FillBlanksState,
  FillBlanksTaskResponse,
  FillBlanksAction,
  FillBlanksFigures
> = {
  actions: ['answer-blank'],
  checkedActions: ['answer-blank'],
  initial: initialFillBlanksState,
  reduce: reduceFillBlanks,
  score: fillBlanksScore,
  maxScore: fillBlanksMaxScore,
  pointDots: fillBlanksMaxScore,
  isDone: isFillBlanksDone,
  status: fillBlanksStatus,
  toResponse: fillBlanksToResponse,
  isResponse: (response): response is FillBlanksTaskResponse => response.type === 'fill_blanks',
  looksLikeResponse: (raw) => Array.isArray(raw.attempts) && Array.isArray(raw.verdicts),
  dataProblem: () => null,
  editorProblems: fillBlanksEditorProblems,
  holdsNavigation: () => false,
  dotsLeft: (_task, state, dots) => Math.max(0, dots - pointsLost(state)),
  // A gap's answer is typed or chosen, and which word was wrong is in the answer, not in a click.
  isWrongTarget: () => false,
  authoring: fillBlanksAuthoring,
  analysis: {
    answered: fillBlanksAnswered,
    rightFirstTime: (_task, response) => fillBlanksRightFirstTry(response),
    figures: (task, answered) => ({ blanks: fillBlanksFigures(task, answered) }),
    excerpt: (task) => task.text,
  },
  readAnswer: readFillBlanksAnswer,
  repair: repairFillBlanks,
  fromResponse: (task, response) => fillBlanksStateFromResponse(task, response, hiddenKey),
  actionsFromAnswer: fillBlanksActionsFromAnswer,
  // Gaps are numbered in the text, the same for everyone, and bank words travel as their text.
  actionFromStudent: (_task, action) => action,
  answer: {
    lists: (task) =>
      (['answers', 'attempts', 'verdicts'] as const).map((field) => ({
        path: [field] as const,
        max: task.blanks.length,
        message: (n: number) => `${field} has ${n} gaps; this task has ${task.blanks.length}`,
      })),
    overLimit: (_task, response) => {
      const b = response.attempts.findIndex((texts) => texts.length > maxTriesPerBlank);
      if (b !== -1)
        return `attempts[${b}] has ${response.attempts[b]?.length} answers; a gap takes at most ${maxTriesPerBlank}`;
      const long = [...response.answers, ...response.attempts.flat()].find(
        (text) => text.trim().length > maxAnswerLength,
      );
      return long === undefined
        ? null
        : `an answer has ${long.length} characters; a gap takes at most ${maxAnswerLength}`;
    },
  },
  forStudent: fillBlanksForStudent,
  inStudentOrder: fillBlanksInStudentOrder,
  // A word of the bank is recorded by its place in the student's bank; the teacher's is the gaps' order.
  trackFromStudent: (task, target, copy) => {
    const [name, place] = target.split(':');
    if (name !== 'bank' || task.wordBank !== true) return target;
    const index = bankOrder(task, copy)[Number(place)];
    return index === undefined ? target : `bank:${index}`;
  },
  // The answer holds only the student's own texts and the verdicts they were told.
  answerForStudent: (_task, _state, response) => response,
  fromStudentJson: (raw) => fillBlanksFromStudentJson(raw, hiddenKey),
};
