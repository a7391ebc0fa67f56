const wholeNonNegative = (n: number): number => (Number.isFinite(n) ? Math.max(0, Math.floor(n)) : 0);

/** Progress page duration: 'Nm' under 60 minutes, otherwise 'Xh Ym' or 'Xh'. */
export function formatProgressMinutes(minutes: number): string {
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (total < 60) return `${total}m`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** Homework review time: 'Nm Ss', or 'N/A' when unknown. */
export function formatReviewTime(seconds: number | null | undefined): string {
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  const total = Math.floor(seconds);
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}

/** Teacher-side time: '{m}m {s}s' (teacher spec section 9). */
export function formatTeacherTime(seconds: number): string {
  const total = wholeNonNegative(seconds);
  return `${Math.floor(total / 60)}m ${total % 60}s`;
}

/** Replay clock: 'm:ss' from milliseconds (teacher spec section 9). */
export function formatClock(ms: number): string {
  const total = wholeNonNegative(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
