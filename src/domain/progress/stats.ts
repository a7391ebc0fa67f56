import { averageMinutesPerAssignment, completionRate } from './rates';
/** One homework as the progress page counts it. */
export interface ProgressItem {
  isCompleted: boolean;
  /** Percentage of a completed submission; ignored when not completed. */
  percentage?: number | null;
  /** Time spent in seconds. */
  timeSpentSeconds?: number | null;
}

/** The student progress page figures. */
export interface ProgressStats {
  averageScore: number;
  completedAssignments: number;
  pendingAssignments: number;
  totalAssignments: number;
  /** Minutes, rounded. */
  totalEngagementTime: number;
  averageMinutesPerAssignment: number;
  /** Rounded percentage of assignments completed. */
  completionRate: number;
}

const finiteOrZero = (n: number | null | undefined): number =>
  typeof n === 'number' && Number.isFinite(n) ? n : 0;

/** Progress figures: average is the rounded mean percentage of completed homework; time in rounded minutes. */
export function progressStats(items: readonly ProgressItem[]): ProgressStats {
  const completed = items.filter((item) => item.isCompleted);
  const totalSeconds = items.reduce((sum, item) => sum + Math.max(0, finiteOrZero(item.timeSpentSeconds)), 0);
  const percentSum = completed.reduce((sum, item) => sum + finiteOrZero(item.percentage), 0);
  const totalEngagementTime = Math.round(totalSeconds / 60);
  return {
    averageScore: completed.length > 0 ? Math.round(percentSum / completed.length) : 0,
    completedAssignments: completed.length,
    pendingAssignments: items.length - completed.length,
    totalAssignments: items.length,
    totalEngagementTime,
    averageMinutesPerAssignment: averageMinutesPerAssignment(totalEngagementTime, completed.length),
    completionRate: completionRate(completed.length, items.length),
  };
}
