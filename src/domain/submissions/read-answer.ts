import {
  isRecord,
  parseJsonSafely,
  readId,
  readNonNegativeNumber,
  readString,
  readStringArray,
} from '#domain/homework/read';
import { readBooleanAnswer } from '#domain/homework/repair-task';
import type {
  BinaryTaskResponse,
  FindMistakesDetail,
  FindMistakesTaskResponse,
  FixCorrection,
  McqTaskResponse,
  SequenceTaskResponse,
  TaskResponseBase,
} from './response-types';

// How each kind of task reads its part of a recorded answer (the common fields are read once for
// all kinds in responses.ts); each kind's registry entry points at its reader.

/** Called with a message when stored data is corrupt and a fallback is used (the caller logs it). */
export type CorruptReporter = (message: string) => void;

/** A value that may be JSON text of itself (older data), parsed; corrupt text reports and gives undefined. */
export function parseMaybeJson(
  value: unknown,
  what: string,
  onCorrupt: CorruptReporter | undefined,
): unknown {
  if (typeof value !== 'string') return value;
  const parsed = parseJsonSafely(value);
  if (parsed.ok) return parsed.value;
  onCorrupt?.(`Corrupt JSON in saved ${what}; using a fallback`);
  return undefined;
}

/** A whole count of zero or more (0 when missing or invalid). */
export function readCount(value: unknown): number {
  return Math.floor(readNonNegativeNumber(value) ?? 0);
}

export function normaliseCorrections(value: unknown): FixCorrection[] {
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

export function normaliseFindDetail(
  value: unknown,
  onCorrupt: CorruptReporter | undefined,
): FindMistakesDetail {
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

/** A sequence answer's own fields. */
export function readSequenceAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
): SequenceTaskResponse {
  return {
    ...base,
    type: 'sequence_task',
    selectedOrder: readStringArray(raw.selectedOrder) ?? [],
    checkAttempts: readCount(raw.checkAttempts),
  };
}

/** A multiple-choice answer's own fields (one pick of older data becomes a list of one). */
export function readMcqAnswer(raw: Record<string, unknown>, base: TaskResponseBase): McqTaskResponse {
  const single = readString(raw.selectedAnswer);
  const list = readStringArray(raw.selectedAnswers) ?? (single === undefined ? [] : [single]);
  return { ...base, type: 'mcq_1', selectedAnswers: list, selectedAnswer: single ?? list.at(-1) ?? null };
}

/** A true/false answer's own field. */
export function readBinaryAnswer(raw: Record<string, unknown>, base: TaskResponseBase): BinaryTaskResponse {
  return { ...base, type: 'binary_task', selectedAnswer: readBooleanAnswer(raw.selectedAnswer) ?? null };
}

/** A find-the-mistakes answer's own fields. */
export function readFindMistakesAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
  onCorrupt?: CorruptReporter,
): FindMistakesTaskResponse {
  return { ...base, type: 'find_mistakes', responses: normaliseFindDetail(raw.responses, onCorrupt) };
}
