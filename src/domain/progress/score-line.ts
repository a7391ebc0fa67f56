/** The total of a score line when nothing gives one. */
export const defaultScoreTotal = 10;

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
