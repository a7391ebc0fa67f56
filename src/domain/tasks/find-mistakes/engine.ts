import type { FindMistakesTask, FindMistakesTaskResponse, FixCorrection, FixEntry } from './schema';
import { findMistakesTokens } from './tokens';
import type { TaskStatus } from '#domain/tasks/status';

/** Point dots shown per error (display only). */
export const findMistakesDotsPerError = 2;

/**
 * The most clicks one task records: every word once plus a margin for wrong words clicked again.
 * Further clicks change nothing, so a stored answer (and the work of replaying it) stays as small
 * as the text; the server refuses a response that claims more.
 */
export function findMistakesMaxClicks(task: FindMistakesTask): number {
  return findMistakesTokens(task.find.fragments).tokens.length + 20;
}

/**
 * The most clicks a recorded answer may hold: as above, or for an answer saved before clicks named
 * words, every fragment once plus the margin (the limit then).
 */
export function findMistakesRecordedClicks(task: FindMistakesTask): number {
  return Math.max(task.find.fragments.length + 20, findMistakesMaxClicks(task));
}

/** A find_mistakes task in play. */
export interface FindMistakesState {
  type: 'find_mistakes';
  /** Words clicked, in order, as token indices (correct and wrong; clicks that changed nothing are not kept). */
  clicked: number[];
  /** errorIds found, in the order found. */
  identified: string[];
  incorrectClicks: number;
  fixStarted: boolean;
  /** One per fix step answered, in step order. */
  corrections: FixCorrection[];
  /**
   * Whether wrong words beyond the allowance cost points: true for every answer started since the
   * rule, false for one saved before it (its score stays what it was).
   */
  guessCost: boolean;
}

/**
 * What a student can do on a find_mistakes task. A click names a word: `index` is a token index
 * (tokens.ts), which is also the index of the fragment in the student's copy, whose
 * fragments are its words.
 */
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
    guessCost: true,
  };
}

/** The errorIds of the error fragments, in text order, each once. */
export function findMistakesErrorIds(task: FindMistakesTask): string[] {
  const ids = new Set<string>();
  for (const f of task.find.fragments) if (f.isError && f.errorId !== undefined) ids.add(f.errorId);
  return [...ids];
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
      const { tokens, foundWith } = findMistakesTokens(task.find.fragments);
      const token = Number.isInteger(action.index) ? tokens[action.index] : undefined;
      if (!token || allErrorsFound(task, state)) return state;
      if (state.clicked.length >= findMistakesMaxClicks(task)) return state;
      const clicked = [...state.clicked, action.index];
      if (token.errorId === undefined) {
        return { ...state, clicked, incorrectClicks: state.incorrectClicks + 1 };
      }
      if (state.identified.includes(token.errorId)) return state;
      const withIt = (foundWith.get(token.errorId) ?? []).filter((id) => !state.identified.includes(id));
      return { ...state, clicked, identified: [...state.identified, token.errorId, ...withIt] };
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

/**
 * The guessing rule: the first wrong words, as many as the text has mistakes, are free; each
 * further wrong word takes `guessCostPerWord` points off the find part, which never goes below 0.
 * A word counts once however often it is clicked.
 */
export function guessRule(task: FindMistakesTask): { allowance: number; costPerWord: number } {
  return {
    allowance: findMistakesErrorIds(task).length,
    costPerWord: guessCostPerWord(task),
  };
}

/** Points one wrong word past the allowance costs: a tenth of the find part, at least 1. */
export function guessCostPerWord(task: FindMistakesTask): number {
  return Math.max(1, Math.round(findPart(task) / 10));
}

/** How many different words that are not mistakes the student clicked. */
export function wrongWordsClicked(task: FindMistakesTask, state: FindMistakesState): number {
  const { tokens } = findMistakesTokens(task.find.fragments);
  const wrong = new Set<number>();
  for (const index of state.clicked)
    if (tokens[index] && tokens[index].errorId === undefined) wrong.add(index);
  return wrong.size;
}

/** The points guessing has cost so far (0 for an answer saved before the rule). */
export function guessPenalty(task: FindMistakesTask, state: FindMistakesState): number {
  if (!state.guessCost) return 0;
  const { allowance, costPerWord } = guessRule(task);
  return Math.min(findPart(task), Math.max(0, wrongWordsClicked(task, state) - allowance) * costPerWord);
}

/** The most a find_mistakes task can score: its points. */
export function findMistakesMaxScore(task: FindMistakesTask): number {
  return task.points;
}

/**
 * The score: the find part (less what guessing cost) once all are found, plus the fix part by
 * share of corrections right first time.
 */
export function findMistakesScore(task: FindMistakesTask, state: FindMistakesState): number {
  if (findMistakesErrorIds(task).length === 0 || !allErrorsFound(task, state)) return 0;
  const find = findPart(task) - guessPenalty(task, state);
  if (task.mode === 'find_only') return Math.min(task.points, find);
  const steps = fixSteps(task).length;
  const right = state.corrections.filter((c) => c.isCorrect && c.attempts === 1).length;
  const share = steps === 0 ? 1 : right / steps;
  return Math.min(task.points, find + Math.round((task.points - findPart(task)) * share));
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

/**
 * The response fields recorded for this task (without timeSpent). The spec's `clickedFragments`
 * names each click by the teacher's fragment (what the teacher's views and older clients read);
 * `clickedTokens`, `fixStarted` and `guessCost` make the answer say its state exactly.
 */
export function findMistakesToResponse(
  task: FindMistakesTask,
  state: FindMistakesState,
): Omit<FindMistakesTaskResponse, 'timeSpent'> {
  const { tokens } = findMistakesTokens(task.find.fragments);
  const found = new Set(state.identified);
  return {
    taskId: task.id,
    type: 'find_mistakes',
    score: findMistakesScore(task, state),
    isCorrect: isFindMistakesCorrect(task, state),
    completed: isFindMistakesDone(task, state),
    responses: {
      clickedFragments: state.clicked.map((index) => tokens[index]?.fragment ?? 0),
      correctlyIdentified: [...state.identified],
      incorrectClicks: state.incorrectClicks,
      missedErrors: findMistakesErrorIds(task).filter((errorId) => !found.has(errorId)),
      corrections: state.corrections.map((c) => ({ ...c })),
      clickedTokens: [...state.clicked],
      fixStarted: state.fixStarted,
      guessCost: state.guessCost,
    },
  };
}

/**
 * Rebuilds the state from a recorded response with the reducer's rules (clicks after every mistake
 * is found, past the cap, on a found mistake again or out of range change nothing; a choice that is
 * not an option of the step waiting changes nothing), in one pass with sets, so the time is linear
 * in the text and the clicks.
 *
 * An answer with `clickedTokens` (written since answers name words) is read exactly: its word
 * clicks, then fixing opened if it says so, then its corrections. An answer saved before has only
 * fragment indices: each fragment click is a click on that fragment's first word that finds what the
 * fragment did, fixing counts as opened once every mistake is found (as it was read then), and
 * wrong clicks cost nothing, so its score stays what it was.
 */
export function findMistakesStateFromResponse(
  task: FindMistakesTask,
  response: Pick<FindMistakesTaskResponse, 'responses'>,
): FindMistakesState {
  const { tokens, fragmentToken, foundWith } = findMistakesTokens(task.find.fragments);
  const recorded = response.responses;
  const legacy = !Array.isArray(recorded.clickedTokens);
  const clicks = legacy
    ? recorded.clickedFragments.map((f) => (Number.isInteger(f) ? (fragmentToken[f] ?? -1) : -1))
    : (recorded.clickedTokens as number[]);
  const errorCount = findMistakesErrorIds(task).length;
  const maxClicks = findMistakesRecordedClicks(task);
  const everyFound = (found: Set<string>) => !task.unfoundHidden && found.size >= errorCount;
  const clicked: number[] = [];
  const identified: string[] = [];
  const found = new Set<string>();
  let incorrectClicks = 0;
  for (const index of clicks) {
    if (clicked.length >= maxClicks || everyFound(found)) break;
    const token = Number.isInteger(index) ? tokens[index] : undefined;
    if (!token) continue;
    if (token.errorId === undefined) {
      clicked.push(index);
      incorrectClicks += 1;
    } else if (!found.has(token.errorId)) {
      clicked.push(index);
      for (const errorId of [token.errorId, ...(foundWith.get(token.errorId) ?? [])]) {
        if (found.has(errorId)) continue;
        identified.push(errorId);
        found.add(errorId);
      }
    }
  }
  const state: FindMistakesState = {
    ...initialFindMistakesState(task),
    clicked,
    identified,
    incorrectClicks,
    guessCost: !legacy && recorded.guessCost !== false,
  };
  if (!canStartFix(task, state)) return state;
  if (!legacy && recorded.fixStarted !== true) return state;
  const steps = fixSteps(task);
  const chosen = new Map<string, string>();
  for (const c of recorded.corrections) {
    if (!chosen.has(c.errorId)) chosen.set(c.errorId, c.selectedOption);
  }
  // Each step's recorded choice is offered to the step waiting; one that is not among its options
  // changes nothing (as the reducer would), and the next step's choice is offered to it in turn.
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
