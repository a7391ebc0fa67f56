import type { ProgressSummary } from '#contract/common';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { visibleHomeworkQuery } from './access';

/** One visible homework's submission facts, as the summary needs them. */
export type ProgressRow = { isCompleted: boolean; percentage: number | null; timeSpent: number | null };

/**
 * The progress summary over the student's visible homework: averageScore is the rounded mean percentage
 * of completed submissions, pending the visible homework not completed, totalEngagementTime the rounded
 * minutes of time spent on completed submissions.
 */
export function summariseProgress(rows: readonly ProgressRow[]): ProgressSummary {
  const completed = rows.filter((row) => row.isCompleted);
  const percentages = completed.map((row) => row.percentage ?? 0);
  const seconds = completed.reduce((sum, row) => sum + (row.timeSpent ?? 0), 0);
  return {
    averageScore:
      percentages.length === 0 ? 0 : Math.round(percentages.reduce((a, b) => a + b, 0) / percentages.length),
    completedAssignments: completed.length,
    pendingAssignments: rows.length - completed.length,
    totalAssignments: rows.length,
    totalEngagementTime: Math.round(seconds / 60),
  };
}

/** The signed-in student's progress summary (GET /api/student/progress). */
export async function studentProgress(db: Kysely<Database>, studentId: number): Promise<ProgressSummary> {
  const rows = await visibleHomeworkQuery(db, studentId)
    .leftJoin('submissions', (join) =>
      join.onRef('submissions.homeworkId', '=', 'homework.id').on('submissions.studentId', '=', studentId),
    )
    .clearSelect()
    .select(['submissions.isCompleted', 'submissions.percentage', 'submissions.timeSpent'])
    .execute();
  return summariseProgress(
    rows.map((row) => ({
      isCompleted: row.isCompleted === null ? false : toBool(row.isCompleted),
      percentage: row.percentage,
      timeSpent: row.timeSpent,
    })),
  );
}
