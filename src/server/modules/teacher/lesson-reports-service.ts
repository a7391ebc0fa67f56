import type { Kysely } from 'kysely';
import type { TeacherLessonReport } from '#contract/teacher';
import { nowIso } from '../../db/helpers';
import type { Database, LessonReportRow } from '../../db/schema';
import { notFound } from '../../plugins/http-errors';

/** A lesson report's title and content as validated by the contract. */
export type LessonReportInput = { title: string; content: string };

const reportNotFound = () => notFound('Lesson report not found');

/** A stored lesson report in the shape its teacher sees. */
export function toTeacherLessonReport(row: LessonReportRow): TeacherLessonReport {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    datePosted: row.datePosted,
    updatedAt: row.updatedAt,
    assignment: {
      assignedAt: row.assignedAt,
      firstOpenedTimestamp: row.firstOpenedAt,
      lastOpenedTimestamp: row.lastOpenedAt,
      openCount: row.openCount,
    },
  };
}

/** The reports the teacher wrote for one of their students, newest first. */
export async function listLessonReports(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
): Promise<TeacherLessonReport[]> {
  const rows = await db
    .selectFrom('lessonReports')
    .selectAll()
    .where('teacherId', '=', teacherId)
    .where('studentId', '=', studentId)
    .orderBy('datePosted', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toTeacherLessonReport);
}

/** Writes a new report for a student: posted and assigned now, not yet opened. */
export async function createLessonReport(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
  input: LessonReportInput,
): Promise<TeacherLessonReport> {
  const at = nowIso();
  const row = await db
    .insertInto('lessonReports')
    .values({
      teacherId,
      studentId,
      title: input.title,
      content: input.content,
      datePosted: at,
      assignedAt: at,
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toTeacherLessonReport(row);
}

/** Changes a report's title and content; 404 unless it is this teacher's report for this student. */
export async function updateLessonReport(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
  reportId: number,
  input: LessonReportInput,
): Promise<TeacherLessonReport> {
  const row = await db
    .updateTable('lessonReports')
    .set({ title: input.title, content: input.content, updatedAt: nowIso() })
    .where('id', '=', reportId)
    .where('teacherId', '=', teacherId)
    .where('studentId', '=', studentId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw reportNotFound();
  return toTeacherLessonReport(row);
}

/** Deletes a report; 404 unless it is this teacher's report for this student. */
export async function deleteLessonReport(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
  reportId: number,
): Promise<void> {
  const result = await db
    .deleteFrom('lessonReports')
    .where('id', '=', reportId)
    .where('teacherId', '=', teacherId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw reportNotFound();
}
