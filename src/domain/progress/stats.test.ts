import { describe, expect, it } from 'vitest';
import { progressStats } from './stats';

describe('student progress figures (spec section 2, progress page)', () => {
  it('averages the percentages of completed homework, counts pending and totals time in minutes', () => {
    expect(
      progressStats([
        { isCompleted: true, percentage: 80, timeSpentSeconds: 600 },
        { isCompleted: true, percentage: 65, timeSpentSeconds: 330 },
        { isCompleted: false, percentage: 100, timeSpentSeconds: 90 },
      ]),
    ).toEqual({
      averageScore: 73,
      completedAssignments: 2,
      pendingAssignments: 1,
      totalAssignments: 3,
      totalEngagementTime: 17,
      averageMinutesPerAssignment: 9,
      completionRate: 67,
    });
  });

  it('is all zeros with no homework, and ignores missing or invalid numbers', () => {
    expect(progressStats([])).toMatchObject({
      averageScore: 0,
      completionRate: 0,
      averageMinutesPerAssignment: 0,
    });
    expect(
      progressStats([{ isCompleted: true, percentage: null, timeSpentSeconds: Number.NaN }]),
    ).toMatchObject({
      averageScore: 0,
      totalEngagementTime: 0,
      completionRate: 100,
    });
  });
});
