import { isRecord } from '#domain/homework/read';

// Strict readers of JSON (the student's copy of a task, a stored recording): each answers the value
// when it has the expected type and otherwise rejects the whole task, as a schema would, while
// keeping the player free of the schema library (30 KB it would otherwise download first). Only the
// fields named are kept: anything else in the JSON is dropped.

class NotATask extends Error {}

/** Runs a reader; answers null instead of a task when any field was not as expected. */
export function readOrNull<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof NotATask) return null;
    throw error;
  }
}

function fail(): never {
  throw new NotATask();
}

/** An object, else the task is rejected. */
export function obj(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : fail();
}

/** A string, else rejected. */
export function str(value: unknown): string {
  return typeof value === 'string' ? value : fail();
}

/** A boolean, else rejected. */
export function bool(value: unknown): boolean {
  return typeof value === 'boolean' ? value : fail();
}

/** A finite number of at least 0, else rejected. */
export function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fail();
}

/** An array of strings, else rejected. */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str) : fail();
}

/** An array read item by item, else rejected. */
export function list<T>(value: unknown, read: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(read) : fail();
}

/** `{ [key]: read(value) }` when the field is present, `{}` when absent; rejected when present but wrong. */
export function optional<K extends string, T>(
  record: Record<string, unknown>,
  key: K,
  read: (value: unknown) => T,
): { [P in K]?: T } {
  return (record[key] === undefined ? {} : { [key]: read(record[key]) }) as { [P in K]?: T };
}

/** An object whose every value is a string (keyed by any text), else rejected. */
export function textsByKey(value: unknown): Record<string, string> {
  // From entries, so a key such as "__proto__" stays a key.
  return Object.fromEntries(Object.entries(obj(value)).map(([key, text]) => [key, str(text)]));
}

/**
 * The fields every task has: a non-empty id, its question and its points, and its explanation
 * when the server sent it (only for a finished task).
 */
export function taskBase(record: Record<string, unknown>): {
  id: string;
  question: string;
  points: number;
  explanation?: string;
} {
  const id = str(record.id);
  return {
    id: id.length > 0 ? id : fail(),
    question: str(record.question),
    points: count(record.points),
    ...optional(record, 'explanation', str),
  };
}

/** The literal type, else rejected. */
export function literal<T extends string>(value: unknown, expected: T): T {
  return value === expected ? expected : fail();
}

/** A finite number from `min` to `max`, else rejected; `above` makes `min` itself too small. */
export function between(value: unknown, min: number, max: number, above = false): number {
  const ok =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    (above ? value > min : value >= min) &&
    value <= max;
  return ok ? value : fail();
}

/** An array of at most `max` items read one by one, else rejected. */
export function capped<T>(value: unknown, max: number, read: (item: unknown) => T): T[] {
  return Array.isArray(value) && value.length <= max ? value.map(read) : fail();
}

/** A string of at most `max` characters, else rejected. */
export function shortString(value: unknown, max: number): string {
  return typeof value === 'string' && value.length <= max ? value : fail();
}

/**
 * A task of `type` read strictly: its common fields, then the kind's own (`read`); null when any
 * field is not as expected.
 */
export function readTask<T extends string, R extends object>(
  raw: unknown,
  type: T,
  read: (json: Record<string, unknown>) => R,
): ({ id: string; question: string; points: number; explanation?: string; type: T } & R) | null {
  return readOrNull(() => {
    const json = obj(raw);
    return { ...taskBase(json), type: literal(json.type, type), ...read(json) };
  });
}
