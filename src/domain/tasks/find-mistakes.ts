import { type CorruptReporter, normaliseFindDetail } from '#domain/submissions/read-answer';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { isRecord, readId, readNonNegativeNumber, readString, readStringArray } from '#domain/homework/read';
import { defaultTaskPoints, readTaskPoints, resolveOptionAnswer } from '#domain/homework/repair-task';
import { z } from 'zod';
import {
  type FindMistakesTask,
  type FixEntry,
  type Fragment,
  findMistakesTaskSchema,
  fixEntrySchema,
} from '#domain/homework/schema';
import {
  type FindMistakesTaskResponse,
  type FixCorrection,
  isFindMistakesResponse,
} from '#domain/submissions/response-types';
import { hiddenKey, startsWith, type TaskKind } from './kind';
import type { TaskStatus } from './status';

/** Point dots shown per error (display only). */
export const findMistakesDotsPerError = 2;

/**
 * The most fragment clicks one task records: every fragment once plus a margin for wrong fragments
 * clicked again. Further clicks change nothing, so a stored answer (and the work of replaying it)
 * stays as small as the text; the server refuses a response that claims more.
 */
export function findMistakesMaxClicks(task: FindMistakesTask): number {
  return task.find.fragments.length + 20;
}

/** A find_mistakes task in play. */
export interface FindMistakesState {
  type: 'find_mistakes';
  /** Fragment indices clicked, in order (correct and wrong). */
  clicked: number[];
  /** errorIds found, in the order found. */
  identified: string[];
  incorrectClicks: number;
  fixStarted: boolean;
  /** One per fix step answered, in step order. */
  corrections: FixCorrection[];
}

/** What a student can do on a find_mistakes task. */
export type FindMistakesAction =
  | { type: 'click-fragment'; index: number }
  | { type: 'start-fix' }
  | { type: 'choose-fix'; option: string };

/** A fresh find_mistakes task. */
export function initialFindMistakesState(_task: FindMistakesTask): FindMistakesState {
  return {
    type: 'find_mistakes',
    clicked: [],
    identified: [],
    incorrectClicks: 0,
    fixStarted: false,
    corrections: [],
  };
}

/** The errorIds of the error fragments, in text order. */
export function findMistakesErrorIds(task: FindMistakesTask): string[] {
  return task.find.fragments.flatMap((f) => (f.isError && f.errorId !== undefined ? [f.errorId] : []));
}

/** The fix steps of a find_and_fix task: one per error that has a fix entry, in text order; none for find_only. */
export function fixSteps(task: FindMistakesTask): FixEntry[] {
  if (task.mode !== 'find_and_fix') return [];
  const byError = new Map<string, FixEntry>();
  for (const entry of task.fix) if (!byError.has(entry.errorId)) byError.set(entry.errorId, entry);
  return findMistakesErrorIds(task).flatMap((errorId) => {
    const entry = byError.get(errorId);
    return entry ? [entry] : [];
  });
}

/** Whether every error fragment has been found. */
export function allErrorsFound(task: FindMistakesTask, state: FindMistakesState): boolean {
  if (task.unfoundHidden) return false;
  const found = new Set(state.identified);
  return findMistakesErrorIds(task).every((errorId) => found.has(errorId));
}

/** The fix step waiting for an answer, or null. */
export function currentFixStep(task: FindMistakesTask, state: FindMistakesState): FixEntry | null {
  if (!state.fixStarted) return null;
  return fixSteps(task)[state.corrections.length] ?? null;
}

/** Whether a find_and_fix task has all errors found but corrections still missing (blocks next). */
export function correctionsIncomplete(task: FindMistakesTask, state: FindMistakesState): boolean {
  return (
    task.mode === 'find_and_fix' &&
    allErrorsFound(task, state) &&
    state.corrections.length < fixSteps(task).length
  );
}

/** The label of the button that starts fixing: 'Fix it!' for one error, 'Fix them!' for several. */
export function fixButtonLabel(task: FindMistakesTask): 'Fix it!' | 'Fix them!' {
  return fixSteps(task).length === 1 ? 'Fix it!' : 'Fix them!';
}

/** Whether the fix button applies now: find_and_fix, all errors found, fixing not started. */
export function canStartFix(task: FindMistakesTask, state: FindMistakesState): boolean {
  return correctionsIncomplete(task, state) && !state.fixStarted;
}

/** Done when all errors are found and, in fix mode, every fix step is answered. */
export function isFindMistakesDone(task: FindMistakesTask, state: FindMistakesState): boolean {
  return (
    findMistakesErrorIds(task).length > 0 &&
    allErrorsFound(task, state) &&
    !correctionsIncomplete(task, state)
  );
}

/** Applies an action; an action that is not allowed returns the same state. */
export function reduceFindMistakes(
  task: FindMistakesTask,
  state: FindMistakesState,
  action: FindMistakesAction,
): FindMistakesState {
  switch (action.type) {
    case 'click-fragment': {
      const fragment = Number.isInteger(action.index) ? task.find.fragments[action.index] : undefined;
      if (!fragment || allErrorsFound(task, state)) return state;
      if (state.clicked.length >= findMistakesMaxClicks(task)) return state;
      const clicked = [...state.clicked, action.index];
      if (!fragment.isError || fragment.errorId === undefined) {
        return { ...state, clicked, incorrectClicks: state.incorrectClicks + 1 };
      }
      if (state.identified.includes(fragment.errorId)) return state;
      return { ...state, clicked, identified: [...state.identified, fragment.errorId] };
    }
    case 'start-fix':
      return canStartFix(task, state) ? { ...state, fixStarted: true } : state;
    case 'choose-fix': {
      const step = currentFixStep(task, state);
      if (!step?.options.includes(action.option)) return state;
      const correction = {
        errorId: step.errorId,
        selectedOption: action.option,
        isCorrect: action.option === step.correct,
        attempts: 1,
      };
      return { ...state, corrections: [...state.corrections, correction] };
    }
  }
}

/** The find part: the full points for find_only, else half the points rounded, once all errors are found. */
function findPart(task: FindMistakesTask): number {
  return task.mode === 'find_only' ? task.points : Math.round(task.points / 2);
}

/** The most a find_mistakes task can score: its points. */
export function findMistakesMaxScore(task: FindMistakesTask): number {
  return task.points;
}

/** The score: the find part once all are found plus the fix part by share of corrections right first time. */
export function findMistakesScore(task: FindMistakesTask, state: FindMistakesState): number {
  if (findMistakesErrorIds(task).length === 0 || !allErrorsFound(task, state)) return 0;
  const find = findPart(task);
  if (task.mode === 'find_only') return Math.min(task.points, find);
  const steps = fixSteps(task).length;
  const right = state.corrections.filter((c) => c.isCorrect && c.attempts === 1).length;
  const share = steps === 0 ? 1 : right / steps;
  return Math.min(task.points, find + Math.round((task.points - find) * share));
}

/** Whether every error was found and every correction was right. */
export function isFindMistakesCorrect(task: FindMistakesTask, state: FindMistakesState): boolean {
  return isFindMistakesDone(task, state) && state.corrections.every((c) => c.isCorrect);
}

/** Task progress status. */
export function findMistakesStatus(task: FindMistakesTask, state: FindMistakesState): TaskStatus {
  if (isFindMistakesDone(task, state)) return 'completed';
  return state.clicked.length > 0 ? 'attempted' : 'not-started';
}

/** The response fields recorded for this task (without timeSpent). */
export function findMistakesToResponse(
  task: FindMistakesTask,
  state: FindMistakesState,
): Omit<FindMistakesTaskResponse, 'timeSpent'> {
  const found = new Set(state.identified);
  return {
    taskId: task.id,
    type: 'find_mistakes',
    score: findMistakesScore(task, state),
    isCorrect: isFindMistakesCorrect(task, state),
    completed: isFindMistakesDone(task, state),
    responses: {
      clickedFragments: [...state.clicked],
      correctlyIdentified: [...state.identified],
      incorrectClicks: state.incorrectClicks,
      missedErrors: findMistakesErrorIds(task).filter((errorId) => !found.has(errorId)),
      corrections: state.corrections.map((c) => ({ ...c })),
    },
  };
}

/**
 * Rebuilds the state from a recorded response: its clicks in order, then fixing opened and its
 * corrections in step order, with the reducer's rules (clicks after every mistake is found, past the
 * cap, on a found mistake again or out of range change nothing; a choice that is not an option of
 * the step waiting changes nothing). Done in one pass with sets, so the time is linear in the
 * fragments and clicks.
 */
export function findMistakesStateFromResponse(
  task: FindMistakesTask,
  response: Pick<FindMistakesTaskResponse, 'responses'>,
): FindMistakesState {
  const errorIds = new Set(findMistakesErrorIds(task));
  const maxClicks = findMistakesMaxClicks(task);
  const everyFound = (found: Set<string>) => !task.unfoundHidden && found.size === errorIds.size;
  const clicked: number[] = [];
  const identified: string[] = [];
  const found = new Set<string>();
  let incorrectClicks = 0;
  for (const index of response.responses.clickedFragments) {
    if (clicked.length >= maxClicks || everyFound(found)) break;
    const fragment = Number.isInteger(index) ? task.find.fragments[index] : undefined;
    if (!fragment) continue;
    if (!fragment.isError || fragment.errorId === undefined) {
      clicked.push(index);
      incorrectClicks += 1;
    } else if (!found.has(fragment.errorId)) {
      clicked.push(index);
      identified.push(fragment.errorId);
      found.add(fragment.errorId);
    }
  }
  const state: FindMistakesState = {
    ...initialFindMistakesState(task),
    clicked,
    identified,
    incorrectClicks,
  };
  if (!canStartFix(task, state)) return state;
  const steps = fixSteps(task);
  const chosen = new Map<string, string>();
  for (const c of response.responses.corrections) {
    if (!chosen.has(c.errorId)) chosen.set(c.errorId, c.selectedOption);
  }
  const corrections: FixCorrection[] = [];
  for (const step of steps) {
    const option = chosen.get(step.errorId);
    if (option === undefined) break;
    const waiting = steps[corrections.length];
    if (waiting?.options.includes(option)) {
      corrections.push({
        errorId: waiting.errorId,
        selectedOption: option,
        isCorrect: option === waiting.correct,
        attempts: 1,
      });
    }
  }
  return { ...state, fixStarted: true, corrections };
}

/** What the student's browser may see of an open find-the-mistakes task. */
function findMistakesForStudent(task: FindMistakesTask, state: FindMistakesState): Record<string, unknown> {
  const found = new Set(state.identified);
  const everyFound = allErrorsFound(task, state);
  const answered = new Set(state.corrections.map((c) => c.errorId));
  const { revealed, display } = task.mistakeCount;
  return {
    id: task.id,
    type: task.type,
    question: task.question,
    points: task.points,
    mode: task.mode,
    mistakeCount: revealed ? task.mistakeCount : { revealed, display },
    find: {
      prompts: task.find.prompts,
      // A fragment shows its flag and id only once found, so the others all look alike.
      fragments: task.find.fragments.map((fragment) =>
        fragment.isError && fragment.errorId !== undefined && found.has(fragment.errorId)
          ? { text: fragment.text, isError: true, errorId: fragment.errorId }
          : { text: fragment.text },
      ),
    },
    // The fix steps would tell how many mistakes there are: they come once all are found, each
    // step's right fix once it is answered.
    fix: everyFound
      ? fixSteps(task).map(({ correct, ...step }) =>
          answered.has(step.errorId) ? { ...step, correct } : step,
        )
      : [],
    ...(everyFound ? {} : { unfoundHidden: true }),
  };
}

const findJson = findMistakesTaskSchema.extend({
  mistakeCount: z.object({
    revealed: z.boolean(),
    count: z.number().nonnegative().optional(),
    display: z.string(),
  }),
  find: z.object({
    fragments: z.array(
      z.object({ text: z.string(), isError: z.boolean().optional(), errorId: z.string().optional() }),
    ),
    prompts: findMistakesTaskSchema.shape.find.shape.prompts,
  }),
  fix: z.array(fixEntrySchema.extend({ correct: z.string().optional() })),
});

/** The find-the-mistakes kind: everything about it in one entry. */
export const findMistakesKind: TaskKind<FindMistakesTask, FindMistakesState, FindMistakesTaskResponse> = {
  actions: ['click-fragment', 'start-fix', 'choose-fix'],
  checkedActions: ['click-fragment', 'choose-fix'],
  initial: initialFindMistakesState,
  reduce: (task, state, action) =>
    action.type === 'click-fragment' || action.type === 'start-fix' || action.type === 'choose-fix'
      ? reduceFindMistakes(task, state, action)
      : state,
  score: findMistakesScore,
  maxScore: findMistakesMaxScore,
  pointDots: (task) => findMistakesDotsPerError * findMistakesErrorIds(task).length,
  isDone: isFindMistakesDone,
  status: findMistakesStatus,
  toResponse: findMistakesToResponse,
  isResponse: isFindMistakesResponse,
  readAnswer: readFindMistakesAnswer,
  repair: repairFindMistakes,
  fromResponse: findMistakesStateFromResponse,
  answer: {
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
    overLimit: () => null,
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
  forStudent: findMistakesForStudent,
  fromStudentJson: (raw) => {
    const parsed = findJson.safeParse(raw);
    if (!parsed.success) return null;
    const task = parsed.data;
    return {
      ...task,
      mistakeCount: { ...task.mistakeCount, count: task.mistakeCount.count ?? 0 },
      find: {
        ...task.find,
        fragments: task.find.fragments.map((f) => ({ ...f, isError: f.isError === true })),
      },
      fix: task.fix.map((step) => ({ ...step, correct: step.correct ?? hiddenKey })),
    };
  },
};

function repairFragments(value: unknown): Fragment[] {
  if (!Array.isArray(value)) return [];
  const used = new Set<string>();
  const fragments: Fragment[] = [];
  let errorOrdinal = 0;
  for (const entry of value) {
    const rec: Record<string, unknown> = isRecord(entry) ? entry : { text: entry };
    const text = readString(rec.text) ?? (typeof rec.text === 'number' ? String(rec.text) : undefined);
    if (text === undefined) continue;
    if (rec.isError !== true) {
      fragments.push({ text, isError: false });
      continue;
    }
    errorOrdinal += 1;
    let errorId = readId(rec.errorId) ?? `error-${errorOrdinal}`;
    while (used.has(errorId)) errorId = `${errorId}-${errorOrdinal}`;
    used.add(errorId);
    fragments.push({ text, isError: true, errorId });
  }
  return fragments;
}

function repairFix(value: unknown, errorIds: readonly string[]): FixEntry[] {
  if (!Array.isArray(value)) return [];
  const fix: FixEntry[] = [];
  value.forEach((entry, position) => {
    if (!isRecord(entry)) return;
    const errorId = readId(entry.errorId) ?? errorIds[position];
    if (errorId === undefined) return;
    const given = readStringArray(entry.options) ?? [];
    const correctText = readString(entry.correct);
    const options = given.length > 0 ? given : correctText !== undefined ? [correctText] : [];
    const correct = resolveOptionAnswer(entry.correct, options) ?? options[0];
    if (correct === undefined) return;
    const original = readString(entry.original);
    fix.push({
      errorId,
      prompt: readString(entry.prompt) ?? '',
      options,
      correct,
      ...(original === undefined ? {} : { original }),
    });
  });
  return fix;
}

export function repairFindMistakes(
  raw: Record<string, unknown>,
  id: string,
  question: string,
): FindMistakesTask {
  const find = isRecord(raw.find) ? raw.find : {};
  const fragments = repairFragments(find.fragments);
  const errorIds = fragments.flatMap((f) => (f.errorId === undefined ? [] : [f.errorId]));
  const prompts = isRecord(find.prompts) ? find.prompts : {};
  const mistakeCount = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  const promptFields: FindMistakesTask['find']['prompts'] = {};
  for (const key of ['allFound', 'foundCount', 'wrongGuess'] as const) {
    const text = readString(prompts[key]);
    if (text !== undefined) promptFields[key] = text;
  }
  return {
    id,
    type: 'find_mistakes',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    mode: raw.mode === 'find_and_fix' ? 'find_and_fix' : 'find_only',
    mistakeCount: {
      revealed: mistakeCount.revealed === true,
      count: readNonNegativeNumber(mistakeCount.count) ?? errorIds.length,
      display: readString(mistakeCount.display) ?? 'exactly',
    },
    find: { fragments, prompts: promptFields },
    fix: repairFix(raw.fix, errorIds),
  };
}

/** A find-the-mistakes answer's own fields. */
export function readFindMistakesAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
  onCorrupt?: CorruptReporter,
): FindMistakesTaskResponse {
  return { ...base, type: 'find_mistakes', responses: normaliseFindDetail(raw.responses, onCorrupt) };
}
