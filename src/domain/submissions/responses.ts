import {
  isRecord,
  parseJsonSafely,
  readId,
  readNonNegativeNumber,
  readString,
  readStringArray,
} from '#domain/homework/read';
import { readBooleanAnswer } from '#domain/homework/repair-task';
import type { FindMistakesDetail, FixCorrection, TaskResponse, TaskResponseBase } from './response-types';

/** Called with a message when stored data is corrupt and a fallback is used (the caller logs it). */
export type CorruptReporter = (message: string) => void;

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

function parseMaybeJson(value: unknown, what: string, onCorrupt: CorruptReporter | undefined): unknown {
  if (typeof value !== 'string') return value;
  const parsed = parseJsonSafely(value);
  if (parsed.ok) return parsed.value;
  onCorrupt?.(`Corrupt JSON in saved ${what}; using a fallback`);
  return undefined;
}

function inferType(raw: Record<string, unknown>): string {
  const type = readString(raw.type)?.trim();
  if (type) return type;
  if (Array.isArray(raw.selectedOrder)) return 'sequence_task';
  if (typeof raw.selectedAnswer === 'boolean') return 'binary_task';
  if (Array.isArray(raw.selectedAnswers) || typeof raw.selectedAnswer === 'string') return 'mcq_1';
  if (raw.responses !== undefined) return 'find_mistakes';
  return 'unknown';
}

function readCount(value: unknown): number {
  return Math.floor(readNonNegativeNumber(value) ?? 0);
}

function normaliseCorrections(value: unknown): FixCorrection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const errorId = readId(entry.errorId);
    if (errorId === undefined) return [];
    return [
      {
        errorId,
        selectedOption: readString(entry.selectedOption) ?? '',
        isCorrect: entry.isCorrect === true,
        attempts: Math.max(1, readCount(entry.attempts)),
      },
    ];
  });
}

function normaliseFindDetail(value: unknown, onCorrupt: CorruptReporter | undefined): FindMistakesDetail {
  const raw = parseMaybeJson(value, 'find-mistakes responses', onCorrupt);
  const detail = isRecord(raw) ? raw : {};
  const clicked = Array.isArray(detail.clickedFragments) ? detail.clickedFragments : [];
  return {
    clickedFragments: clicked.filter(
      (n): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0,
    ),
    correctlyIdentified: readStringArray(detail.correctlyIdentified) ?? [],
    incorrectClicks: Array.isArray(detail.incorrectClicks)
      ? detail.incorrectClicks.length
      : readCount(detail.incorrectClicks),
    missedErrors: readStringArray(detail.missedErrors) ?? [],
    corrections: normaliseCorrections(detail.corrections),
  };
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
  switch (type) {
    case 'sequence_task':
      return {
        ...base,
        type,
        selectedOrder: readStringArray(raw.selectedOrder) ?? [],
        checkAttempts: readCount(raw.checkAttempts),
      };
    case 'mcq_1': {
      const single = readString(raw.selectedAnswer);
      const list = readStringArray(raw.selectedAnswers) ?? (single === undefined ? [] : [single]);
      return { ...base, type, selectedAnswers: list, selectedAnswer: single ?? list.at(-1) ?? null };
    }
    case 'binary_task':
      return { ...base, type, selectedAnswer: readBooleanAnswer(raw.selectedAnswer) ?? null };
    case 'find_mistakes':
      return { ...base, type, responses: normaliseFindDetail(raw.responses, onCorrupt) };
    default:
      return base;
  }
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
