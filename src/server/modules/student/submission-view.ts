import type { Submission } from '#contract/common';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { Database, HomeworkRow, SubmissionRow } from '../../db/schema';
import { type ResponseRow, submissionAnswers, toSubmission } from '../submissions/view';
import type { TaskResponse } from '#domain/submissions/response-types';
import { repairedDetails } from '../homework/stored-details';

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

const submissionsOfStudent = compiledOnce((db, studentId: number) =>
  db.selectFrom('submissions').selectAll().where('studentId', '=', studentId),
);
const submissionOfHomework = compiledOnce((db, studentId: number, homeworkId: number) =>
  db
    .selectFrom('submissions')
    .selectAll()
    .where('studentId', '=', studentId)
    .where('homeworkId', '=', homeworkId),
);
const answersOfStudent = compiledOnce((db, studentId: number) =>
  db
    .selectFrom('taskResponses')
    .innerJoin('submissions', 'submissions.id', 'taskResponses.submissionId')
    .select(responseColumns)
    .where('submissions.studentId', '=', studentId),
);
const answersWithTracking = compiledOnce((db, submissionId: number) =>
  db
    .selectFrom('taskResponses')
    .select([...responseColumns, 'taskResponses.tracking'])
    .where('taskResponses.submissionId', '=', submissionId),
);

/** Submissions rows and their answers as one view each, keyed by homework id. */
function assemble(
  rows: readonly SubmissionRow[],
  responses: ReadonlyArray<ResponseRow & { submissionId: number }>,
  homework: readonly ListedHomework[],
  options: { withTracking: boolean },
): Map<number, SubmissionWithAnswers> {
  const result = new Map<number, SubmissionWithAnswers>();
  const bySubmission = new Map<number, ResponseRow[]>();
  for (const response of responses) {
    const list = bySubmission.get(response.submissionId);
    if (list) list.push(response);
    else bySubmission.set(response.submissionId, [response]);
  }
  const homeworkById = new Map(homework.map((h) => [h.id, h]));
  for (const row of rows) {
    const owner = homeworkById.get(row.homeworkId);
    if (!owner) continue;
    const responses = bySubmission.get(row.id) ?? [];
    const answers = submissionAnswers(row, responses, owner.taskIds);
    const submission = toSubmission(
      row,
      responses,
      owner.taskIds,
      { withTracking: options.withTracking, forStudent: true },
      answers,
    );
    result.set(row.homeworkId, { submission, answers });
  }
  return result;
}

/** A submission as answered, with its normalised answers (whole, shared: copy to change). */
export type SubmissionWithAnswers = { submission: Submission; answers: readonly TaskResponse[] };

/** A homework by id with its (repaired) task ids in order. */
export type ListedHomework = { id: number; taskIds: readonly string[] };

/** The student's submissions to these homework (without tracking), keyed by homework id. */
export async function submissionsByHomework(
  db: Kysely<Database>,
  studentId: number,
  homework: readonly ListedHomework[],
): Promise<Map<number, SubmissionWithAnswers>> {
  if (homework.length === 0) return new Map();
  const rows = await submissionsOfStudent(db, studentId);
  const responses = rows.length === 0 ? [] : await answersOfStudent(db, studentId);
  return assemble(
    rows,
    responses.map((row) => ({ ...row, tracking: null })),
    homework,
    { withTracking: false },
  );
}

/** The student's submission to one homework with tracking data, or null when there is none. */
export async function readSubmission(
  db: Kysely<Database>,
  studentId: number,
  homework: Pick<HomeworkRow, 'id' | 'assignmentDetails'>,
): Promise<Submission | null> {
  const [row] = await submissionOfHomework(db, studentId, homework.id);
  if (!row) return null;
  const responses = await answersWithTracking(db, row.id);
  const listed = { id: homework.id, taskIds: taskOrderOf(homework) };
  return assemble([row], responses, [listed], { withTracking: true }).get(homework.id)?.submission ?? null;
}
