import { t } from '@lingui/core/macro';
import type { FindingSentences } from '../finding-sentence';

/** The true-or-false findings (src/domain/tasks/binary) in the current language. */
export const binaryFindings: FindingSentences = {
  'binary.key-not-boolean': () => t`expected true or false`,
  'binary.key-is-text': ({ value }) => t`is text; write ${value} without quotes`,
  'binary.statement-missing': () => t`missing; the statement will be empty`,
  'binary.shorthand.no-statement': () =>
    t`True or false: end with a line "True: statement" or "False: statement".`,
};
