import type { StudentActivityBody } from '#contract/student';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordActivity } from '../activity';
import type { StudentIdentity } from '../../plugins/auth-guards';
import { visibleHomework } from '../homework';
import { ownLessonReport } from './access';

/**
 * Records an activity the client reports (homework_open, homework_close, lesson_close) about the
 * student's own visible homework or own report; anything else is 404 as for a missing one.
 */
export async function recordStudentActivity(
  db: Kysely<Database>,
  student: StudentIdentity,
  body: StudentActivityBody,
): Promise<void> {
  const target =
    body.type === 'lesson_close'
      ? await ownLessonReport(db, student.id, body.lessonReportId)
      : await visibleHomework(db, student.id, body.homeworkId);
  await recordActivity(db, {
    teacherId: student.teacherId,
    studentId: student.id,
    studentUsername: student.username,
    type: body.type,
    targetId: target.id,
    targetTitle: target.title,
  });
}
