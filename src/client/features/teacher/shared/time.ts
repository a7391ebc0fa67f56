/** Seconds as the teacher side writes times: '{m}m {s}s' (teacher.md section 9). */
export function formatSeconds(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return 'N/A';
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

/** Milliseconds (tracking data) in the teacher's '{m}m {s}s' form. */
export function formatMilliseconds(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? 'N/A' : formatSeconds(ms / 1000);
}

/** Engagement minutes (the progress summary) in the teacher's '{m}m {s}s' form. */
export function formatEngagementTime(minutes: number): string {
  return formatSeconds(minutes * 60);
}
