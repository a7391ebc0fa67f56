import type { TaskStatus } from '#domain/tasks/status';
import { compareWithBlank, normaliseAnswer } from './text';
import type {
  BlankTry,
  BlankVerdict,
  FillBlanksAction,
  FillBlanksState,
  FillBlanksTask,
  FillBlanksTaskResponse,
} from './types';

// The rules of play (decision 020). Each gap is worth `blankPoints`. A right answer closes the gap
// with its points less `wrongAnswerCost` per wrong answer before it. A near miss (a spelling slip)
// is answered "Almost" and costs nothing, up to `freeNearMisses` of them per gap; after that a
// near miss counts as wrong, so "Almost" cannot be used to feel one's way to the word. At
// `wrongAnswersAllowed` wrong answers the gap's points are gone: it closes and its answer is shown.
// Giving a gap a text it was given already changes nothing (it neither costs nor counts again).
// In a word-bank task the student picks from the bank, so there is no spelling to slip on: every
// word that is not an answer of the gap is wrong, and a text that is no word of the bank is ignored.

/** Points of one gap. */
export const blankPoints = 2;
/** Points a wrong answer takes off its gap. */
export const wrongAnswerCost = 1;
/** Wrong answers after which a gap closes with its answer shown (its points are gone by then). */
export const wrongAnswersAllowed = 2;
/** Near misses per gap that cost nothing. */
export const freeNearMisses = 3;
/** The longest answer a gap takes, in characters. */
export const maxAnswerLength = 200;
/** The most answers one gap can count: the free near misses, the wrong ones and the right one. */
export const maxTriesPerBlank = freeNearMisses + wrongAnswersAllowed + 1;

/** The message shown for a near miss (the spec's words). */
export const nearMissText = 'Almost — check the spelling';

/** A fresh fill_blanks task. */
export function initialFillBlanksState(task: FillBlanksTask): FillBlanksState {
  return { type: 'fill_blanks', blanks: task.blanks.map(() => []) };
}

/** The words of the bank: the student's shuffled copy in the browser, every blank's first answer on the server. */
export function bankWords(task: FillBlanksTask): string[] {
  return task.bank ?? task.blanks.map((blank) => blank.answers[0] ?? '');
}

function wrongCount(tries: readonly BlankTry[]): number {
  let wrong = 0;
  for (const t of tries) if (t.verdict === 'wrong') wrong += 1;
  return wrong;
}

/** Whether a gap is answered right. */
export function isBlankRight(tries: readonly BlankTry[]): boolean {
  return tries.some((t) => t.verdict === 'right');
}

/** Whether a gap is over: answered right, or closed after its wrong answers (its answer is then shown). */
export function isBlankDone(tries: readonly BlankTry[]): boolean {
  return isBlankRight(tries) || wrongCount(tries) >= wrongAnswersAllowed;
}

/** The points a gap earned: its points less the wrong answers' cost when right, else 0. */
export function blankScore(tries: readonly BlankTry[]): number {
  return isBlankRight(tries) ? Math.max(0, blankPoints - wrongAnswerCost * wrongCount(tries)) : 0;
}

/**
 * One gap given one text, the verdict decided by `judge` (the key, or on the student's side for a
 * gap whose key is hidden, what the server recorded). Null when it changes nothing.
 */
function answerBlank(
  task: FillBlanksTask,
  tries: readonly BlankTry[],
  blank: number,
  raw: string,
  judge: (text: string) => BlankVerdict,
): BlankTry[] | null {
  const spec = task.blanks[blank];
  if (!spec || isBlankDone(tries)) return null;
  const text = raw.trim();
  if (text === '' || text.length > maxAnswerLength) return null;
  const cs = spec.caseSensitive === true;
  const given = normaliseAnswer(text, cs);
  if (given === '' || tries.some((t) => normaliseAnswer(t.text, cs) === given)) return null;
  if (task.wordBank === true && !bankWords(task).some((word) => normaliseAnswer(word, cs) === given))
    return null;
  let verdict = judge(text);
  if (verdict === 'near' && tries.filter((t) => t.verdict === 'near').length >= freeNearMisses)
    verdict = 'wrong';
  return [...tries, { text, verdict }];
}

/** The verdict the key gives a text in one gap (no near misses in a word-bank task). */
export function judgeByKey(task: FillBlanksTask, blank: number, text: string): BlankVerdict {
  const spec = task.blanks[blank];
  return spec ? compareWithBlank(text, spec, task.wordBank !== true) : 'wrong';
}

/** Applies an answer; one to a missing or closed gap, empty, too long, repeated or (word bank) not in the bank changes nothing. */
export function reduceFillBlanks(
  task: FillBlanksTask,
  state: FillBlanksState,
  action: FillBlanksAction,
): FillBlanksState {
  if (action.type !== 'answer-blank' || !Number.isInteger(action.blank) || typeof action.text !== 'string')
    return state;
  const tries = state.blanks[action.blank];
  if (!tries) return state;
  const next = answerBlank(task, tries, action.blank, action.text, (text) =>
    judgeByKey(task, action.blank, text),
  );
  if (!next) return state;
  return { ...state, blanks: state.blanks.map((t, i) => (i === action.blank ? next : t)) };
}

/** The most a fill_blanks task can score: 2 per gap. */
export function fillBlanksMaxScore(task: FillBlanksTask): number {
  return blankPoints * task.blanks.length;
}

/** The score: the sum of the gaps' points. */
export function fillBlanksScore(_task: FillBlanksTask, state: FillBlanksState): number {
  return state.blanks.reduce((sum, tries) => sum + blankScore(tries), 0);
}

/** Done when every gap is over. */
export function isFillBlanksDone(_task: FillBlanksTask, state: FillBlanksState): boolean {
  return state.blanks.every(isBlankDone);
}

/** Right when every gap is answered right. */
export function isFillBlanksCorrect(_task: FillBlanksTask, state: FillBlanksState): boolean {
  return state.blanks.every(isBlankRight);
}

/** Task progress status; 'failed' when every gap closed without a right answer. */
export function fillBlanksStatus(task: FillBlanksTask, state: FillBlanksState): TaskStatus {
  if (isFillBlanksDone(task, state)) return state.blanks.some(isBlankRight) ? 'completed' : 'failed';
  return state.blanks.some((tries) => tries.length > 0) ? 'attempted' : 'not-started';
}

/** The response fields recorded for this task (without timeSpent). */
export function fillBlanksToResponse(
  task: FillBlanksTask,
  state: FillBlanksState,
): Omit<FillBlanksTaskResponse, 'timeSpent'> {
  return {
    taskId: task.id,
    type: 'fill_blanks',
    score: fillBlanksScore(task, state),
    isCorrect: isFillBlanksCorrect(task, state),
    completed: isFillBlanksDone(task, state),
    answers: state.blanks.map((tries) => tries.at(-1)?.text ?? ''),
    attempts: state.blanks.map((tries) => tries.map((t) => t.text)),
    verdicts: state.blanks.map((tries) => tries.map((t) => t.verdict)),
  };
}

/** Whether a gap's answers are hidden (the student's copy of a gap still open). */
export function isKeyHidden(task: FillBlanksTask, blank: number, hidden: string): boolean {
  return task.blanks[blank]?.answers.includes(hidden) ?? true;
}

/**
 * Rebuilds the state from the recorded texts with the reducer's rules, gap by gap (gaps do not
 * depend on each other). A gap whose key the task does not hold (the student's copy while it is
 * open) takes the verdicts the server recorded, which can only be near or wrong there; every other
 * gap is judged again by its key, so a recorded verdict is never trusted on the server.
 */
export function fillBlanksStateFromResponse(
  task: FillBlanksTask,
  response: Pick<FillBlanksTaskResponse, 'attempts' | 'verdicts'>,
  hidden: string,
): FillBlanksState {
  const blanks = task.blanks.map((_, b) => {
    const texts = response.attempts[b] ?? [];
    const recorded = response.verdicts[b] ?? [];
    const keyHidden = isKeyHidden(task, b, hidden);
    let tries: BlankTry[] = [];
    texts.forEach((text, i) => {
      const judge = keyHidden
        ? () => (recorded[i] === 'near' ? 'near' : 'wrong')
        : (t: string) => judgeByKey(task, b, t);
      tries = answerBlank(task, tries, b, text, judge) ?? tries;
    });
    return tries;
  });
  return { type: 'fill_blanks', blanks };
}

/**
 * The actions that take `state` to a posted answer. Per gap, the posted texts either continue the
 * saved ones (the new ones are added in order) or are one text, the student's latest answer there
 * (added unless it is the last one saved); anything else would change what is saved.
 */
export function fillBlanksActionsFromAnswer(
  task: FillBlanksTask,
  state: FillBlanksState,
  posted: Pick<FillBlanksTaskResponse, 'attempts'>,
): { actions: FillBlanksAction[] } | { rewrite: string } | { invalid: string } {
  if (posted.attempts.length > task.blanks.length)
    return { invalid: `attempts has ${posted.attempts.length} gaps; this task has ${task.blanks.length}` };
  const actions: FillBlanksAction[] = [];
  for (let b = 0; b < posted.attempts.length; b += 1) {
    const texts = posted.attempts[b] ?? [];
    const saved = (state.blanks[b] ?? []).map((t) => t.text);
    const continues = texts.length >= saved.length && saved.every((text, i) => texts[i]?.trim() === text);
    let added: string[];
    if (continues) added = texts.slice(saved.length);
    else if (texts.length === 1) added = texts[0]?.trim() === saved.at(-1) ? [] : [texts[0] as string];
    else return { rewrite: `the answers already saved for gap ${b + 1} were changed` };
    for (const text of added) actions.push({ type: 'answer-blank', blank: b, text });
  }
  return { actions };
}
