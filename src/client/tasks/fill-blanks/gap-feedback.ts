import { plural, t } from '@lingui/core/macro';
import { blankScore, isBlankDone, isBlankRight, wrongAnswerCost } from '#domain/tasks/fill-blanks/engine';
import type { BlankTry, FillBlanksTask } from '#domain/tasks/fill-blanks/types';

// What the player says about a gap after the server judged an answer to it, and how the gap is
// drawn. One place, so the typed and the word-bank players say the same.

/** How a gap looks: not answered yet, right, a near miss, wrong, or closed with its answer shown. */
export type GapTone = 'idle' | 'right' | 'near' | 'wrong' | 'closed';

/** The tone of a gap from its answers so far. */
export function gapTone(tries: readonly BlankTry[]): GapTone {
  if (isBlankRight(tries)) return 'right';
  if (isBlankDone(tries)) return 'closed';
  const last = tries.at(-1);
  return last ? (last.verdict === 'near' ? 'near' : 'wrong') : 'idle';
}

/** The gap's answer the key shows (the first accepted one). */
export function shownAnswer(task: FillBlanksTask, blank: number): string {
  return task.blanks[blank]?.answers[0] ?? '';
}

/** The sentence read out and shown after an answer to gap `blank` (numbered from 1 for people). */
export function gapFeedback(task: FillBlanksTask, blank: number, tries: readonly BlankTry[]): string {
  const number = blank + 1;
  const tone = gapTone(tries);
  if (tone === 'right') {
    const points = blankScore(tries);
    return plural(points, {
      one: `Gap ${number}: Correct! (# point)`,
      other: `Gap ${number}: Correct! (# points)`,
    });
  }
  if (tone === 'closed') {
    const answer = shownAnswer(task, blank);
    return t`Gap ${number}: The answer is: ${answer}`;
  }
  // The domain's nearMissText, 'Almost — check the spelling', in the current language.
  if (tone === 'near') return t`Gap ${number}: Almost — check the spelling`;
  if (tone === 'wrong') {
    const cost = wrongAnswerCost;
    return t`Gap ${number}: Not this one (${cost} point off this gap). Try again.`;
  }
  return '';
}

/** Classes of a gap by tone (an input, a bank gap button or a text in review). */
export function gapClasses(tone: GapTone): string {
  const base =
    'inline-flex min-h-11 min-w-24 max-w-full items-center rounded-lg border-2 px-2 align-middle text-base font-medium';
  if (tone === 'right') return `${base} border-success bg-success/15`;
  if (tone === 'closed') return `${base} border-success border-dashed bg-success/10`;
  if (tone === 'near') return `${base} border-warning bg-warning/15`;
  if (tone === 'wrong') return `${base} border-destructive bg-destructive/10`;
  return `${base} border-border bg-card`;
}
