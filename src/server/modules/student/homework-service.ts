import type { StudentHomework, StudentHomeworkListItem } from '#contract/student';
import { detailsWithoutAnswerKeys } from '#domain/tasks/answer-keys';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type VisibleHomework, visibleHomework, visibleHomeworkQuery } from './access';
import { detailsObject } from './stored-details';
import { submissionsByHomework } from './submission-view';

/** A homework row as the student sees it; assignmentDetails is always an object. */
export function toStudentHomework(row: VisibleHomework): StudentHomework {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    assignedDate: row.assignedDate,
    assignmentDetails: detailsObject(row),
  };
}

/** The student's visible homework, newest assigned date first, each with its submission (no tracking). */
export async function listStudentHomework(
  db: Kysely<Database>,
  studentId: number,
): Promise<StudentHomeworkListItem[]> {
  const rows = await visibleHomeworkQuery(db, studentId)
    .orderBy('homework.assignedDate', 'desc')
    .orderBy('homework.id', 'desc')
    .execute();
  const submissions = await submissionsByHomework(db, studentId, rows, { withTracking: false });
  // The list is for overviews (status, counts, points): it never carries an answer key. Only the
  // homework being played is fetched with its tasks in full.
  return rows.map((row) => {
    const homework = toStudentHomework(row);
    return {
      ...homework,
      assignmentDetails: detailsWithoutAnswerKeys(homework.assignmentDetails),
      submission: submissions.get(row.id) ?? null,
    };
  });
}

/** One visible homework of the student, or 404. */
export async function getStudentHomework(
  db: Kysely<Database>,
  studentId: number,
  homeworkId: number,
): Promise<StudentHomework> {
  return toStudentHomework(await visibleHomework(db, studentId, homeworkId));
}
