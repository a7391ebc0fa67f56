import type { AssignmentDetails } from '#domain/homework/schema';
import type { TaskResponse } from './response-types';
import { latestResponseByTask } from './responses';
import { wholeSecondsBetween } from '#domain/time';

/** The totals of a submission. */
export interface SubmissionTotals {
  totalScore: number;
  /** Rounded total score over the sum of task points, times 100; 0 when the sum is 0. */
  percentage: number;
  /** Total score at least passingScore. */
  passed: boolean;
  /** Whole seconds from startTime to endTime. */
  totalTimeSpent: number;
}

/** The rounded percentage of a score over the sum of task points; 0 when that sum is 0. */
export function scorePercentage(totalScore: number, summedPoints: number): number {
  return summedPoints > 0 ? Math.round((totalScore / summedPoints) * 100) : 0;
}

/** Totals of the responses to this homework's tasks (the last response per task counts; others are ignored). */
export function submissionTotals(
  details: AssignmentDetails,
  responses: readonly TaskResponse[],
  startTime: string | number | Date | null | undefined,
  endTime: string | number | Date | null | undefined,
): SubmissionTotals {
  const latest = latestResponseByTask(responses);
  const totalScore = details.tasks.reduce((sum, task) => sum + (latest.get(task.id)?.score ?? 0), 0);
  const summedPoints = details.tasks.reduce((sum, task) => sum + task.points, 0);
  return {
    totalScore,
    percentage: scorePercentage(totalScore, summedPoints),
    passed: totalScore >= (details.passingScore ?? 0),
    totalTimeSpent: wholeSecondsBetween(startTime, endTime),
  };
}
