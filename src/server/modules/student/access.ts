import type { Kysely } from 'kysely';
import type { Database, LessonReportRow } from '../../db/schema';
import { notFound } from '../../plugins/http-errors';

// Which homework a student may see is the homework module's (modules/homework/visibility.ts);
// what is left here is the student's reach into lesson reports.

/** The one answer for a missing report and for another student's report. */
export const lessonReportNotFound = () => notFound('Lesson report not found');

/** The student's own lesson report, else 404 exactly as for a missing one. */
export async function ownLessonReport(
  db: Kysely<Database>,
  studentId: number,
  reportId: number,
): Promise<LessonReportRow> {
  const report = await db
    .selectFrom('lessonReports')
    .selectAll()
    .where('id', '=', reportId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  if (!report) throw lessonReportNotFound();
  return report;
}
