import type { Submission, TaskTracking } from '#contract/common';
import { taskTrackingSchema } from '#contract/common';
import { isRecord, parseJsonSafely } from '#domain/homework/read';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import type { SubmissionRow, TaskResponseRow } from '../../db/schema';

// Assembles the API's Submission from a submissions row and its task_responses rows. The student
// module builds the same shape for its own calls; this copy is the teacher's read-only view.

function parseObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  const parsed = parseJsonSafely(text);
  return parsed.ok && isRecord(parsed.value) ? parsed.value : null;
}

/** Task responses in homework task order (unknown task ids last), each normalised by the domain. */
function orderedResponses(
  rows: readonly TaskResponseRow[],
  stored: Record<string, unknown> | null,
  taskOrder: readonly string[],
): Record<string, unknown>[] {
  const fromRows: Record<string, unknown>[] = [];
  for (const row of rows) {
    const response = parseObject(row.response);
    if (response) fromRows.push({ ...response, taskId: row.taskId });
  }
  const storedTasks: unknown[] = Array.isArray(stored?.tasks) ? stored.tasks : [];
  const fromStored = storedTasks.filter(
    (t): t is Record<string, unknown> => isRecord(t) && typeof t.taskId === 'string',
  );
  // Rows are the source of truth; a submitted payload fills in tasks without a row.
  const byTask = new Map<string, Record<string, unknown>>();
  for (const response of fromStored) byTask.set(String(response.taskId), response);
  for (const response of fromRows) byTask.set(String(response.taskId), response);
  const rank = (taskId: string) => {
    const index = taskOrder.indexOf(taskId);
    return index === -1 ? taskOrder.length : index;
  };
  return [...byTask.values()]
    .sort((a, b) => rank(String(a.taskId)) - rank(String(b.taskId)))
    .flatMap((raw) => {
      const response = normaliseTaskResponse(raw);
      return response ? [{ ...response }] : [];
    });
}

/** Tracking data keyed by task id: each row's tracking, else the submitted payload's; malformed entries dropped. */
export function trackingByTask(
  rows: readonly TaskResponseRow[],
  stored: Record<string, unknown> | null,
): Record<string, TaskTracking> {
  const out: Record<string, TaskTracking> = {};
  const storedTracking = stored && isRecord(stored.trackingData) ? stored.trackingData : {};
  for (const [taskId, value] of Object.entries(storedTracking)) {
    const parsed = taskTrackingSchema.safeParse(value);
    if (parsed.success) out[taskId] = parsed.data;
  }
  for (const row of rows) {
    const parsed = taskTrackingSchema.safeParse(parseObject(row.tracking));
    if (parsed.success) out[row.taskId] = parsed.data;
  }
  return out;
}

/** When the first and the latest task response were saved (null without any). */
function responseTimes(rows: readonly TaskResponseRow[]): { first: string | null; last: string | null } {
  const times = rows.map((row) => row.updatedAt).sort();
  return { first: times[0] ?? null, last: times[times.length - 1] ?? null };
}

/** The submission as the API answers it; tracking data only when asked for. */
export function toSubmission(
  row: SubmissionRow,
  taskResponses: readonly TaskResponseRow[],
  taskOrder: readonly string[],
  options: { withTracking: boolean },
): Submission {
  const stored = parseObject(row.studentResponses);
  const times = responseTimes(taskResponses);
  const storedEnd = typeof stored?.endTime === 'string' ? stored.endTime : null;
  return {
    isCompleted: row.isCompleted !== 0,
    score: row.score,
    percentage: row.percentage,
    passed: row.passed === null ? null : row.passed !== 0,
    submissionDate: row.submissionDate,
    startedAt: row.startedAt,
    timeSpent: row.timeSpent,
    firstResponseAt: times.first,
    lastResponseAt: times.last,
    studentResponses: {
      tasks: orderedResponses(taskResponses, stored, taskOrder),
      currentTaskIndex: row.currentTaskIndex,
      startTime: row.startedAt,
      endTime: row.submissionDate ?? storedEnd,
      totalTimeSpent: row.timeSpent,
      totalScore: row.score,
      percentage: row.percentage,
      passed: row.passed === null ? null : row.passed !== 0,
      ...(options.withTracking ? { trackingData: trackingByTask(taskResponses, stored) } : {}),
    },
  };
}
