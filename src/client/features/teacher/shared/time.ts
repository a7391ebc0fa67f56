import { t } from '@lingui/core/macro';

/**
 * Seconds in the teacher's '{m}m {s}s' form (teacher spec section 9) in English, "{m}分{s}秒" in
 * Chinese; 'N/A' when unknown.
 */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return t`N/A`;
  const total = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return t`${minutes}m ${rest}s`;
}

/** Milliseconds (tracking data) in the teacher's '{m}m {s}s' form. */
export function formatMilliseconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? t`N/A` : formatSeconds(ms / 1000);
}

/** Engagement minutes (the progress summary) in the teacher's '{m}m {s}s' form. */
export function formatEngagementTime(minutes: number): string {
  return formatSeconds(Number.isFinite(minutes) ? minutes * 60 : 0);
}
