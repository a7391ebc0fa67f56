import type { Kysely } from 'kysely';
import { homeworkColumns } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, HomeworkRow } from '../../db/schema';
import { notFound } from '../../plugins/http-errors';

// Which homework a student may see: assigned to them, neither hidden nor deleted. Every student
// read and every answer write asks here, so a hidden or deleted homework is missing for the student
// in one way everywhere (the same 404 as a homework that never existed).

/** The one answer for a missing, unassigned, hidden or deleted homework. */
export const homeworkNotFound = () => notFound('Homework not found');

/** A homework the student may see, with the time it was assigned to them. */
export type VisibleHomework = HomeworkRow & { assignedAt: string };

/** Homework assigned to this student that is neither hidden nor deleted, newest assigned date first. */
export function visibleHomeworkQuery(db: Kysely<Database>, studentId: number) {
  return (
    db
      .selectFrom('homework')
      .innerJoin('assignments', 'assignments.homeworkId', 'homework.id')
      // Listed, never homework.*: the prepared statements built on this query (db/columns.ts).
      .select(homeworkColumns.map((column) => `homework.${column}` as const))
      .select('assignments.assignedAt')
      .where('assignments.studentId', '=', studentId)
      .where('homework.hidden', '=', 0)
      .where('homework.deletedAt', 'is', null)
  );
}

/**
 * The student's visible homework without its tasks (with the revision and teacher their task
 * summaries are kept by), newest assigned date first: what the list is built from.
 */
export const visibleHomeworkSummaries = compiledOnce((db, studentId: number) =>
  db
    .selectFrom('homework')
    .innerJoin('assignments', 'assignments.homeworkId', 'homework.id')
    .select([
      'homework.id',
      'homework.title',
      'homework.description',
      'homework.dueDate',
      'homework.assignedDate',
      'homework.revision',
      'homework.teacherId',
    ])
    .where('assignments.studentId', '=', studentId)
    .where('homework.hidden', '=', 0)
    .where('homework.deletedAt', 'is', null)
    .orderBy('homework.assignedDate', 'desc')
    .orderBy('homework.id', 'desc'),
);

/** The homework by id if this student may reach it (no row otherwise). */
export const visibleHomeworkById = compiledOnce((db, studentId: number, homeworkId: number) =>
  visibleHomeworkQuery(db, studentId).where('homework.id', '=', homeworkId),
);

/** The homework if this student may reach it, else 404 exactly as for a missing one. */
export async function visibleHomework(
  db: Kysely<Database>,
  studentId: number,
  homeworkId: number,
): Promise<VisibleHomework> {
  const [homework] = await visibleHomeworkById(db, studentId, homeworkId);
  if (!homework) throw homeworkNotFound();
  return homework;
}
