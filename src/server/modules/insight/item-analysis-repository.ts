import type { ItemAnalysis } from '#contract/insight';
import { analyseItems } from '#domain/insight/item-analysis';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { repairedDetails } from '../homework';
import { normaliseStoredResponse } from '../submissions';
import { ownedHomework } from '../teacher';

/**
 * The item analysis of one of the teacher's homework (404 otherwise), from the stored answers of
 * the students it is assigned to: two queries whatever the class size.
 */
export async function readItemAnalysis(
  db: Kysely<Database>,
  teacherId: number,
  homeworkId: number,
): Promise<ItemAnalysis> {
  const homework = await ownedHomework(db, teacherId, homeworkId);
  const assigned = await db
    .selectFrom('assignments')
    .innerJoin('students', 'students.id', 'assignments.studentId')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('assignments.homeworkId', '=', homeworkId)
    .where('students.teacherId', '=', teacherId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('taskResponses')
    .innerJoin('submissions', 'submissions.id', 'taskResponses.submissionId')
    .innerJoin('assignments', (join) =>
      join
        .onRef('assignments.homeworkId', '=', 'submissions.homeworkId')
        .onRef('assignments.studentId', '=', 'submissions.studentId'),
    )
    .select(['taskResponses.taskId', 'taskResponses.response'])
    .where('submissions.homeworkId', '=', homeworkId)
    .execute();
  const responses = rows.flatMap((row) => {
    const response = normaliseStoredResponse(row.taskId, row.response);
    return response ? [response] : [];
  });
  const count = Number(assigned.count);
  return {
    homework: { id: homework.id, title: homework.title },
    assigned: count,
    tasks: analyseItems(repairedDetails(homework).tasks, count, responses),
  };
}
