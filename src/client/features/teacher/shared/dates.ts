import { t } from '@lingui/core/macro';
import { format, isValid, parseISO } from 'date-fns';
import { formatDay as formatDayIn } from '../../../i18n/format';
import { currentLocale } from '../../../i18n/locale';

/**
 * A calendar date in the current language ('MMM d, yyyy' in English, "2026年11月3日" in Chinese), or
 * the fallback when missing or unreadable.
 */
export function formatDay(iso: string | null | undefined, fallback?: string): string {
  return formatDayIn(iso, fallback ?? t`N/A`);
}

/**
 * A date with its time: 'MMM d, yyyy h:mm a' in English (the teacher's screens' form), the
 * language's own form elsewhere ("2026年11月3日 下午2:05"); the fallback when missing or unreadable.
 */
export function formatDayTime(iso: string | null | undefined, fallback?: string): string {
  const date = iso ? parseISO(iso) : null;
  if (!date || !isValid(date)) return fallback ?? t`N/A`;
  const locale = currentLocale();
  if (locale === 'en') return format(date, 'MMM d, yyyy h:mm a');
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}
