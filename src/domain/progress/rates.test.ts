import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { averageMinutesPerAssignment, completionRate } from './rates';
import { progressStats } from './stats';

describe('progress page rates (student spec section 2, Performance Overview and Study Statistics)', () => {
  it('Completion Rate is the rounded share of completed assignments', () => {
    expect(completionRate(1, 3)).toBe(33);
    expect(completionRate(2, 3)).toBe(67);
    expect(completionRate(4, 4)).toBe(100);
  });

  it('Average per Assignment is rounded minutes per completed assignment', () => {
    expect(averageMinutesPerAssignment(100, 3)).toBe(33);
    expect(averageMinutesPerAssignment(25, 2)).toBe(13);
  });

  it('both are 0 when nothing is assigned or completed', () => {
    expect(completionRate(0, 0)).toBe(0);
    expect(completionRate(0, 2)).toBe(0);
    expect(averageMinutesPerAssignment(0, 0)).toBe(0);
    expect(averageMinutesPerAssignment(40, 0)).toBe(0);
  });

  it('agrees with progressStats on any list of homework', () => {
    const item = fc.record({
      isCompleted: fc.boolean(),
      percentage: fc.integer({ min: 0, max: 100 }),
      timeSpentSeconds: fc.integer({ min: 0, max: 20_000 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const stats = progressStats(items);
        expect(completionRate(stats.completedAssignments, stats.totalAssignments)).toBe(stats.completionRate);
        expect(averageMinutesPerAssignment(stats.totalEngagementTime, stats.completedAssignments)).toBe(
          stats.averageMinutesPerAssignment,
        );
      }),
    );
  });
});
