/** A plain object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value if it is a string, else undefined. */
export function readString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A task id: a non-blank string or a finite number, as a string. */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number (or numeric string) of zero or more, else undefined. */
export function readNonNegativeNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** An array of strings; numbers and booleans become strings, other entries are dropped. Undefined if not an array. */
export function readStringArray(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: string[] = [];
  for (const entry of value) {
    if (typeof entry === 'string') out.push(entry);
    else if (typeof entry === 'number' || typeof entry === 'boolean') out.push(String(entry));
  }
  return out;
}

/** Parses JSON text, answering undefined instead of throwing. */
export function parseJsonSafely(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** Whether two string lists hold the same entries with the same counts, in any order. */
export function isPermutation(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<string, number>();
  for (const s of a) counts.set(s, (counts.get(s) ?? 0) + 1);
  for (const s of b) {
    const c = counts.get(s);
    if (!c) return false;
    counts.set(s, c - 1);
  }
  return true;
}
