import { t } from '@lingui/core/macro';
import { formatDay as formatDayIn } from '../../../i18n/format';

/**
 * A calendar date in the current language ('MMM d, yyyy' in English, "2026年11月3日" in Chinese),
 * or the fallback when missing or unreadable.
 */
export function formatDay(iso: string | null | undefined, fallback?: string): string {
  return formatDayIn(iso, fallback ?? t`N/A`);
}
