import {
  parseJsonSafely,
  readNonNegativeNumber,
} from '#domain/homework/read';

// What reading a recorded answer needs, for responses.ts (the common fields) and for each kind of
// task, whose registry entry reads its own fields.

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
