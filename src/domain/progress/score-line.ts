import { repairAssignmentDetails } from '#domain/homework/repair';

/** The total of a score line when nothing gives one. */
export const defaultScoreTotal = 10;

/**
 * The one total every screen shows for a homework's score: the total points the teacher gave;
 * without them, the sum of its task points, which is what every score and percentage is computed
 * over (so a line never reads '24/10 (80%)'); 10 only when neither gives a number above zero.
 * Takes the assignmentDetails as stored or as sent (a task's points survive key removal).
 */
export function homeworkTotalPoints(assignmentDetails: unknown): number {
  const total = Math.round(repairAssignmentDetails(assignmentDetails).totalPoints);
  return total > 0 ? total : defaultScoreTotal;
}

/** The three figures of a score line: score, total and rounded percentage. */
export interface ScoreLine {
  score: number;
  total: number;
  percent: number;
}

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** The total points a score line shows: the given total, or 10 when none (or no usable number) is given. */
export function scoreTotal(totalPoints: number | null | undefined): number {
  return finite(totalPoints) && totalPoints >= 0 ? totalPoints : defaultScoreTotal;
}

/**
 * Score, total (default 10) and rounded percentage of a score line; without a stored percentage it is the
 * score over the total (0 for a zero total).
 */
export function scoreLine(
  score: number | null | undefined,
  totalPoints: number | null | undefined,
  percentage: number | null | undefined,
): ScoreLine {
  const total = scoreTotal(totalPoints);
  const shownScore = finite(score) ? score : 0;
  const percent = finite(percentage) ? percentage : total > 0 ? (shownScore / total) * 100 : 0;
  return { score: shownScore, total, percent: Math.round(percent) };
}

/** 'score/total (percent%)' (teacher spec section 2); the total defaults to 10 and the percentage is rounded. */
export function formatScoreLine(
  score: number | null | undefined,
  totalPoints: number | null | undefined,
  percentage: number | null | undefined,
): string {
  const line = scoreLine(score, totalPoints, percentage);
  return `${line.score}/${line.total} (${line.percent}%)`;
}
