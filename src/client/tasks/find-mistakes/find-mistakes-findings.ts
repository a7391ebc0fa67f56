import { t } from '@lingui/core/macro';
import type { FindingSentences } from '../finding-sentence';

/**
 * The find-the-mistakes findings (src/domain/tasks/find-mistakes) in the current language; the
 * shorthand's tag ("Mistakes", "Fix mistakes") and its star syntax stay as written.
 */
export const findMistakesFindings: FindingSentences = {
  'find-mistakes.mistake-without-fix': () => t`is a mistake without a correction: add its fix entry`,
  'find-mistakes.mode-unknown': () => t`expected 'find_only' or 'find_and_fix'; defaults to find_only`,
  'find-mistakes.no-mistake': () => t`expected at least 1 fragment with isError true`,
  'find-mistakes.star-not-closed': () => t`a mistake opened with * is not closed with *.`,
  'find-mistakes.mark-empty': () => t`a *mistake* needs its wrong words between the stars.`,
  'find-mistakes.option-empty': () => t`an option between bars is empty.`,
  'find-mistakes.shorthand.empty': ({ tag }) => t`${tag}: type the text below, each mistake in *stars*.`,
  'find-mistakes.shorthand.marked-text': ({ tag }, problem) => t`${tag}: ${problem}`,
  'find-mistakes.shorthand.no-mistake': ({ tag }) => t`${tag}: mark at least one *mistake*.`,
  'find-mistakes.shorthand.no-correction': ({ tag, mistake }) =>
    t`${tag}: give *${mistake}* its correction: *${mistake} -> right | wrong | wrong*.`,
};
