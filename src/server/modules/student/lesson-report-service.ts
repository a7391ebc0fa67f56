import type { LessonReport } from '#contract/common';
import type { Kysely } from 'kysely';
import { inTransaction, nowIso } from '../../db/helpers';
import type { Database, LessonReportRow } from '../../db/schema';
import { recordActivity } from '../activity';
import type { StudentIdentity } from '../../plugins/auth-guards';
import { lessonReportNotFound, ownLessonReport } from './access';

/** A lesson report row as the student sees it. */
export function toLessonReport(row: LessonReportRow): LessonReport {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    datePosted: row.datePosted,
    assignment: {
      assignedAt: row.assignedAt,
      firstOpenedTimestamp: row.firstOpenedAt,
      lastOpenedTimestamp: row.lastOpenedAt,
      openCount: row.openCount,
    },
  };
}

/** The student's own lesson reports, newest posted first. */
export async function listLessonReports(db: Kysely<Database>, studentId: number): Promise<LessonReport[]> {
  const rows = await db
    .selectFrom('lessonReports')
    .selectAll()
    .where('studentId', '=', studentId)
    .orderBy('datePosted', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toLessonReport);
}

/** One of the student's own lesson reports, or 404. */
export async function getLessonReport(
  db: Kysely<Database>,
  studentId: number,
  reportId: number,
): Promise<LessonReport> {
  return toLessonReport(await ownLessonReport(db, studentId, reportId));
}

/**
 * Records that the student opened a report: open count + 1, first opened time if none yet, last opened
 * time now, and a lesson_open activity, in one transaction. Answers the updated report.
 */
export async function viewLessonReport(
  db: Kysely<Database>,
  student: StudentIdentity,
  reportId: number,
): Promise<LessonReport> {
  const now = nowIso();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('lessonReports')
      .set((eb) => ({
        openCount: eb('openCount', '+', 1),
        firstOpenedAt: eb.fn.coalesce('firstOpenedAt', eb.val(now)),
        lastOpenedAt: now,
      }))
      .where('id', '=', reportId)
      .where('studentId', '=', student.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw lessonReportNotFound();
    await recordActivity(trx, {
      teacherId: student.teacherId,
      studentId: student.id,
      studentUsername: student.username,
      type: 'lesson_open',
      targetId: row.id,
      targetTitle: row.title,
    });
    return toLessonReport(row);
  });
}
