import type { Submission, TaskTracking } from '#contract/common';
import { taskTrackingSchema } from '#contract/common';
import { isRecord } from '#domain/homework/read';
import { normaliseTaskResponse } from '#domain/submissions/responses';
import type { TaskResponse } from '#domain/submissions/response-types';
import { memoBounds } from '../../cache/read-layer';
import { deepFreeze, TextMemo } from '../../cache/text-memo';
import { parseJsonColumn, toBool } from '../../db/helpers';
import type { SubmissionRow } from '../../db/schema';

// The one way a submission is shown, to the student and to the teacher alike: built from the
// submissions row (totals, times) and its task_responses rows (one answer and one recording per
// task, the truth while playing). A submitted payload stored in studentResponses only fills in
// what has no row (older data, imports).

/** A task_responses row's answer and when it was saved: what answers and figures are made of. */
export interface AnswerRow {
  taskId: string;
  response: string;
  updatedAt: string;
}

/** A task_responses row as read for a view (tracking only when asked for). */
export interface ResponseRow extends AnswerRow {
  tracking: string | null;
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

/** Normalised answers kept by stored text (read-layer.ts: normalisedAnswers). */
const normalisedByText = new TextMemo<TaskResponse | null>(
  memoBounds.normalisedAnswers.maxChars,
  memoBounds.normalisedAnswers.largestShare,
);

/**
 * A task_responses row's answer normalised, or undefined when its text is not a JSON object (then
 * it replaces nothing). Every view of a submission normalises every answer, and the student's list
 * is built again after each of their saves, so the result is kept by the stored text: the same text
 * always normalises to the same answer. Kept answers are frozen (views copy what they change).
 */
function rowResponse(taskId: string, text: string): TaskResponse | null | undefined {
  const kept = normalisedByText.get(text);
  if (kept !== undefined && kept?.taskId === taskId) return kept;
  const value = parseJsonColumn(text, null);
  if (!isRecord(value)) return undefined;
  const normalised = deepFreeze(normaliseTaskResponse({ ...value, taskId }));
  // Only the row's own task id is kept (the server always writes it into the text too).
  if (value.taskId === taskId) normalisedByText.set(text, normalised);
  return normalised;
}

/** The answers of a submitted payload (older data, imports) by task id, as stored (not normalised). */
function payloadAnswers(submission: Pick<SubmissionRow, 'studentResponses'>): Map<string, unknown> {
  const payload = new Map<string, unknown>();
  if (submission.studentResponses === null) return payload;
  const stored = objectIn(submission.studentResponses);
  for (const raw of Array.isArray(stored.tasks) ? stored.tasks : []) {
    if (isRecord(raw) && typeof raw.taskId === 'string') payload.set(raw.taskId, raw);
  }
  return payload;
}

/** A task_responses row as a list counts it: which task, whether its answer is completed, when saved. */
export interface AnswerFacts {
  taskId: string;
  completed: number;
  updatedAt: string;
}

/**
 * How many of the homework's tasks (`taskOrder`) have a completed answer, the way
 * `submissionAnswers` would count them but without reading any answer: each row's kept `completed`
 * column, else the submitted payload's answer (older data, imports). One difference: a row whose
 * text is not a JSON object (which no write of the server makes) counts here as a task not done,
 * where `submissionAnswers` would skip it and show the payload's answer instead.
 */
export function tasksDone(
  submission: Pick<SubmissionRow, 'studentResponses'>,
  rows: readonly AnswerFacts[],
  taskOrder: readonly string[],
): number {
  const completedByTask = new Map<string, boolean>();
  for (const row of rows) completedByTask.set(row.taskId, Number(row.completed) === 1);
  const payload = payloadAnswers(submission);
  let done = 0;
  for (const taskId of taskOrder) {
    const kept = completedByTask.get(taskId);
    if (kept !== undefined) done += kept ? 1 : 0;
    else if (payload.has(taskId) && normaliseTaskResponse(payload.get(taskId))?.completed) done += 1;
  }
  return done;
}

/**
 * A submission's answers, one per task, normalised, in the homework's task order (answers to tasks
 * no longer in the homework follow, by task id, so nothing recorded is hidden): each task_responses
 * row, else the submitted payload's answer (older data, imports). Shared and frozen: copy to change.
 */
export function submissionAnswers(
  submission: Pick<SubmissionRow, 'studentResponses'>,
  responses: readonly AnswerRow[],
  taskOrder: readonly string[],
): TaskResponse[] {
  const position = new Map(taskOrder.map((id, index) => [id, index]));
  // A payload's answer is normalised only if no row replaces it.
  const payload = payloadAnswers(submission);
  const byTask = new Map<string, TaskResponse | null>();
  for (const row of responses) {
    const normalised = rowResponse(row.taskId, row.response);
    if (normalised !== undefined) byTask.set(row.taskId, normalised);
  }
  for (const [taskId, raw] of payload)
    if (!byTask.has(taskId)) byTask.set(taskId, normaliseTaskResponse(raw));
  const rank = (taskId: string) => position.get(taskId) ?? Number.MAX_SAFE_INTEGER;
  return [...byTask.keys()]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .flatMap((taskId) => {
      const response = byTask.get(taskId);
      return response ? [response] : [];
    });
}

/** A submission's figures without its answers: what the student's list sends of it. */
export type SubmissionFigures = Omit<Submission, 'studentResponses'>;

/** The columns of a submission its figures are made of. */
export const figureColumns = [
  'isCompleted',
  'score',
  'percentage',
  'passed',
  'submissionDate',
  'startedAt',
  'timeSpent',
] as const;
/** One of `figureColumns`. */
export type FigureColumn = (typeof figureColumns)[number];

/**
 * The figures of a submission: totals from the row, and when the first and the last answer were
 * saved (ISO times in one format, so the earliest and latest text are the earliest and latest time).
 */
export function submissionFigures(
  submission: Pick<SubmissionRow, FigureColumn>,
  responses: readonly Pick<AnswerRow, 'updatedAt'>[],
): SubmissionFigures {
  let first: string | null = null;
  let last: string | null = null;
  for (const { updatedAt } of responses) {
    if (first === null || updatedAt < first) first = updatedAt;
    if (last === null || updatedAt > last) last = updatedAt;
  }
  return {
    isCompleted: toBool(submission.isCompleted),
    score: submission.score,
    percentage: submission.percentage,
    passed: submission.passed === null ? null : toBool(submission.passed),
    submissionDate: submission.submissionDate,
    startedAt: submission.startedAt,
    timeSpent: submission.timeSpent,
    firstResponseAt: first,
    lastResponseAt: last,
  };
}

/**
 * A submission as the API answers it: its answers (`submissionAnswers`, worked out by the caller
 * when it needs them too), totals from the row. The start is when the first answer was saved
 * (kept by the server); the end is the submitted payload's end (the time spent is counted to it),
 * else the submission date. `forStudent`, when set, turns each answer into what the student may see
 * of it (src/domain/tasks/student-task.ts).
 */
export function toSubmission(
  submission: SubmissionRow,
  responses: readonly ResponseRow[],
  taskOrder: readonly string[],
  options: { withTracking: boolean; forStudent?: (response: TaskResponse, completed: boolean) => TaskResponse },
  answers: readonly TaskResponse[] = submissionAnswers(submission, responses, taskOrder),
): Submission {
  const stored = objectIn(submission.studentResponses);
  const completed = toBool(submission.isCompleted);
  const shown = options.forStudent;
  const tasks = answers.map((response) => ({ ...(shown ? shown(response, completed) : response) }));
  return {
    ...submissionFigures(submission, responses),
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
