import type { FindMistakesTask, FixEntry } from '#domain/homework/schema';
import type { FindMistakesTaskResponse, FixCorrection } from '#domain/submissions/response-types';
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
