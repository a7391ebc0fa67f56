// Times as the stored rows and the API carry them (ISO strings), read without any other domain code.

/** A time as milliseconds since the epoch, from an ISO string, a number or a Date; null if invalid. */
export function toEpochMs(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** Whole seconds between two times; 0 when either is missing or the end is before the start. */
export function wholeSecondsBetween(
  start: string | number | Date | null | undefined,
  end: string | number | Date | null | undefined,
): number {
  const from = toEpochMs(start);
  const to = toEpochMs(end);
  return from === null || to === null || to < from ? 0 : Math.floor((to - from) / 1000);
}
