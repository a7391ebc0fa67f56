import type { StudentHomework, StudentHomeworkListItem } from '#contract/student';
import type { Kysely } from 'kysely';
import type { ReadCaches } from '../../cache/read-caches';
import type { Database } from '../../db/schema';
import { type VisibleHomework, visibleHomework, visibleHomeworkSummaries } from '../homework';
import { detailsObject, repairedDetails, taskSummaries } from '../homework';
import { savedAnswers } from '../submissions';
import { taskStateFromResponse } from '#domain/tasks/engine';
import { taskForStudent, wholeForStudent } from '#domain/tasks/student-task';
import type { StudentCopies } from '../submissions';
import { type ListedSubmission, submissionsByHomework } from './submission-view';

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

/** A visible homework as the list shows it, without the student's submission. */
export type ListedHomeworkPart = Omit<StudentHomeworkListItem, 'taskCount' | 'tasksDone' | 'submission'> & {
  taskIds: readonly string[];
};

/**
 * The student's visible homework, newest assigned date first, with their task summaries (with the
 * read layer's caches, kept per revision, so the tasks are rarely read here).
 */
export async function listedHomework(
  db: Kysely<Database>,
  studentId: number,
  caches?: ReadCaches,
): Promise<ListedHomeworkPart[]> {
  const rows = await visibleHomeworkSummaries(db, studentId);
  const summaries = await taskSummaries(db, rows, caches);
  return rows.flatMap((row) => {
    const summary = summaries.get(row.id);
    if (!summary) return [];
    return [
      {
        id: row.id,
        title: row.title,
        description: row.description,
        dueDate: row.dueDate,
        assignedDate: row.assignedDate,
        totalPoints: summary.totalPoints,
        taskIds: summary.taskIds,
      },
    ];
  });
}

/** One list item: the homework and the student's submission to it (null: none yet). */
export function listItem(
  homework: ListedHomeworkPart,
  submission: ListedSubmission | null | undefined,
): StudentHomeworkListItem {
  return {
    id: homework.id,
    title: homework.title,
    description: homework.description,
    dueDate: homework.dueDate,
    assignedDate: homework.assignedDate,
    taskCount: homework.taskIds.length,
    tasksDone: submission?.tasksDone ?? 0,
    totalPoints: homework.totalPoints,
    submission: submission?.figures ?? null,
  };
}

/**
 * The student's visible homework, newest assigned date first, as summaries: what the list, the
 * dashboard and the status badges need (task count, tasks done, total points, the submission's
 * figures). Neither tasks nor answers travel with every poll; the homework being played is fetched
 * whole on its own. Read whole from the database (homework-list.ts builds it from kept parts).
 */
export async function listStudentHomework(
  db: Kysely<Database>,
  studentId: number,
): Promise<StudentHomeworkListItem[]> {
  const homework = await listedHomework(db, studentId);
  const submissions = await submissionsByHomework(db, studentId, homework);
  return homework.map((h) => listItem(h, submissions.get(h.id)));
}

/**
 * One visible homework of the student, or 404, with its tasks repaired once here. Until the
 * homework is submitted each task comes as the student may know it in their saved state: without
 * its answer key while it is open, whole once finished. After submitting, everything comes whole
 * for the review.
 */
export async function getStudentHomework(
  db: Kysely<Database>,
  studentId: number,
  homeworkId: number,
  copies: StudentCopies,
): Promise<StudentHomework> {
  const row = await visibleHomework(db, studentId, homeworkId);
  const details = repairedDetails(row);
  const saved = await savedAnswers(db, studentId, row.id);
  const tasks = details.tasks.map((task) => {
    const copy = copies(studentId, row.id, task.id);
    if (saved.completed) return wholeForStudent(task, copy);
    return taskForStudent(task, taskStateFromResponse(task, saved.responses.get(task.id) ?? null), copy);
  });
  return { ...toStudentHomework(row), assignmentDetails: { ...details, tasks } };
}
