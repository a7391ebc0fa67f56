import { isRecord, readId, readNonNegativeNumber, readString } from '#domain/homework/read';
import { isKnownTaskType, kindOfType, knownTaskTypes } from '#domain/tasks/registry';
import { readLog } from './answer-log';
import { type CorruptReporter, parseMaybeJson, readCount } from './read-answer';
import type { TaskResponse, TaskResponseBase } from './response-types';

export type { CorruptReporter } from './read-answer';

/** Saved studentResponses, normalised; times are ISO strings or null. */
export interface StudentResponses {
  tasks: TaskResponse[];
  currentTaskIndex: number;
  startTime: string | null;
  endTime: string | null;
  totalTimeSpent: number;
  totalScore: number;
  percentage: number;
  passed: boolean;
  trackingData: Record<string, unknown>;
}

function inferType(raw: Record<string, unknown>): string {
  const type = readString(raw.type)?.trim();
  if (type) return type;
  // The oldest answers have no type: the kind whose own fields they have.
  return knownTaskTypes.find((known) => kindOfType(known).looksLikeResponse(raw)) ?? 'unknown';
}

/** One stored task response with defaults filled; null when it has no taskId (it is dropped). */
export function normaliseTaskResponse(input: unknown, onCorrupt?: CorruptReporter): TaskResponse | null {
  const raw = parseMaybeJson(input, 'task response', onCorrupt);
  if (!isRecord(raw)) return null;
  const taskId = readId(raw.taskId);
  if (taskId === undefined) return null;
  const type = inferType(raw);
  const base: TaskResponseBase = {
    taskId,
    type,
    score: readNonNegativeNumber(raw.score) ?? 0,
    isCorrect: raw.isCorrect === true,
    completed: raw.completed === true,
    timeSpent: readNonNegativeNumber(raw.timeSpent) ?? 0,
    ...(typeof raw.actionCount === 'number' ? { actionCount: readCount(raw.actionCount) } : {}),
  };
  const log = readLog(raw.log);
  if (log) {
    base.log = log;
    if (isRecord(raw.logBase)) base.logBase = raw.logBase;
  }
  const kind = isKnownTaskType(type) ? kindOfType(type) : null;
  return kind ? (kind.readAnswer(raw, base, onCorrupt) as TaskResponse) : base;
}

/** Stored task responses (an array or a JSON string of one) normalised; a corrupt string reports and yields []. */
export function normaliseTaskResponses(input: unknown, onCorrupt?: CorruptReporter): TaskResponse[] {
  const raw = parseMaybeJson(input, 'task responses', onCorrupt);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry) => {
    const response = normaliseTaskResponse(entry, onCorrupt);
    return response ? [response] : [];
  });
}

function readTime(value: unknown): string | null {
  if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  return null;
}

/** Stored studentResponses (an object or a JSON string) normalised; a corrupt string reports and yields defaults. */
export function normaliseStudentResponses(input: unknown, onCorrupt?: CorruptReporter): StudentResponses {
  const parsed = parseMaybeJson(input, 'student responses', onCorrupt);
  const raw = isRecord(parsed) ? parsed : {};
  const tracking = parseMaybeJson(raw.trackingData, 'tracking data', onCorrupt);
  return {
    tasks: normaliseTaskResponses(raw.tasks, onCorrupt),
    currentTaskIndex: readCount(raw.currentTaskIndex),
    startTime: readTime(raw.startTime),
    endTime: readTime(raw.endTime),
    totalTimeSpent: readNonNegativeNumber(raw.totalTimeSpent) ?? 0,
    totalScore: readNonNegativeNumber(raw.totalScore) ?? 0,
    percentage: readNonNegativeNumber(raw.percentage) ?? 0,
    passed: raw.passed === true,
    trackingData: isRecord(tracking) ? tracking : {},
  };
}

/** The last response recorded for each task id. */
export function latestResponseByTask(responses: readonly TaskResponse[]): Map<string, TaskResponse> {
  const map = new Map<string, TaskResponse>();
  for (const response of responses) map.set(response.taskId, response);
  return map;
}
