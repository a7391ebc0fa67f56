import { plural, t } from '@lingui/core/macro';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import { guessCostPerWord } from '#domain/tasks/find-mistakes/engine';

// The lines the find-the-mistakes player writes around the tutor's text. Each is one whole message
// with placeholders (so another language can put the words in its own order); the tutor's own
// words (a count's display word, a foundCount prompt) go into them as written, never translated.

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
  // `display` is the tutor's word before the number ("exactly"), kept as written.
  return display
    ? plural(count, { one: `There are ${display} # mistake.`, other: `There are ${display} # mistakes.` })
    : plural(count, { one: 'There are # mistake.', other: 'There are # mistakes.' });
}

/** The progress line while finding, from the teacher's foundCount prompt or a default. */
export function foundCountLine(task: FindMistakesTask, found: number, count: number): string {
  const template = task.find.prompts.foundCount;
  if (template) return fillPrompt(template, found, count);
  return task.mistakeCount.revealed ? t`Found ${found} of ${count}` : t`Found ${found}`;
}

/**
 * The guessing rule as the player says it before the first click. It names no number of mistakes
 * (the allowance is as many wrong words as the text has mistakes), only what each further one costs.
 */
export function guessCostLine(task: FindMistakesTask): string {
  const cost = guessCostPerWord(task);
  return plural(cost, {
    one: 'Guessing costs points: each wrong word beyond the number of mistakes takes off # point.',
    other: 'Guessing costs points: each wrong word beyond the number of mistakes takes off # points.',
  });
}

/** The fix button's words: the domain's 'Fix it!' or 'Fix them!' in the current language. */
export function fixButtonText(label: 'Fix it!' | 'Fix them!'): string {
  // i18n-exempt: the domain's English label, compared
  return label === 'Fix it!' ? t`Fix it!` : t`Fix them!`;
}
