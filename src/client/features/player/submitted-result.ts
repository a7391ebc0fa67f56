import type { AssignmentDetails } from '#domain/homework/schema';
import { defaultScoreTotal } from '#domain/progress/score-line';
import type { SubmitResult } from '../../api/student-homework';

/**
 * The total a student's score is shown over, on the result and in the review alike: the total the
 * teacher gave the homework (decision 009), 10 when there is none.
 */
export function shownTotalPoints(details: Pick<AssignmentDetails, 'totalPoints'>): number {
  return details.totalPoints > 0 ? Math.round(details.totalPoints) : defaultScoreTotal;
}

/**
 * What the homework list shows of a homework just submitted. Submit goes back to the list as the
 * specification has it; the result travels in the history entry's state, so it is shown on that
 * visit of the list only and never kept anywhere else.
 */
export interface SubmittedResult
  extends Pick<SubmitResult, 'score' | 'totalPoints' | 'percentage' | 'passed'> {
  homeworkId: number;
  title: string;
}

/** The history state that carries a result to the list. */
export function submittedState(result: SubmittedResult): { submitted: SubmittedResult } {
  return { submitted: result };
}

/** The result a history state carries, or null (any other state, or one from an older version). */
export function submittedFromState(state: unknown): SubmittedResult | null {
  if (typeof state !== 'object' || state === null || !('submitted' in state)) return null;
  const value = (state as { submitted: unknown }).submitted;
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  const numbers = ['homeworkId', 'score', 'totalPoints', 'percentage'].every(
    (key) => typeof r[key] === 'number',
  );
  if (!numbers || typeof r.title !== 'string' || typeof r.passed !== 'boolean') return null;
  return r as unknown as SubmittedResult;
}
