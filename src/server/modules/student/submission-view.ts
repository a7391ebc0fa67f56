import type { Submission, TaskTracking } from '#contract/common';
import { taskTrackingSchema } from '#contract/common';
import { isRecord } from '#domain/homework/read';
import type { Kysely } from 'kysely';
import { parseJsonColumn, toBool } from '../../db/helpers';
import type { Database, HomeworkRow, SubmissionRow } from '../../db/schema';
import { repairedDetails } from './stored-details';
import { normaliseStoredResponse } from './task-responses';

/** A task_responses row as read for a view (tracking only when asked for). */
type ResponseRow = {
  submissionId: number;
  taskId: string;
  response: string;
  tracking: string | null;
  updatedAt: string;
};

/** Reads the stored student_responses JSON (start and end time, totals) or an empty object. */
function storedSummary(text: string | null): Record<string, unknown> {
  const value = parseJsonColumn(text, {});
  return isRecord(value) ? value : {};
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Task ids of the (repaired) homework in task order. */
export function taskOrderOf(homework: Pick<HomeworkRow, 'assignmentDetails'>): string[] {
  return repairedDetails(homework).tasks.map((task) => task.id);
}

/** Parses stored tracking; a corrupt value is left out rather than failing the whole read. */
function parseTracking(text: string | null): TaskTracking | undefined {
  if (text === null) return undefined;
  const parsed = taskTrackingSchema.safeParse(parseJsonColumn(text, null));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Assembles a submission as the API answers it: task responses in the homework's task order (responses
 * to tasks no longer in the homework follow, so nothing recorded is hidden), totals from the row.
 */
export function assembleSubmission(
  submission: SubmissionRow,
  responses: readonly ResponseRow[],
  taskOrder: readonly string[],
  withTracking: boolean,
): Submission {
  const position = new Map(taskOrder.map((id, index) => [id, index]));
  const ordered = [...responses].sort(
    (a, b) =>
      (position.get(a.taskId) ?? Number.MAX_SAFE_INTEGER) -
        (position.get(b.taskId) ?? Number.MAX_SAFE_INTEGER) || a.taskId.localeCompare(b.taskId),
  );
  const tasks = ordered.flatMap((row) => {
    const response = normaliseStoredResponse(row.taskId, row.response);
    return response ? [{ ...response }] : [];
  });
  const summary = storedSummary(submission.studentResponses);
  const trackingData: Record<string, TaskTracking> = {};
  if (withTracking) {
    for (const row of ordered) {
      const tracking = parseTracking(row.tracking);
      if (tracking) trackingData[row.taskId] = tracking;
    }
  }
  const saveTimes = responses.map((row) => row.updatedAt).sort();
  return {
    isCompleted: toBool(submission.isCompleted),
    score: submission.score,
    percentage: submission.percentage,
    passed: toBool(submission.passed),
    submissionDate: submission.submissionDate,
    startedAt: submission.startedAt,
    timeSpent: submission.timeSpent,
    firstResponseAt: saveTimes[0] ?? null,
    lastResponseAt: saveTimes[saveTimes.length - 1] ?? null,
    studentResponses: {
      tasks,
      currentTaskIndex: submission.currentTaskIndex,
      startTime: stringOrNull(summary.startTime) ?? submission.startedAt,
      endTime: stringOrNull(summary.endTime),
      totalTimeSpent: submission.timeSpent,
      totalScore: submission.score,
      percentage: submission.percentage,
      passed: toBool(submission.passed),
      ...(withTracking ? { trackingData } : {}),
    },
  };
}

/** Reads the task responses of some submissions, with or without their tracking. */
async function readResponses(
  db: Kysely<Database>,
  submissionIds: readonly number[],
  withTracking: boolean,
): Promise<ResponseRow[]> {
  if (submissionIds.length === 0) return [];
  const rows = await db
    .selectFrom('taskResponses')
    .select(['submissionId', 'taskId', 'response', 'updatedAt'])
    .$if(withTracking, (q) => q.select('tracking'))
    .where('submissionId', 'in', submissionIds)
    .execute();
  return rows.map((row) => ({ ...row, tracking: 'tracking' in row ? (row.tracking ?? null) : null }));
}

/**
 * While the homework is open, a find-the-mistakes answer does not list the errors not found yet
 * (`missedErrors`): that would tell the student where the remaining mistakes are. Once submitted,
 * the review shows everything.
 */
function withoutUnfoundErrors(submission: Submission): Submission {
  const tasks = submission.studentResponses.tasks.map((task) => {
    const detail = (task as { responses?: unknown }).responses;
    if (!detail || typeof detail !== 'object' || !('missedErrors' in detail)) return task;
    const { missedErrors: _unfound, ...known } = detail as Record<string, unknown>;
    return { ...task, responses: known };
  });
  return { ...submission, studentResponses: { ...submission.studentResponses, tasks } };
}

/** The student's submissions to these homework, keyed by homework id. */
export async function submissionsByHomework(
  db: Kysely<Database>,
  studentId: number,
  homework: readonly Pick<HomeworkRow, 'id' | 'assignmentDetails'>[],
  options: { withTracking: boolean },
): Promise<Map<number, Submission>> {
  const result = new Map<number, Submission>();
  if (homework.length === 0) return result;
  const rows = await db
    .selectFrom('submissions')
    .selectAll()
    .where('studentId', '=', studentId)
    .where(
      'homeworkId',
      'in',
      homework.map((h) => h.id),
    )
    .execute();
  const responses = await readResponses(
    db,
    rows.map((row) => row.id),
    options.withTracking,
  );
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
    const submission = assembleSubmission(
      row,
      bySubmission.get(row.id) ?? [],
      taskOrderOf(owner),
      options.withTracking,
    );
    result.set(row.homeworkId, submission.isCompleted ? submission : withoutUnfoundErrors(submission));
  }
  return result;
}

/** The student's submission to one homework with tracking data, or null when there is none. */
export async function readSubmission(
  db: Kysely<Database>,
  studentId: number,
  homework: Pick<HomeworkRow, 'id' | 'assignmentDetails'>,
): Promise<Submission | null> {
  const map = await submissionsByHomework(db, studentId, [homework], { withTracking: true });
  return map.get(homework.id) ?? null;
}
