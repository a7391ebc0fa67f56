import { type TrackingRecord, trackingRecordSchema } from './schema';

/** Why a stored recording cannot be replayed. */
export type TrackingRecordProblem = { kind: 'missing' } | { kind: 'corrupt'; message: string };

/** A stored recording read for replay: the sanitised record, or the problem. */
export type StoredTrackingResult =
  | { ok: true; record: TrackingRecord }
  | { ok: false; problem: TrackingRecordProblem };

const byTime = <T extends { timestamp: number }>(items: readonly T[]): T[] =>
  items.every((item, index) => index === 0 || (items[index - 1]?.timestamp ?? 0) <= item.timestamp)
    ? [...items]
    : [...items].sort((a, b) => a.timestamp - b.timestamp);

/**
 * Reads a stored recording for the replay: missing when absent, corrupt (with the first problem)
 * when it does not match the schema; otherwise the record with every list sorted by time.
 */
export function readStoredTracking(value: unknown): StoredTrackingResult {
  if (value === undefined || value === null) return { ok: false, problem: { kind: 'missing' } };
  const parsed = trackingRecordSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return {
      ok: false,
      problem: { kind: 'corrupt', message: `${where}${issue?.message ?? 'invalid record'}` },
    };
  }
  const record = parsed.data;
  return {
    ok: true,
    record: {
      ...record,
      cursorMovements: byTime(record.cursorMovements),
      clicks: byTime(record.clicks),
      scrollEvents: byTime(record.scrollEvents),
      ...(record.layouts ? { layouts: byTime(record.layouts) } : {}),
    },
  };
}
