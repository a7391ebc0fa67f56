import { mcqAuthoring } from './authoring';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { readString, readStringArray } from '#domain/homework/read';
import { keyProblem, readOptionKey } from '#domain/homework/keys';
import { defaultTaskPoints, readTaskPoints } from '#domain/homework/repair-task';
import { mcqPointsCap } from './points';
import type { McqTask, McqTaskResponse } from './schema';
import { isWrongMcqTarget, type McqFigures, mcqAnalysis, mcqEditorProblems } from './review';
import { hiddenKey, startsWith, type TaskKind } from '#domain/tasks/kind';
import type { TaskStatus } from '#domain/tasks/status';
import { type StudentCopy, seededOrder } from '#domain/tasks/student-copy';
import { optional, str, strings, readTask, textsByKey } from '#domain/strict-json';
import { mcqExplanationNotes, mcqExplanationRefusals, readOptionExplanations } from './explanations';

/** Points a wrong pick costs. */
export const mcqWrongPickCost = 2;

/** An mcq_1 task in play: picks holds option indices in the order picked. */
export interface McqState {
  type: 'mcq_1';
  picks: number[];
}

/** What a student can do on an mcq_1 task. */
export type McqAction = { type: 'pick-option'; index: number };

/** A fresh mcq_1 task. */
export function initialMcqState(_task: McqTask): McqState {
  return { type: 'mcq_1', picks: [] };
}

/** Whether the option at this index is the correct answer. */
export function isCorrectMcqOption(task: McqTask, index: number): boolean {
  return task.options[index] === task.correctAnswer;
}

/** The most an mcq_1 task can score: 2 per wrong option. */
export function mcqMaxScore(task: McqTask): number {
  return Math.max(0, (task.options.length - 1) * mcqWrongPickCost);
}

/** Whether the correct option has been picked. */
export function isMcqCorrect(task: McqTask, state: McqState): boolean {
  return state.picks.some((index) => isCorrectMcqOption(task, index));
}

/** Whether every wrong option has been picked (one pass over options and picks). */
export function isMcqExhausted(task: McqTask, state: McqState): boolean {
  const picked = new Set(state.picks);
  return task.options.every((_, index) => isCorrectMcqOption(task, index) || picked.has(index));
}

/** Done on the correct pick or when every wrong option was picked. */
export function isMcqDone(task: McqTask, state: McqState): boolean {
  return isMcqCorrect(task, state) || isMcqExhausted(task, state);
}

/** Whether an option is disabled: picked already, or the task is done. */
export function isMcqOptionDisabled(task: McqTask, state: McqState, index: number): boolean {
  return state.picks.includes(index) || isMcqDone(task, state);
}

/** Applies a pick; a pick of a disabled or missing option returns the same state. */
export function reduceMcq(task: McqTask, state: McqState, action: McqAction): McqState {
  const { index } = action;
  if (
    action.type !== 'pick-option' ||
    !Number.isInteger(index) ||
    index < 0 ||
    index >= task.options.length
  ) {
    return state;
  }
  if (isMcqOptionDisabled(task, state, index)) return state;
  return { ...state, picks: [...state.picks, index] };
}

/** Wrong picks made so far. */
export function mcqWrongPicks(task: McqTask, state: McqState): number {
  return state.picks.filter((index) => !isCorrectMcqOption(task, index)).length;
}

/** The score: (options-1)*2 less 2 per wrong pick on a correct pick, floor 0; 0 without one. */
export function mcqScore(task: McqTask, state: McqState): number {
  if (!isMcqCorrect(task, state)) return 0;
  return Math.max(0, mcqMaxScore(task) - mcqWrongPickCost * mcqWrongPicks(task, state));
}

/** Task progress status; 'failed' when every wrong option was picked. */
export function mcqStatus(task: McqTask, state: McqState): TaskStatus {
  if (isMcqCorrect(task, state)) return 'completed';
  if (isMcqExhausted(task, state)) return 'failed';
  return state.picks.length > 0 ? 'attempted' : 'not-started';
}

/** The response fields recorded for this task (without timeSpent). */
export function mcqToResponse(task: McqTask, state: McqState): Omit<McqTaskResponse, 'timeSpent'> {
  const selectedAnswers = state.picks.map((index) => task.options[index] ?? '');
  return {
    taskId: task.id,
    type: 'mcq_1',
    score: mcqScore(task, state),
    isCorrect: isMcqCorrect(task, state),
    completed: isMcqDone(task, state),
    selectedAnswer: selectedAnswers.at(-1) ?? null,
    selectedAnswers,
  };
}

/**
 * Rebuilds the state from the recorded picks (texts), with the reducer's rules: each text takes the
 * first option of that text not picked yet, texts that are no option are skipped, and nothing
 * counts after the task is done (the right option, or every wrong one, picked). One pass with
 * maps, so the time is linear in the options and picks.
 */
export function mcqStateFromResponse(
  task: McqTask,
  response: Pick<McqTaskResponse, 'selectedAnswer' | 'selectedAnswers'>,
): McqState {
  const texts =
    response.selectedAnswers.length > 0
      ? response.selectedAnswers
      : response.selectedAnswer === null
        ? []
        : [response.selectedAnswer];
  const free = new Map<string, number[]>();
  task.options.forEach((option, i) => {
    const list = free.get(option);
    if (list) list.push(i);
    else free.set(option, [i]);
  });
  const taken = new Map<string, number>();
  const wrongOptions = task.options.filter((_, i) => !isCorrectMcqOption(task, i)).length;
  const picks: number[] = [];
  let wrong = 0;
  let right = false;
  for (const text of texts) {
    if (right || wrong === wrongOptions) break;
    const at = taken.get(text) ?? 0;
    const index = free.get(text)?.[at];
    if (index === undefined) continue;
    taken.set(text, at + 1);
    picks.push(index);
    if (isCorrectMcqOption(task, index)) right = true;
    else wrong += 1;
  }
  return { ...initialMcqState(task), picks };
}

/** The order one student sees the options in (teacher's indices by place). */
function optionOrder(task: McqTask, copy: StudentCopy): number[] {
  return seededOrder(copy, `options:${task.id}`, task.options.length);
}

/** The multiple-choice kind: everything about it in one entry. */
export const mcqKind: TaskKind<McqTask, McqState, McqTaskResponse, McqAction, McqFigures> = {
  actions: ['pick-option'],
  checkedActions: ['pick-option'],
  initial: initialMcqState,
  reduce: (task, state, action) => (action.type === 'pick-option' ? reduceMcq(task, state, action) : state),
  score: mcqScore,
  maxScore: mcqMaxScore,
  pointDots: mcqMaxScore,
  isDone: isMcqDone,
  status: mcqStatus,
  toResponse: mcqToResponse,
  isResponse: (response): response is McqTaskResponse => response.type === 'mcq_1',
  // A boolean selectedAnswer is a true-or-false answer's, even beside a list of picks.
  looksLikeResponse: (raw) =>
    typeof raw.selectedAnswer !== 'boolean' &&
    (Array.isArray(raw.selectedAnswers) || typeof raw.selectedAnswer === 'string'),
  dataProblem: () => null,
  editorProblems: mcqEditorProblems,
  holdsNavigation: () => false,
  // Every wrong pick costs points, so the dots lit go down with them.
  dotsLeft: (task, state, dots) => Math.max(0, dots - mcqWrongPickCost * mcqWrongPicks(task, state)),
  isWrongTarget: isWrongMcqTarget,
  authoring: mcqAuthoring,
  explanationNotes: mcqExplanationNotes,
  refusals: mcqExplanationRefusals,
  analysis: mcqAnalysis,
  readAnswer: readMcqAnswer,
  repair: repairMcq,
  fromResponse: mcqStateFromResponse,
  actionsFromAnswer: (task, state, posted) => {
    const saved = state.picks.map((index) => task.options[index] ?? '');
    if (!startsWith(posted.selectedAnswers, saved))
      return { rewrite: 'the picks already saved were changed' };
    // Each new text picks the first option of that text not picked yet.
    const picked = new Set(state.picks);
    const actions: McqAction[] = [];
    for (const text of posted.selectedAnswers.slice(saved.length)) {
      const index = task.options.findIndex((option, i) => option === text && !picked.has(i));
      if (index === -1) return { invalid: `"${text}" is not an option of this task left to pick` };
      picked.add(index);
      actions.push({ type: 'pick-option', index });
    }
    return { actions };
  },
  actionFromStudent: (task, action, copy) =>
    action.type === 'pick-option'
      ? { ...action, index: optionOrder(task, copy)[action.index] ?? -1 }
      : action,
  answer: {
    lists: (task) => [
      {
        path: ['selectedAnswers'],
        max: task.options.length,
        message: (n) => `selectedAnswers has ${n} picks; this task has ${task.options.length} options`,
      },
    ],
    overLimit: () => null,
  },
  // The explanations of the options tell the answer: they come with the whole task once it is finished.
  forStudent: (task, _state, copy) => {
    const { correctAnswer: _key, optionExplanations: _why, options, ...shown } = task;
    return { ...shown, options: optionOrder(task, copy).map((index) => options[index] as string) };
  },
  inStudentOrder: (task, copy) => ({
    ...task,
    options: optionOrder(task, copy).map((index) => task.options[index] as string),
  }),
  trackFromStudent: (task, target, copy) => {
    const [name, place] = target.split(':');
    const index = name === 'option' ? optionOrder(task, copy)[Number(place)] : undefined;
    return index === undefined ? target : `option:${index}`;
  },
  // Picks are recorded as option texts, which read the same in any order.
  answerForStudent: (_task, _state, response) => response,
  fromStudentJson: (raw) => {
    return readTask(raw, 'mcq_1', (json) => ({
      ...optional(json, 'sentence', str),
      options: strings(json.options),
      correctAnswer: json.correctAnswer === undefined ? hiddenKey : str(json.correctAnswer),
      ...optional(json, 'optionExplanations', textsByKey),
    }));
  },
};

/**
 * Repairs an mcq_1 as stored. The key is never made up: a task without options, or whose
 * correctAnswer names no option (other capitals included), keeps no key and carries a key problem,
 * so it is not played.
 */
export function repairMcq(raw: Record<string, unknown>, id: string, question: string): McqTask {
  const options = readStringArray(raw.options) ?? [];
  const sentence = readString(raw.sentence);
  const key = readOptionKey(raw.correctAnswer, options);
  const explained = readOptionExplanations(raw.optionExplanations, options);
  const problem =
    options.length === 0
      ? keyProblem('options', { code: 'mcq.options-missing', message: 'missing; an mcq_1 needs its options' })
      : key.ok
        ? undefined
        : keyProblem('correctAnswer', key);
  return {
    id,
    type: 'mcq_1',
    question: question || (sentence ?? ''),
    ...(sentence === undefined ? {} : { sentence }),
    points: Math.min(mcqPointsCap, readTaskPoints(raw.points) ?? defaultTaskPoints),
    options,
    correctAnswer: key.ok ? key.text : '',
    ...(explained ? { optionExplanations: explained } : {}),
    ...(problem ? { keyProblem: problem } : {}),
  };
}

/** A multiple-choice answer's own fields (one pick of older data becomes a list of one). */
export function readMcqAnswer(raw: Record<string, unknown>, base: TaskResponseBase): McqTaskResponse {
  const single = readString(raw.selectedAnswer);
  const list = readStringArray(raw.selectedAnswers) ?? (single === undefined ? [] : [single]);
  return { ...base, type: 'mcq_1', selectedAnswers: list, selectedAnswer: single ?? list.at(-1) ?? null };
}
