import type { TaskAction } from '#domain/tasks/engine';
import type { DemoClick } from './tracking';
import { LIAM, MEI, SOFIA, cafeGaps, mixedReview, pastTense } from './homework-data';

/**
 * How a demo student played one task: the engine actions, how long it took, and where they clicked.
 * When there is one click for each action, in order, each action is the one its click made: it is
 * logged as the server would, a moment after the click (seed-submissions.ts); `loggedAt` gives the
 * times of actions no click made (an answer typed and sent with Enter). A click's `target`
 * names the element pressed as the player records it (`data-track`), so the replay finds it.
 */
export type DemoTaskPlay = {
  taskId: string;
  actions: readonly TaskAction[];
  durationMs: number;
  clicks: readonly DemoClick[];
  /** When the server took each action in (ms from the task's start), for actions no click made (typed). */
  loggedAt?: readonly number[];
};

/** A demo submission: finished (scored by the engines) or half done. */
export type DemoSubmission = {
  homeworkTitle: string;
  username: string;
  completed: boolean;
  /** Hours before now that the student started. */
  startedHoursAgo: number;
  plays: readonly DemoTaskPlay[];
};

const tap = (...indices: number[]): TaskAction[] => indices.map((index) => ({ type: 'tap-item', index }));
const check: TaskAction = { type: 'check-order' };
/** The element a scramble's action was pressed on: a word of the bank, Reset or Check. */
function scrambleTarget(action: TaskAction): string {
  if (action.type === 'tap-item') return `item:${action.index}`;
  return action.type === 'reset-order' ? 'reset' : 'check';
}

/** One press per scramble action, `gap` ms apart from `startAt` (where they land is the replay's to map). */
const scramblePresses = (actions: readonly TaskAction[], startAt: number, gap: number): DemoClick[] =>
  actions.map((action, i) => ({ x: 0, y: 0, at: startAt + i * gap, target: scrambleTarget(action) }));

/** A press on a named element at a time (where it lands is the replay's to map). */
const press = (target: string, at: number): DemoClick => ({ x: 0, y: 0, at, target });

/** Mei's scramble: a wrong check, Reset, then the right order. */
const meiWords: TaskAction[] = [
  ...tap(1, 0, 3, 2, 4),
  check,
  { type: 'reset-order' },
  ...tap(1, 3, 0, 2, 4),
  check,
];

/** Mei finished the mixed review two hours ago, with one wrong check, one wrong pick and one wrong fix. */
const meiMixed: DemoSubmission = {
  homeworkTitle: mixedReview.title,
  username: MEI,
  completed: true,
  startedHoursAgo: 2,
  plays: [
    {
      taskId: 'mix-seq-words',
      actions: meiWords,
      durationMs: 38_000,
      clicks: scramblePresses(meiWords, 4_000, 2_400),
    },
    {
      taskId: 'mix-seq-drag',
      actions: [...tap(2, 1, 0), check],
      durationMs: 21_000,
      clicks: scramblePresses([...tap(2, 1, 0), check], 5_000, 3_500),
    },
    {
      taskId: 'mix-mcq',
      actions: [
        { type: 'pick-option', index: 2 },
        { type: 'pick-option', index: 0 },
      ],
      durationMs: 14_000,
      clicks: [press('option:2', 6_000), press('option:0', 11_500)],
    },
    {
      taskId: 'mix-binary',
      actions: [{ type: 'pick-answer', value: false }],
      durationMs: 17_000,
      clicks: [press('answer:false', 15_000)],
    },
    {
      taskId: 'mix-find-only',
      // Clicks name words: "eat" and "cup".
      actions: [
        { type: 'click-fragment', index: 1 },
        { type: 'click-fragment', index: 8 },
      ],
      durationMs: 19_000,
      clicks: [press('token:1', 7_000), press('token:8', 13_000)],
    },
    {
      taskId: 'mix-find-fix',
      // Clicks name words: "go" and "better" (either word of "more better" finds it).
      actions: [
        { type: 'click-fragment', index: 2 },
        { type: 'click-fragment', index: 11 },
        { type: 'start-fix' },
        { type: 'choose-fix', option: 'went' },
        { type: 'choose-fix', option: 'more good' },
      ],
      durationMs: 42_000,
      clicks: [
        press('token:2', 8_000),
        press('token:11', 15_000),
        press('fix-start', 21_000),
        press('fix-choice:0:went', 28_000),
        press('fix-choice:1:more good', 36_000),
      ],
    },
  ],
};

/** Liam's steps: a wrong check, Reset, then the right order. */
const liamDrag: TaskAction[] = [...tap(0, 1, 2), check, { type: 'reset-order' }, ...tap(2, 1, 0), check];

/** Liam is half way through the mixed review (three of six tasks answered, started yesterday). */
const liamMixed: DemoSubmission = {
  homeworkTitle: mixedReview.title,
  username: LIAM,
  completed: false,
  startedHoursAgo: 20,
  plays: [
    {
      taskId: 'mix-seq-words',
      actions: [...tap(1, 3, 0, 2, 4), check],
      durationMs: 25_000,
      clicks: scramblePresses([...tap(1, 3, 0, 2, 4), check], 3_000, 3_000),
    },
    {
      taskId: 'mix-seq-drag',
      actions: liamDrag,
      durationMs: 30_000,
      clicks: scramblePresses(liamDrag, 3_000, 3_000),
    },
    {
      taskId: 'mix-mcq',
      actions: [{ type: 'pick-option', index: 0 }],
      durationMs: 9_000,
      clicks: [press('option:0', 7_000)],
    },
  ],
};

/** Sofía finished the past tense check two days ago, with one wrong pick. */
const sofiaPast: DemoSubmission = {
  homeworkTitle: pastTense.title,
  username: SOFIA,
  completed: true,
  startedHoursAgo: 50,
  plays: [
    {
      taskId: 'pt-1',
      actions: [
        { type: 'pick-option', index: 2 },
        { type: 'pick-option', index: 1 },
      ],
      durationMs: 16_000,
      clicks: [press('option:2', 7_000), press('option:1', 12_000)],
    },
    {
      taskId: 'pt-2',
      actions: [{ type: 'pick-option', index: 0 }],
      durationMs: 11_000,
      clicks: [press('option:0', 9_000)],
    },
    {
      taskId: 'pt-3',
      actions: [{ type: 'pick-answer', value: true }],
      durationMs: 20_000,
      clicks: [press('answer:true', 18_000)],
    },
  ],
};

/**
 * Sofía finished the café gaps an hour ago. Typed: 'drinks' in the first gap (wrong), then 'drink',
 * each sent with Enter after clicking into the gap; 'drink' in the second ('almost'), then
 * 'drinks' with the Check button. Word bank: 'like' chosen for the first gap (wrong), then 'see',
 * then 'like' for the second.
 */
const sofiaGaps: DemoSubmission = {
  homeworkTitle: cafeGaps.title,
  username: SOFIA,
  completed: true,
  startedHoursAgo: 1,
  plays: [
    {
      taskId: 'gap-typed',
      actions: [
        { type: 'answer-blank', blank: 0, text: 'drinks' },
        { type: 'answer-blank', blank: 0, text: 'drink' },
        { type: 'answer-blank', blank: 1, text: 'drink' },
        { type: 'answer-blank', blank: 1, text: 'drinks' },
      ],
      durationMs: 30_000,
      loggedAt: [5_500, 11_000, 17_500, 22_250],
      clicks: [press('gap:0', 3_000), press('gap:0', 9_000), press('gap:1', 15_000), press('check', 22_000)],
    },
    {
      taskId: 'gap-bank',
      actions: [
        { type: 'answer-blank', blank: 0, text: 'like' },
        { type: 'answer-blank', blank: 0, text: 'see' },
        { type: 'answer-blank', blank: 1, text: 'like' },
      ],
      durationMs: 18_000,
      // The teacher's bank lists the gaps' words in order: bank:0 'see', bank:1 'like'.
      clicks: [press('bank:1', 4_000), press('bank:0', 8_000), press('bank:1', 13_000)],
    },
  ],
};

/** Every demo submission. */
export const demoSubmissions: readonly DemoSubmission[] = [meiMixed, liamMixed, sofiaPast, sofiaGaps];
