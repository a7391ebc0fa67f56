import { format, isValid, parseISO } from 'date-fns';

/** A calendar date as 'MMM d, yyyy', or the fallback when missing or unreadable. */
export function formatDay(iso: string | null | undefined, fallback = 'N/A'): string {
  if (!iso) return fallback;
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'MMM d, yyyy') : fallback;
}
