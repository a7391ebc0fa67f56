import { t } from '@lingui/core/macro';

/**
 * The kind's name as people read it: the domain's English ('True or false', which the API and the CSV
 * keep) in the current language.
 */
export const binaryName = (): string => t`True or false`;
