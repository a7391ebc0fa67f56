import { formatTeacherTime } from '#domain/format/durations';

/** Seconds in the teacher's '{m}m {s}s' form, or 'N/A' when unknown. */
export function formatSeconds(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined || !Number.isFinite(seconds)
    ? 'N/A'
    : formatTeacherTime(seconds);
}

/** Milliseconds (tracking data) in the teacher's '{m}m {s}s' form. */
export function formatMilliseconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? 'N/A' : formatSeconds(ms / 1000);
}

/** Engagement minutes (the progress summary) in the teacher's '{m}m {s}s' form. */
export function formatEngagementTime(minutes: number): string {
  return formatTeacherTime(minutes * 60);
}
