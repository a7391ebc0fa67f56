import type { Submission } from '#contract/common';
import type { Kysely } from 'kysely';
import type { Database, HomeworkRow } from '../../db/schema';
import { type ResponseRow, toSubmission } from '../submissions/view';
import { repairedDetails } from '../homework/stored-details';

/** Task ids of the (repaired) homework in task order. */
export function taskOrderOf(homework: Pick<HomeworkRow, 'assignmentDetails'>): string[] {
  return repairedDetails(homework).tasks.map((task) => task.id);
}

/** Reads the task responses of some submissions, with or without their tracking. */
async function readResponses(
  db: Kysely<Database>,
  submissionIds: readonly number[],
  withTracking: boolean,
): Promise<Array<ResponseRow & { submissionId: number }>> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom('taskResponses')
    .select(['submissionId', 'taskId', 'response', 'updatedAt'])
    .$if(withTracking, (q) => q.select('tracking'))
    .where('submissionId', 'in', submissionIds)
    .execute();
  return rows.map((row) => ({ ...row, tracking: 'tracking' in row ? (row.tracking ?? null) : null }));
}

/** The student's submissions to these homework, keyed by homework id. */
export async function submissionsByHomework(
  db: Kysely<Database>,
  studentId: number,
  homework: readonly Pick<HomeworkRow, 'id' | 'assignmentDetails'>[],
  options: { withTracking: boolean },
): Promise<Map<number, Submission>> {
  const result = new Map<number, Submission>();
  if (homework.length === 0) return result;
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('studentId', '=', studentId)
    .where(
      'homeworkId',
      'in',
      homework.map((h) => h.id),
    )
    .execute();
  const responses = await readResponses(
    db,
    rows.map((row) => row.id),
    options.withTracking,
  );
  const bySubmission = new Map<number, ResponseRow[]>();
  for (const response of responses) {
    const list = bySubmission.get(response.submissionId);
    if (list) list.push(response);
    else bySubmission.set(response.submissionId, [response]);
  }
  const homeworkById = new Map(homework.map((h) => [h.id, h]));
  for (const row of rows) {
    const owner = homeworkById.get(row.homeworkId);
    if (!owner) continue;
    result.set(
      row.homeworkId,
      toSubmission(row, bySubmission.get(row.id) ?? [], taskOrderOf(owner), {
        withTracking: options.withTracking,
        forStudent: true,
      }),
    );
  }
  return result;
}

/** The student's submission to one homework with tracking data, or null when there is none. */
export async function readSubmission(
  db: Kysely<Database>,
  studentId: number,
  homework: Pick<HomeworkRow, 'id' | 'assignmentDetails'>,
): Promise<Submission | null> {
  const map = await submissionsByHomework(db, studentId, [homework], { withTracking: true });
  return map.get(homework.id) ?? null;
}
