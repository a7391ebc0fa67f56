import { t } from '@lingui/core/macro';

/**
 * The kind's name as people read it: the domain's English ('Sentence scramble', which the API and the CSV
 * keep) in the current language.
 */
export const sequenceName = (): string => t`Sentence scramble`;
