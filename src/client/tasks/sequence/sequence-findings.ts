import { t } from '@lingui/core/macro';
import type { FindingSentences } from '../finding-sentence';

/** The sentence scramble's findings (src/domain/tasks/sequence) in the current language. */
export const sequenceFindings: FindingSentences = {
  'sequence.order-missing': () => t`missing; list the items in their right order`,
  'sequence.order-not-items': () =>
    t`is not the items reordered: it must hold each item exactly as written, as often as it appears in items`,
  'sequence.no-items': () => t`expected at least 1 item`,
  'sequence.older-items': () => t`missing; the older scrambledWords or words field will be used`,
  'sequence.shorthand.empty': () => t`Order: type the sentence (or the items, one a line) below.`,
};
