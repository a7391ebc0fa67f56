import { describe, expect, it } from 'vitest';
import { formatClock, formatProgressMinutes, formatReviewTime, formatTeacherTime } from './durations';

describe('durations (spec section 9, teacher spec section 9)', () => {
  it("progress page: 'Nm' under 60 minutes, otherwise 'Xh Ym' or 'Xh'", () => {
    expect(formatProgressMinutes(0)).toBe('0m');
    expect(formatProgressMinutes(59)).toBe('59m');
    expect(formatProgressMinutes(60)).toBe('1h');
    expect(formatProgressMinutes(135)).toBe('2h 15m');
    expect(formatProgressMinutes(Number.NaN)).toBe('0m');
  });

  it("homework review time: 'Nm Ss' or 'N/A'", () => {
    expect(formatReviewTime(125)).toBe('2m 5s');
    expect(formatReviewTime(0)).toBe('0m 0s');
    expect(formatReviewTime(null)).toBe('N/A');
    expect(formatReviewTime(undefined)).toBe('N/A');
    expect(formatReviewTime(-1)).toBe('N/A');
  });

  it("teacher time: '{m}m {s}s'", () => {
    expect(formatTeacherTime(61.7)).toBe('1m 1s');
    expect(formatTeacherTime(-5)).toBe('0m 0s');
  });

  it("replay clock: 'm:ss'", () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65_400)).toBe('1:05');
    expect(formatClock(600_000)).toBe('10:00');
  });
});
