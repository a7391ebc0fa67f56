import { t } from '@lingui/core/macro';

/**
 * The kind's name as people read it: the domain's English ('Multiple choice', which the API and the CSV
 * keep) in the current language.
 */
export const mcqName = (): string => t`Multiple choice`;
