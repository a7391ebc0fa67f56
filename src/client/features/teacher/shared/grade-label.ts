import { t } from '@lingui/core/macro';

/**
 * A grade as the screens show it, in the current language. A student's grade is stored as the
 * form's English value ('Grade 7'), which the API and the CSV keep; on screen it is 'Grade 7' in
 * English and "7年级" in Chinese. Anything else is shown as it is.
 */
export function gradeLabel(grade: string): string {
  const number = /^Grade (\d+)$/.exec(grade)?.[1];
  return number === undefined ? grade : t`Grade ${number}`;
}
