import { t } from '@lingui/core/macro';

/**
 * The kind's name as people read it: the domain's English ('Fill in the blanks', which the API and the CSV
 * keep) in the current language.
 */
export const fillBlanksName = (): string => t`Fill in the blanks`;
