import type { ProgressSummary } from '#contract/common';

/** What a student's progress summary is computed from. */
export type ProgressInput = {
  /** Not-deleted homework assigned to the student. */
  assignmentCount: number;
  submissions: { isCompleted: boolean; percentage: number | null; timeSpentSeconds: number | null }[];
};

/**
 * The progress summary: average of the completed submissions' percentages
 * (rounded), completed and pending counts, and the total time in whole minutes (rounded).
 */
export function progressFromSubmissions(input: ProgressInput): ProgressSummary {
  const completed = input.submissions.filter((s) => s.isCompleted);
  const scored = completed.filter((s) => s.percentage !== null);
  const averageScore =
    scored.length > 0
      ? Math.round(scored.reduce((sum, s) => sum + (s.percentage ?? 0), 0) / scored.length)
      : 0;
  const seconds = input.submissions.reduce((sum, s) => sum + (s.timeSpentSeconds ?? 0), 0);
  return {
    averageScore,
    completedAssignments: completed.length,
    pendingAssignments: Math.max(0, input.assignmentCount - completed.length),
    totalAssignments: input.assignmentCount,
    totalEngagementTime: Math.round(seconds / 60),
  };
}
