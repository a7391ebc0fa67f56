import type { ClassOverview } from '#contract/insight';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A week, in milliseconds: "this week" for the passing-mark list means the last 7 days. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * What the teacher dashboard flags, in four queries whatever the class size: who has not opened
 * the newest homework (no open recorded and no answer saved), who has homework past due and not
 * submitted, and who submitted under the passing score in the last 7 days. Only the teacher's
 * own students and homework count.
 */
export async function readClassOverview(
  db: Kysely<Database>,
  teacherId: number,
  now: Date,
): Promise<ClassOverview> {
  const newest = await db
    .selectFrom('homework')
    .select(['id', 'title'])
    .where('teacherId', '=', teacherId)
    .where('deletedAt', 'is', null)
    .where('hidden', '=', 0)
    .orderBy('assignedDate', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();

  const notOpened = newest
    ? await db
        .selectFrom('assignments')
        .innerJoin('students', 'students.id', 'assignments.studentId')
        .select(['students.username', 'students.firstName', 'students.lastName'])
        .where('assignments.homeworkId', '=', newest.id)
        .where('students.teacherId', '=', teacherId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('activities')
                .select('activities.id')
                .whereRef('activities.studentId', '=', 'students.id')
                .where('activities.type', '=', 'homework_open')
                .where('activities.targetId', '=', newest.id),
            ),
          ),
        )
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('submissions')
                .select('submissions.id')
                .whereRef('submissions.studentId', '=', 'students.id')
                .where('submissions.homeworkId', '=', newest.id),
            ),
          ),
        )
        .orderBy('students.lastName')
        .orderBy('students.firstName')
        .execute()
    : [];

  const overdueRows = await db
    .selectFrom('assignments')
    .innerJoin('homework', 'homework.id', 'assignments.homeworkId')
    .innerJoin('students', 'students.id', 'assignments.studentId')
    .leftJoin('submissions', (join) =>
      join
        .onRef('submissions.homeworkId', '=', 'assignments.homeworkId')
        .onRef('submissions.studentId', '=', 'assignments.studentId'),
    )
    .select(['students.username', 'students.firstName', 'students.lastName'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('homework.teacherId', '=', teacherId)
    .where('homework.deletedAt', 'is', null)
    .where('homework.hidden', '=', 0)
    .where('homework.dueDate', 'is not', null)
    .where('homework.dueDate', '<', now.toISOString())
    .where((eb) => eb.or([eb('submissions.isCompleted', 'is', null), eb('submissions.isCompleted', '=', 0)]))
    .groupBy(['students.id', 'students.username', 'students.firstName', 'students.lastName'])
    .orderBy('students.lastName')
    .orderBy('students.firstName')
    .execute();

  const belowPassing = await db
    .selectFrom('submissions')
    .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
    .innerJoin('students', 'students.id', 'submissions.studentId')
    .select([
      'students.username',
      'students.firstName',
      'students.lastName',
      'homework.title as homeworkTitle',
      'submissions.percentage',
    ])
    .where('homework.teacherId', '=', teacherId)
    .where('homework.deletedAt', 'is', null)
    .where('submissions.isCompleted', '=', 1)
    .where('submissions.passed', '=', 0)
    .where('submissions.submissionDate', '>=', new Date(now.getTime() - WEEK_MS).toISOString())
    .orderBy('submissions.submissionDate', 'desc')
    .execute();

  return {
    newestHomework: newest ?? null,
    notOpened,
    overdue: overdueRows.map((row) => ({ ...row, count: Number(row.count) })),
    belowPassing,
  };
}
