import { t } from '@lingui/core/macro';

/**
 * The domain's problem with the marked text (its English, which the shorthand editor also shows)
 * in the current language; a problem this list does not know stays as the domain words it.
 */
export function markedTextProblem(message: string): string {
  // i18n-exempt: the domain's English problems, compared
  const known: Record<string, () => string> = {
    'a ] closes no gap; write \\] for a bracket': () => t`a ] closes no gap; write \\] for a bracket`,
    'a gap opens inside another; close it with ] first': () =>
      t`a gap opens inside another; close it with ] first`,
    'a gap [ is not closed with ]': () => t`a gap [ is not closed with ]`,
    'a gap touches another gap or an underscore; put a space between them': () =>
      t`a gap touches another gap or an underscore; put a space between them`,
  };
  return Object.hasOwn(known, message) ? (known[message]?.() ?? message) : message;
}
