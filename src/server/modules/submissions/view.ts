import type { Submission, TaskTracking } from '#contract/common';
import { taskTrackingSchema } from '#contract/common';
import { isRecord } from '#domain/homework/read';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import { parseJsonColumn, toBool } from '../../db/helpers';
import type { SubmissionRow } from '../../db/schema';

// The one way a submission is shown, to the student and to the teacher alike: built from the
// submissions row (totals, times) and its task_responses rows (one answer and one recording per
// task, the truth while playing). A submitted payload stored in studentResponses only fills in
// what has no row (older data, imports).

/** A task_responses row as read for a view (tracking only when asked for). */
export interface ResponseRow {
  taskId: string;
  response: string;
  tracking: string | null;
  updatedAt: string;
}

function objectIn(text: string | null): Record<string, unknown> {
  const value = parseJsonColumn(text, {});
  return isRecord(value) ? value : {};
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** Tracking by task id: each row's, else the stored payload's; a corrupt one is left out, not fatal. */
function trackingByTask(
  rows: readonly ResponseRow[],
  stored: Record<string, unknown>,
): Record<string, TaskTracking> {
  const out: Record<string, TaskTracking> = {};
  const storedTracking = isRecord(stored.trackingData) ? stored.trackingData : {};
  for (const [taskId, value] of Object.entries(storedTracking)) {
    const parsed = taskTrackingSchema.safeParse(value);
    if (parsed.success) out[taskId] = parsed.data;
  }
  for (const row of rows) {
    if (row.tracking === null) continue;
    const parsed = taskTrackingSchema.safeParse(parseJsonColumn(row.tracking, null));
    if (parsed.success) out[row.taskId] = parsed.data;
  }
  return out;
}

/**
 * A submission as the API answers it: answers in the homework's task order (answers to tasks no
 * longer in the homework follow, by task id, so nothing recorded is hidden), totals from the row.
 * The start is when the first answer was saved (kept by the server); the end is the submitted
 * payload's end (the time spent is counted to it), else the submission date. While the homework is
 * open and `forStudent` is set, a find-the-mistakes answer does not list the mistakes not found
 * yet: that would tell the student where they are.
 */
export function toSubmission(
  submission: SubmissionRow,
  responses: readonly ResponseRow[],
  taskOrder: readonly string[],
  options: { withTracking: boolean; forStudent?: boolean },
): Submission {
  const stored = objectIn(submission.studentResponses);
  const completed = toBool(submission.isCompleted);
  const position = new Map(taskOrder.map((id, index) => [id, index]));
  const byTask = new Map<string, unknown>();
  for (const raw of Array.isArray(stored.tasks) ? stored.tasks : []) {
    if (isRecord(raw) && typeof raw.taskId === 'string') byTask.set(raw.taskId, raw);
  }
  for (const row of responses) {
    const value = parseJsonColumn(row.response, null);
    if (isRecord(value)) byTask.set(row.taskId, { ...value, taskId: row.taskId });
  }
  const rank = (taskId: string) => position.get(taskId) ?? Number.MAX_SAFE_INTEGER;
  const tasks = [...byTask.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap((taskId) => {
      const response = normaliseTaskResponse(byTask.get(taskId));
      if (!response) return [];
      if (options.forStudent && !completed && response.type === 'find_mistakes' && 'responses' in response) {
        const { missedErrors: _unfound, ...known } = response.responses;
        return [{ ...response, responses: known }];
      }
      return [{ ...response }];
    });
  const saveTimes = responses.map((row) => row.updatedAt).sort();
  return {
    isCompleted: completed,
    score: submission.score,
    percentage: submission.percentage,
    passed: submission.passed === null ? null : toBool(submission.passed),
    submissionDate: submission.submissionDate,
    startedAt: submission.startedAt,
    timeSpent: submission.timeSpent,
    firstResponseAt: saveTimes[0] ?? null,
    lastResponseAt: saveTimes[saveTimes.length - 1] ?? null,
    studentResponses: {
      tasks,
      currentTaskIndex: submission.currentTaskIndex,
      startTime: submission.startedAt ?? stringOrNull(stored.startTime),
      endTime: stringOrNull(stored.endTime) ?? submission.submissionDate,
      totalTimeSpent: submission.timeSpent,
      totalScore: submission.score,
      percentage: submission.percentage,
      passed: submission.passed === null ? null : toBool(submission.passed),
      ...(options.withTracking ? { trackingData: trackingByTask(responses, stored) } : {}),
    },
  };
}
