import { format, isValid, parseISO } from 'date-fns';
import { currentLocale } from './locale';

/**
 * Dates and numbers in the current language. English keeps the specification's formats exactly
 * ('MMM d, yyyy': "Nov 3, 2026"); Chinese uses the browser's own (Intl) forms ("2026年11月3日").
 */

/** A calendar date, or the fallback when missing or unreadable. */
export function formatDay(iso: string | Date | null | undefined, fallback: string): string {
  if (!iso) return fallback;
  const date = typeof iso === 'string' ? parseISO(iso) : iso;
  if (!isValid(date)) return fallback;
  const locale = currentLocale();
  if (locale === 'en') return format(date, 'MMM d, yyyy');
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** A date with its time ("Nov 3, 2026, 14:05" / "2026年11月3日 14:05"). */
export function formatDayTime(date: Date): string {
  const locale = currentLocale();
  if (locale === 'en') return format(date, 'MMM d, yyyy, HH:mm');
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/** A number with the language's grouping ("1,234"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(currentLocale(), options).format(value);
}
