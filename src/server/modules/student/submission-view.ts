import type { Submission } from '#contract/common';
import type { Kysely } from 'kysely';
import { submissionColumns } from '../../db/columns';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, HomeworkRow, SubmissionRow } from '../../db/schema';
import {
  type AnswerFacts,
  figureColumns,
  type SubmissionFigures,
  submissionFigures,
  tasksDone,
  toSubmission,
} from '../submissions';
import { repairedDetails } from '../homework';
import { withoutLog } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import { taskStateFromResponse } from '#domain/tasks/engine';
import { responseForStudent } from '#domain/tasks/student-task';
import type { StudentCopies } from '../submissions';

/** Task ids of the (repaired) homework in task order. */
export function taskOrderOf(homework: Pick<HomeworkRow, 'assignmentDetails'>): string[] {
  return repairedDetails(homework).tasks.map((task) => task.id);
}

const responseColumns = [
  'taskResponses.submissionId',
  'taskResponses.taskId',
  'taskResponses.response',
  'taskResponses.updatedAt',
] as const;

// The reads below have one shape each, built once (compiledOnce): a student's whole list reads all
// of the student's submissions and answers and skips those of homework not on it (hidden or
// deleted), rather than naming every homework in an IN list whose length changes the query.

/** What the list reads of a submission: which it is, its figures, and an older submitted payload's answers. */
const listedColumns = ['id', 'homeworkId', 'studentResponses', ...figureColumns] as const;
type ListedRow = Pick<SubmissionRow, (typeof listedColumns)[number]>;

const submissionsOfStudent = compiledOnce((db, studentId: number) =>
  db.selectFrom('submissions').select(listedColumns).where('studentId', '=', studentId),
);
const submissionOfHomework = compiledOnce((db, studentId: number, homeworkId: number) =>
  db
    .selectFrom('submissions')
    .select(submissionColumns) // listed, never *: a prepared statement (see db/columns.ts)
    .where('studentId', '=', studentId)
    .where('homeworkId', '=', homeworkId),
);
// What the list needs of each answer: which task, whether it is completed, when it was saved; never
// the answer itself, so the list costs the same however long the answers are. On SQLite these come
// from an index holding just them (migration 006): read from the answer's row, they sit after its
// recording, at the end of a chain of overflow pages.
export const answerFactsOfStudent = compiledOnce((db, studentId: number) =>
  db
    .selectFrom('taskResponses')
    .innerJoin('submissions', 'submissions.id', 'taskResponses.submissionId')
    .select([
      'taskResponses.submissionId',
      'taskResponses.taskId',
      'taskResponses.completed',
      'taskResponses.updatedAt',
    ])
    .where('submissions.studentId', '=', studentId),
);
// One homework's submission with its answers' facts in one query (one round trip on PostgreSQL):
// a row per answer, or one row with no answer columns when nothing is saved yet.
// Only the columns the list shows: every column is a field the driver describes and a value it
// parses and renames on every row (a row per answer).
const submissionWithFacts = compiledOnce((db, studentId: number, homeworkId: number) =>
  db
    .selectFrom('submissions')
    .leftJoin('taskResponses', 'taskResponses.submissionId', 'submissions.id')
    .select(listedColumns.map((column) => `submissions.${column}` as const))
    .select([
      'taskResponses.taskId as answerTaskId',
      'taskResponses.completed as answerCompleted',
      'taskResponses.updatedAt as answerUpdatedAt',
    ])
    .where('submissions.studentId', '=', studentId)
    .where('submissions.homeworkId', '=', homeworkId),
);
const answersWithTracking = compiledOnce((db, submissionId: number) =>
  db
    .selectFrom('taskResponses')
    .select([...responseColumns, 'taskResponses.tracking'])
    .where('taskResponses.submissionId', '=', submissionId),
);

/** A homework by id with its (repaired) task ids in order. */
export type ListedHomework = { id: number; taskIds: readonly string[] };

/** A submission as the list shows it: its figures, and how many of the homework's tasks are done. */
export type ListedSubmission = { figures: SubmissionFigures; tasksDone: number };

/** The student's submissions to these homework, as the list shows them, keyed by homework id. */
export async function submissionsByHomework(
  db: Kysely<Database>,
  studentId: number,
  homework: readonly ListedHomework[],
): Promise<Map<number, ListedSubmission>> {
  const result = new Map<number, ListedSubmission>();
  if (homework.length === 0) return result;
  const rows = await submissionsOfStudent(db, studentId);
  const answers = rows.length === 0 ? [] : await answerFactsOfStudent(db, studentId);
  const bySubmission = new Map<number, AnswerFacts[]>();
  for (const answer of answers) {
    const list = bySubmission.get(answer.submissionId);
    if (list) list.push(answer);
    else bySubmission.set(answer.submissionId, [answer]);
  }
  const homeworkById = new Map(homework.map((h) => [h.id, h]));
  for (const row of rows) {
    // Submissions of homework not on the list (hidden or deleted) are read and skipped.
    const owner = homeworkById.get(row.homeworkId);
    if (!owner) continue;
    result.set(row.homeworkId, listed(row, bySubmission.get(row.id) ?? [], owner));
  }
  return result;
}

/** The student's submission to one homework as the list shows it, or null when there is none. */
export async function listedSubmission(
  db: Kysely<Database>,
  studentId: number,
  homework: ListedHomework,
): Promise<ListedSubmission | null> {
  const rows = await submissionWithFacts(db, studentId, homework.id);
  const [first] = rows;
  if (!first) return null;
  const { answerTaskId: _task, answerCompleted: _completed, answerUpdatedAt: _saved, ...row } = first;
  const answered: AnswerFacts[] = [];
  for (const { answerTaskId, answerCompleted, answerUpdatedAt } of rows)
    if (answerTaskId !== null && answerCompleted !== null && answerUpdatedAt !== null)
      answered.push({ taskId: answerTaskId, completed: answerCompleted, updatedAt: answerUpdatedAt });
  return listed(row, answered, homework);
}

function listed(row: ListedRow, answered: readonly AnswerFacts[], homework: ListedHomework) {
  return {
    figures: submissionFigures(row, answered),
    tasksDone: tasksDone(row, answered, homework.taskIds),
  };
}

/** The student's submission to one homework with tracking data, or null when there is none. */
export async function readSubmission(
  db: Kysely<Database>,
  studentId: number,
  homework: Pick<HomeworkRow, 'id' | 'assignmentDetails'>,
  copies: StudentCopies,
): Promise<Submission | null> {
  const [row] = await submissionOfHomework(db, studentId, homework.id);
  if (!row) return null;
  const responses = await answersWithTracking(db, row.id);
  const tasks = repairedDetails(homework).tasks;
  const byId = new Map(tasks.map((task) => [task.id, task]));
  // The student gets each answer's snapshot, never its log; while the homework is open, in the
  // terms of their own copy of the task (after submitting, tasks come whole and so do answers).
  const forStudent = (response: TaskResponse, completed: boolean): TaskResponse => {
    const task = byId.get(response.taskId);
    if (!task || completed) return withoutLog(response);
    const state = taskStateFromResponse(task, response);
    return responseForStudent(task, state, response, copies(studentId, homework.id, task.id));
  };
  return toSubmission(
    row,
    responses,
    tasks.map((task) => task.id),
    { withTracking: true, forStudent },
  );
}
