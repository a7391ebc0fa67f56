import type { TaskAction } from '#domain/tasks/engine';
import type { DemoClick } from './tracking';
import { LIAM, MEI, SOFIA, mixedReview, pastTense } from './homework-data';

/** How a demo student played one task: the engine actions, how long it took, and where they clicked. */
export type DemoTaskPlay = {
  taskId: string;
  actions: readonly TaskAction[];
  durationMs: number;
  clicks: readonly DemoClick[];
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
const clicksAlong = (count: number, startAt: number, gap: number, y: number): DemoClick[] =>
  Array.from({ length: count }, (_, i) => ({ x: 90 + i * 110, y, at: startAt + i * gap }));

/** Mei finished the mixed review two hours ago, with one wrong check, one wrong pick and one wrong fix. */
const meiMixed: DemoSubmission = {
  homeworkTitle: mixedReview.title,
  username: MEI,
  completed: true,
  startedHoursAgo: 2,
  plays: [
    {
      taskId: 'mix-seq-words',
      actions: [...tap(1, 0, 3, 2, 4), check, { type: 'reset-order' }, ...tap(1, 3, 0, 2, 4), check],
      durationMs: 38_000,
      clicks: [...clicksAlong(6, 4_000, 1_800, 300), ...clicksAlong(6, 20_000, 2_200, 300)],
    },
    {
      taskId: 'mix-seq-drag',
      actions: [...tap(2, 1, 0), check],
      durationMs: 21_000,
      clicks: clicksAlong(4, 5_000, 3_500, 260),
    },
    {
      taskId: 'mix-mcq',
      actions: [
        { type: 'pick-option', index: 2 },
        { type: 'pick-option', index: 0 },
      ],
      durationMs: 14_000,
      clicks: [
        { x: 320, y: 330, at: 6_000 },
        { x: 320, y: 230, at: 11_500 },
      ],
    },
    {
      taskId: 'mix-binary',
      actions: [{ type: 'pick-answer', value: false }],
      durationMs: 17_000,
      clicks: [{ x: 430, y: 380, at: 15_000 }],
    },
    {
      taskId: 'mix-find-only',
      // Clicks name words: "eat" and "cup".
      actions: [
        { type: 'click-fragment', index: 1 },
        { type: 'click-fragment', index: 8 },
      ],
      durationMs: 19_000,
      clicks: [
        { x: 150, y: 200, at: 7_000 },
        { x: 420, y: 200, at: 13_000 },
      ],
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
        { x: 210, y: 180, at: 8_000 },
        { x: 330, y: 220, at: 15_000 },
        { x: 320, y: 420, at: 21_000 },
        { x: 180, y: 300, at: 28_000 },
        { x: 320, y: 300, at: 36_000 },
      ],
    },
  ],
};

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
      clicks: clicksAlong(6, 3_000, 3_000, 300),
    },
    {
      taskId: 'mix-seq-drag',
      actions: [...tap(0, 1, 2), check, { type: 'reset-order' }, ...tap(2, 1, 0), check],
      durationMs: 30_000,
      clicks: clicksAlong(8, 4_000, 3_000, 260),
    },
    {
      taskId: 'mix-mcq',
      actions: [{ type: 'pick-option', index: 0 }],
      durationMs: 9_000,
      clicks: [{ x: 320, y: 230, at: 7_000 }],
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
      clicks: [
        { x: 320, y: 330, at: 7_000 },
        { x: 320, y: 280, at: 12_000 },
      ],
    },
    {
      taskId: 'pt-2',
      actions: [{ type: 'pick-option', index: 0 }],
      durationMs: 11_000,
      clicks: [{ x: 320, y: 230, at: 9_000 }],
    },
    {
      taskId: 'pt-3',
      actions: [{ type: 'pick-answer', value: true }],
      durationMs: 20_000,
      clicks: [{ x: 210, y: 380, at: 18_000 }],
    },
  ],
};

/** Every demo submission. */
export const demoSubmissions: readonly DemoSubmission[] = [meiMixed, liamMixed, sofiaPast];
