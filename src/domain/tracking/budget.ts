import { BYTES_PER_MINUTE_BUDGET } from './limits';
import type { TrackingRecord } from './schema';
import { thinOldest } from './sampling';

/** The number of UTF-8 bytes of a string. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/** Bytes of a value's JSON (UTF-8, uncompressed). */
export function jsonBytes(value: unknown): number {
  return utf8Length(JSON.stringify(value) ?? '');
}

/** Bytes of JSON per minute of recording, counting the cursor points over the time they span. */
export function cursorBytesPerMinute(record: Pick<TrackingRecord, 'cursorMovements'>): number {
  const points = record.cursorMovements;
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last || last.timestamp <= first.timestamp) return jsonBytes(points);
  return (jsonBytes(points) * 60_000) / (last.timestamp - first.timestamp);
}

/** True when a recording stays within the 30 KB per minute budget. */
export function withinMinuteBudget(record: Pick<TrackingRecord, 'cursorMovements'>): boolean {
  return cursorBytesPerMinute(record) <= BYTES_PER_MINUTE_BUDGET;
}

/**
 * Thins the cursor points (and scroll events) of the largest recordings, oldest first, until the
 * tracking of all tasks together fits `maxBytes`; clicks are kept. Inputs are not changed.
 */
export function fitTrackingToBytes(
  tracking: Readonly<Record<string, TrackingRecord>>,
  maxBytes: number,
): Record<string, TrackingRecord> {
  let current: Record<string, TrackingRecord> = { ...tracking };
  for (let pass = 0; pass < 64 && jsonBytes(current) > maxBytes; pass += 1) {
    const [largestId, largest] = Object.entries(current).reduce<[string, TrackingRecord] | [null, null]>(
      (best, entry) =>
        best[1] === null ||
        entry[1].cursorMovements.length + entry[1].scrollEvents.length >
          best[1].cursorMovements.length + best[1].scrollEvents.length
          ? entry
          : best,
      [null, null],
    );
    if (largestId === null || largest === null) break;
    if (largest.cursorMovements.length + largest.scrollEvents.length === 0) break;
    current = {
      ...current,
      [largestId]: {
        ...largest,
        cursorMovements: [
          ...thinOldest(largest.cursorMovements, Math.floor((largest.cursorMovements.length * 3) / 4)),
        ],
        scrollEvents: [
          ...thinOldest(largest.scrollEvents, Math.floor((largest.scrollEvents.length * 3) / 4)),
        ],
      },
    };
  }
  return current;
}
