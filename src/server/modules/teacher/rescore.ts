import { normaliseTaskResponses } from '#domain/submissions/responses';
import { rescoreSubmission } from '#domain/submissions/rescore';
import { repairedDetails } from '../homework/stored-details';

/** Totals a teacher's "mark completed" stores when the submission has none. */
export type RescoredTotals = { score: number; percentage: number; passed: boolean; timeSpentSeconds: number };

/** Re-scores the recorded task responses against the stored homework with the domain engines. */
export function rescoredTotals(storedDetails: string, responses: readonly unknown[]): RescoredTotals {
  const details = repairedDetails({ assignmentDetails: storedDetails });
  const normalised = normaliseTaskResponses(responses);
  const rescored = rescoreSubmission(details, normalised);
  const timeSpentMs = normalised.reduce((sum, response) => sum + response.timeSpent, 0);
  return {
    score: Math.round(rescored.totalScore),
    percentage: rescored.percentage,
    passed: rescored.passed,
    timeSpentSeconds: Math.floor(timeSpentMs / 1000),
  };
}
