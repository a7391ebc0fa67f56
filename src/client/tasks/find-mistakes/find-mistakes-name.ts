import { t } from '@lingui/core/macro';

/**
 * The kind's name as people read it: the domain's English ('Find the mistakes', which the API and
 * the CSV keep) in the current language.
 */
export const findMistakesName = (): string => t`Find the mistakes`;
