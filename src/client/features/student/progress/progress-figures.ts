import type { ProgressSummary } from '#contract/common';

/** The figures the progress page derives from the server's summary. */
export interface ProgressFigures {
  /** Rounded percentage of assignments completed (the Completion Rate bar). */
  completionRate: number;
  /** Rounded minutes per completed assignment (Average per Assignment). */
  averageMinutesPerAssignment: number;
}

/**
 * Completion rate and time per completed assignment from the summary, with the same definitions as the
 * domain's progressStats: 0 when there is nothing to divide by.
 */
export function progressFigures(summary: ProgressSummary): ProgressFigures {
  const { completedAssignments, totalAssignments, totalEngagementTime } = summary;
  return {
    completionRate: totalAssignments > 0 ? Math.round((completedAssignments / totalAssignments) * 100) : 0,
    averageMinutesPerAssignment:
      completedAssignments > 0 ? Math.round(totalEngagementTime / completedAssignments) : 0,
  };
}
