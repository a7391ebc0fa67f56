import type { Gradebook, GradebookCell } from '#contract/insight';
import { homeworkTotalPoints } from '#domain/homework/repair';
import { gradebookStatus } from '#domain/insight/gradebook';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { detailsObject } from '../homework';

/**
 * The teacher's gradebook in three queries whatever the class size: the students, the homework,
 * and every assignment with its submission. Only the teacher's own students and homework appear.
 */
export async function readGradebook(db: Kysely<Database>, teacherId: number, now: Date): Promise<Gradebook> {
  const students = await db
    .selectFrom('students')
    .select(['id', 'username', 'firstName', 'lastName', 'isFrozen'])
    .where('teacherId', '=', teacherId)
    .orderBy('lastName')
    .orderBy('firstName')
    .orderBy('id')
    .execute();
  const homework = await db
    .selectFrom('homework')
    .select(['id', 'title', 'dueDate', 'assignmentDetails'])
    .where('teacherId', '=', teacherId)
    .where('deletedAt', 'is', null)
    .orderBy('assignedDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const assignments = await db
    .selectFrom('assignments')
    .innerJoin('homework', 'homework.id', 'assignments.homeworkId')
    .innerJoin('students', 'students.id', 'assignments.studentId')
    .leftJoin('submissions', (join) =>
      join
        .onRef('submissions.homeworkId', '=', 'assignments.homeworkId')
        .onRef('submissions.studentId', '=', 'assignments.studentId'),
    )
    .select([
      'assignments.homeworkId',
      'assignments.studentId',
      'submissions.id as submissionId',
      'submissions.isCompleted',
      'submissions.score',
      'submissions.percentage',
      'submissions.submissionDate',
    ])
    .where('homework.teacherId', '=', teacherId)
    .where('homework.deletedAt', 'is', null)
    .where('students.teacherId', '=', teacherId)
    .execute();

  const totals = new Map(homework.map((h) => [h.id, homeworkTotalPoints(detailsObject(h))]));
  const dueDates = new Map(homework.map((h) => [h.id, h.dueDate]));
  const cells: GradebookCell[] = assignments.map((row) => {
    const submission =
      row.submissionId === null
        ? null
        : {
            isCompleted: row.isCompleted === 1,
            score: row.score,
            percentage: row.percentage,
            submissionDate: row.submissionDate,
          };
    const completed = submission?.isCompleted === true;
    return {
      studentId: row.studentId,
      homeworkId: row.homeworkId,
      status: gradebookStatus({ dueDate: dueDates.get(row.homeworkId) ?? null, submission }, now),
      score: completed ? (submission?.score ?? null) : null,
      totalPoints: totals.get(row.homeworkId) ?? 0,
      percentage: completed ? (submission?.percentage ?? null) : null,
      submittedAt: completed ? (submission?.submissionDate ?? null) : null,
    };
  });
  return {
    students: students.map((s) => ({ ...s, isFrozen: s.isFrozen === 1 })),
    homework: homework.map((h) => ({
      id: h.id,
      title: h.title,
      dueDate: h.dueDate,
      totalPoints: totals.get(h.id) ?? 0,
    })),
    cells,
  };
}
