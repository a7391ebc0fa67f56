import { describe, expect, it } from 'vitest';
import { homeworkTotalPoints } from '#domain/homework/repair';
import { defaultScoreTotal, formatScoreLine, scoreLine, scoreTotal } from './score-line';

describe("score line 'score/total (percent%)'", () => {
  it('uses the default total 10 when no total points are given', () => {
    expect(defaultScoreTotal).toBe(10);
    expect(scoreTotal(null)).toBe(10);
    expect(scoreTotal(undefined)).toBe(10);
    expect(formatScoreLine(7, null, null)).toBe('7/10 (70%)');
  });

  it('keeps a given total, including 0, and ignores unusable ones', () => {
    expect(scoreTotal(50)).toBe(50);
    expect(scoreTotal(0)).toBe(0);
    expect(scoreTotal(Number.NaN)).toBe(10);
    expect(scoreTotal(-5)).toBe(10);
  });

  it('uses the given total and the stored percentage', () => {
    expect(formatScoreLine(45, 50, 90)).toBe('45/50 (90%)');
    expect(scoreLine(14, 16, 88)).toEqual({ score: 14, total: 16, percent: 88 });
  });

  it('rounds the percentage, computing it from score over total when none is stored', () => {
    expect(formatScoreLine(2, 3, null)).toBe('2/3 (67%)');
    expect(formatScoreLine(1, 3, 33.4)).toBe('1/3 (33%)');
  });

  it('shows a missing score as 0 and a zero total as 0%', () => {
    expect(formatScoreLine(null, 20, null)).toBe('0/20 (0%)');
    expect(formatScoreLine(0, 0, null)).toBe('0/0 (0%)');
  });
});

describe('homeworkTotalPoints: one total for every score line', () => {
  const tasks = [
    { id: 'a', type: 'binary_task', points: 10, correctAnswer: true },
    { id: 'b', type: 'binary_task', points: 20, correctAnswer: false },
  ];
  it('is the total the teacher gave', () => {
    expect(homeworkTotalPoints({ totalPoints: 100, tasks })).toBe(100);
  });
  it('without one, is the sum of the task points the percentage is computed over, never 10 beside it', () => {
    expect(homeworkTotalPoints({ tasks })).toBe(30);
    expect(formatScoreLine(24, homeworkTotalPoints({ tasks }), 80)).toBe('24/30 (80%)');
    expect(homeworkTotalPoints(JSON.stringify({ assignmentDetails: { tasks } }))).toBe(30);
  });
  it('is 10 when nothing gives a total above zero', () => {
    expect(homeworkTotalPoints({})).toBe(10);
    expect(
      homeworkTotalPoints({ totalPoints: 0, tasks: [{ id: 'z', type: 'binary_task', points: 0, correctAnswer: true }] }),
    ).toBe(10);
  });
});
