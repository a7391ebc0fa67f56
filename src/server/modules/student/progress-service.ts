import type { ProgressSummary } from '#contract/common';
import { progressStats } from '#domain/progress/stats';
import type { Kysely } from 'kysely';
import { toBool } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { visibleHomeworkQuery } from '../homework';

/**
 * The signed-in student's progress summary (GET /api/student/progress) over their visible homework:
 * averageScore is the rounded mean percentage of completed submissions, pending the visible homework
 * not completed, totalEngagementTime the rounded minutes of time spent (set when a homework is submitted).
 */
export async function studentProgress(db: Kysely<Database>, studentId: number): Promise<ProgressSummary> {
  const rows = await visibleHomeworkQuery(db, studentId)
    .leftJoin('submissions', (join) =>
      join.onRef('submissions.homeworkId', '=', 'homework.id').on('submissions.studentId', '=', studentId),
    )
    .clearSelect()
    .select(['submissions.isCompleted', 'submissions.percentage', 'submissions.timeSpent'])
    .execute();
  const stats = progressStats(
    rows.map((row) => ({
      isCompleted: row.isCompleted === null ? false : toBool(row.isCompleted),
      percentage: row.percentage,
      timeSpentSeconds: row.timeSpent,
    })),
  );
  return {
    averageScore: stats.averageScore,
    completedAssignments: stats.completedAssignments,
    pendingAssignments: stats.pendingAssignments,
    totalAssignments: stats.totalAssignments,
    totalEngagementTime: stats.totalEngagementTime,
  };
}
