import { progressStats } from '#domain/progress/stats';
import { describe, expect, it } from 'vitest';
import { progressFigures } from './progress-figures';

const summary = (completed: number, total: number, minutes: number) => ({
  averageScore: 80,
  completedAssignments: completed,
  pendingAssignments: total - completed,
  totalAssignments: total,
  totalEngagementTime: minutes,
});

describe('progressFigures', () => {
  it('gives the Completion Rate as the rounded share of completed assignments', () => {
    expect(progressFigures(summary(1, 3, 10)).completionRate).toBe(33);
    expect(progressFigures(summary(2, 3, 10)).completionRate).toBe(67);
  });

  it('gives Average per Assignment as rounded minutes per completed assignment', () => {
    expect(progressFigures(summary(3, 4, 100)).averageMinutesPerAssignment).toBe(33);
  });

  it('answers 0 for both when nothing is assigned or completed', () => {
    expect(progressFigures(summary(0, 0, 0))).toEqual({ completionRate: 0, averageMinutesPerAssignment: 0 });
    expect(progressFigures(summary(0, 2, 0))).toEqual({ completionRate: 0, averageMinutesPerAssignment: 0 });
  });

  it('agrees with the domain progressStats on the same homework', () => {
    const items = [
      { isCompleted: true, percentage: 90, timeSpentSeconds: 600 },
      { isCompleted: true, percentage: 70, timeSpentSeconds: 1500 },
      { isCompleted: false },
    ];
    const stats = progressStats(items);
    expect(progressFigures(stats)).toEqual({
      completionRate: stats.completionRate,
      averageMinutesPerAssignment: stats.averageMinutesPerAssignment,
    });
  });
});
