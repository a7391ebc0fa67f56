import type { ProgressHistory } from '#contract/insight';
import { taskMaxScore } from '#domain/tasks/engine';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { repairedDetails } from '../homework';
import { normaliseStoredResponse } from '../submissions';

/**
 * One student's completed homework in submission order and their average share of points per task
 * type, from the stored answers: two queries however much homework there is.
 */
export async function readProgressHistory(db: Kysely<Database>, studentId: number): Promise<ProgressHistory> {
  const submissions = await db
    .selectFrom('submissions')
    .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
    .select([
      'submissions.id',
      'submissions.homeworkId',
      'submissions.score',
      'submissions.percentage',
      'submissions.submissionDate',
      'homework.title',
      'homework.assignmentDetails',
    ])
    .where('submissions.studentId', '=', studentId)
    .where('submissions.isCompleted', '=', 1)
    .where('homework.deletedAt', 'is', null)
    .orderBy('submissions.submissionDate')
    .orderBy('submissions.id')
    .execute();
  const responses =
    submissions.length === 0
      ? []
      : await db
          .selectFrom('taskResponses')
          .select(['submissionId', 'taskId', 'response'])
          .where(
            'submissionId',
            'in',
            submissions.map((s) => s.id),
          )
          .execute();

  const tasksBySubmission = new Map(
    submissions.map((s) => [s.id, new Map(repairedDetails(s).tasks.map((task) => [task.id, task]))]),
  );
  const totals = new Map<string, { tasks: number; share: number }>();
  for (const row of responses) {
    const task = tasksBySubmission.get(row.submissionId)?.get(row.taskId);
    const response = normaliseStoredResponse(row.taskId, row.response);
    if (!task || !response) continue;
    const max = taskMaxScore(task);
    if (max <= 0) continue;
    const entry = totals.get(task.type) ?? { tasks: 0, share: 0 };
    entry.tasks += 1;
    entry.share += Math.min(1, response.score / max);
    totals.set(task.type, entry);
  }
  return {
    points: submissions.map((s) => ({
      homeworkId: s.homeworkId,
      title: s.title,
      submittedAt: s.submissionDate ?? '',
      score: s.score,
      percentage: s.percentage,
    })),
    byType: [...totals].map(([type, entry]) => ({
      type,
      tasks: entry.tasks,
      averagePercent: Math.round((entry.share / entry.tasks) * 100),
    })),
  };
}
