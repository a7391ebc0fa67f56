import { describe, expect, it } from 'vitest';
import { formatScoreLine } from './score-line';

describe("score line 'score/total (percent%)' (teacher.md sections 2 and 9)", () => {
  it('uses the default total 10 when no total points are given', () => {
    expect(formatScoreLine(7, null, null)).toBe('7/10 (70%)');
  });

  it('uses the given total and the given percentage', () => {
    expect(formatScoreLine(45, 50, 90)).toBe('45/50 (90%)');
  });

  it('rounds the percentage', () => {
    expect(formatScoreLine(2, 3, null)).toBe('2/3 (67%)');
    expect(formatScoreLine(1, 3, 33.4)).toBe('1/3 (33%)');
  });
});
