/** The total used in a score line when the homework gives no total points (teacher.md section 9). */
export const defaultScoreTotal = 10;

/** 'score/total (percent%)'; the total defaults to 10 and the percentage is rounded. */
export function formatScoreLine(
  score: number | null | undefined,
  totalPoints: number | null | undefined,
  percentage: number | null | undefined,
): string {
  const total = totalPoints ?? defaultScoreTotal;
  const shownScore = score ?? 0;
  const percent = percentage ?? (total > 0 ? (shownScore / total) * 100 : 0);
  return `${shownScore}/${total} (${Math.round(percent)}%)`;
}
