import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import { guessCostPerWord } from '#domain/tasks/find-mistakes/engine';

/** Fills a teacher's prompt: {found}, {count} / {total} and {remaining} become numbers. */
export function fillPrompt(template: string, found: number, count: number): string {
  return template
    .replaceAll('{found}', String(found))
    .replaceAll('{count}', String(count))
    .replaceAll('{total}', String(count))
    .replaceAll('{remaining}', String(Math.max(0, count - found)));
}

/** The line telling how many mistakes there are, or null when the count is hidden. */
export function mistakeCountLine(task: FindMistakesTask): string | null {
  const { revealed, count, display } = task.mistakeCount;
  if (!revealed) return null;
  const noun = count === 1 ? 'mistake' : 'mistakes';
  return display ? `There are ${display} ${count} ${noun}.` : `There are ${count} ${noun}.`;
}

/** The progress line while finding, from the teacher's foundCount prompt or a default. */
export function foundCountLine(task: FindMistakesTask, found: number, count: number): string {
  const template = task.find.prompts.foundCount;
  if (template) return fillPrompt(template, found, count);
  return task.mistakeCount.revealed ? `Found ${found} of ${count}` : `Found ${found}`;
}

/**
 * The guessing rule as the player says it before the first click. It names no number of mistakes
 * (the allowance is as many wrong words as the text has mistakes), only what each further one costs.
 */
export function guessCostLine(task: FindMistakesTask): string {
  const cost = guessCostPerWord(task);
  return `Guessing costs points: each wrong word beyond the number of mistakes takes off ${cost} ${cost === 1 ? 'point' : 'points'}.`;
}
