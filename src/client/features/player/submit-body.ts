import type { SubmitBody } from '#contract/student';
import type { AssignmentDetails } from '#domain/homework/schema';
import { submissionTotals } from '#domain/submissions/totals';
import { type RecordingStore, trackingWithin, UPLOAD_TRACKING_BYTES } from '../../tracking/recording-store';
import { fetchLatestResponses } from './load-session';

/**
 * Builds the submit payload: everything waiting is sent first (a failure stops the submit, so
 * nothing answered is left behind), then the server's record is submitted as it stands, with the
 * domain's totals and the recording thinned to what an upload may carry.
 */
export async function buildSubmitBody({
  homeworkId,
  details,
  startTime,
  tracking,
  flush,
  lastError,
}: {
  homeworkId: number;
  details: AssignmentDetails;
  startTime: string;
  tracking?: RecordingStore;
  /** Sends what waits in the outbox; true when nothing waits afterwards. */
  flush: () => Promise<boolean>;
  /** Why the last send failed. */
  lastError: () => unknown;
}): Promise<SubmitBody> {
  if (!(await flush())) throw lastError() ?? new Error('Failed to submit homework');
  const latest = await fetchLatestResponses(homeworkId);
  const submitted = details.tasks.flatMap((task) => {
    const response = latest.get(task.id);
    return response ? [response] : [];
  });
  const endTime = new Date().toISOString();
  const totals = submissionTotals(details, submitted, startTime, endTime);
  return {
    startTime,
    endTime,
    totalTimeSpent: totals.totalTimeSpent,
    tasks: submitted.map((response) => ({ ...response })),
    totalScore: totals.totalScore,
    percentage: totals.percentage,
    passed: totals.passed,
    ...(tracking
      ? {
          trackingData: trackingWithin(
            tracking,
            details.tasks.map((t) => t.id),
            UPLOAD_TRACKING_BYTES,
          ),
        }
      : {}),
  };
}
