import { assertNever } from '#domain/assert-never';
import type { TrackingPoint, TrackingRecord } from './schema';

/** The replay's speed choices. */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;
/** One of the replay speeds. */
export type ReplaySpeed = (typeof REPLAY_SPEEDS)[number];
/** The seek slider's step in milliseconds. */
export const SEEK_STEP_MS = 100;
/** A click is marked while the clock is within this many milliseconds of it. */
export const CLICK_WINDOW_MS = 100;

/** The replay clock: playing, paused or reset, the time shown and the speed. */
export interface ReplayClock {
  status: 'playing' | 'paused' | 'reset';
  timeMs: number;
  speed: ReplaySpeed;
  durationMs: number;
}

/** What the replay controls do to the clock. */
export type ReplayCommand =
  | { type: 'play' }
  | { type: 'pause' }
  | { type: 'toggle' }
  | { type: 'reset' }
  | { type: 'seek'; timeMs: number }
  | { type: 'speed'; speed: ReplaySpeed }
  | { type: 'tick'; elapsedMs: number };

/** A new clock at 0, reset, at 1x. */
export function createReplayClock(durationMs: number): ReplayClock {
  return {
    status: 'reset',
    timeMs: 0,
    speed: 1,
    durationMs: Math.max(0, Number.isFinite(durationMs) ? durationMs : 0),
  };
}

/** The last moment of a recording: its time spent or its latest event, whichever is later. */
export function recordingDuration(record: TrackingRecord): number {
  const last = <T extends { timestamp: number }>(items: readonly T[]) =>
    items[items.length - 1]?.timestamp ?? 0;
  return Math.max(
    record.timeSpent ?? 0,
    last(record.cursorMovements),
    last(record.clicks),
    last(record.scrollEvents),
  );
}

/** Snaps a time to the 100 ms seek grid inside the recording. */
export function snapToStep(timeMs: number, durationMs: number): number {
  if (!Number.isFinite(timeMs)) return 0;
  const snapped = Math.round(timeMs / SEEK_STEP_MS) * SEEK_STEP_MS;
  return Math.min(Math.max(0, snapped), durationMs);
}

/** True when the value is one of the replay speeds. */
export function isReplaySpeed(value: number): value is ReplaySpeed {
  return (REPLAY_SPEEDS as readonly number[]).includes(value);
}

/** Applies one control or one animation frame to the clock; returns the same clock when nothing changes. */
export function replayStep(clock: ReplayClock, command: ReplayCommand): ReplayClock {
  switch (command.type) {
    case 'play':
      if (clock.status === 'playing') return clock;
      return { ...clock, status: 'playing', timeMs: clock.timeMs >= clock.durationMs ? 0 : clock.timeMs };
    case 'pause':
      return clock.status === 'playing' ? { ...clock, status: 'paused' } : clock;
    case 'toggle':
      return replayStep(clock, { type: clock.status === 'playing' ? 'pause' : 'play' });
    case 'reset':
      return { ...clock, status: 'reset', timeMs: 0 };
    case 'seek': {
      const timeMs = snapToStep(command.timeMs, clock.durationMs);
      return { ...clock, timeMs, status: clock.status === 'playing' ? 'playing' : 'paused' };
    }
    case 'speed':
      return isReplaySpeed(command.speed) ? { ...clock, speed: command.speed } : clock;
    case 'tick': {
      if (clock.status !== 'playing' || !(command.elapsedMs > 0)) return clock;
      const timeMs = clock.timeMs + command.elapsedMs * clock.speed;
      return timeMs >= clock.durationMs
        ? { ...clock, timeMs: clock.durationMs, status: 'paused' }
        : { ...clock, timeMs };
    }
    default:
      return assertNever(command);
  }
}

/** Index of the last item whose timestamp is at or before the time, or -1 (binary search; items sorted). */
export function lastIndexAtOrBefore(items: readonly { timestamp: number }[], timeMs: number): number {
  let low = 0;
  let high = items.length - 1;
  let found = -1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    if ((items[mid]?.timestamp ?? Number.POSITIVE_INFINITY) <= timeMs) {
      found = mid;
      low = mid + 1;
    } else high = mid - 1;
  }
  return found;
}

/** The cursor position at a time, between the two surrounding samples; null before the first one. */
export function positionAt(
  points: readonly TrackingPoint[],
  timeMs: number,
): { x: number; y: number } | null {
  const index = lastIndexAtOrBefore(points, timeMs);
  const before = points[index];
  if (!before) return null;
  const after = points[index + 1];
  if (!after || after.timestamp <= before.timestamp) return { x: before.x, y: before.y };
  const t = (timeMs - before.timestamp) / (after.timestamp - before.timestamp);
  return { x: before.x + (after.x - before.x) * t, y: before.y + (after.y - before.y) * t };
}

/**
 * The clicks within 100 ms of the time (sorted clicks, found by binary search). While the replay
 * plays, `sinceMs` is the time of the frame before: a frame can step further than the window is
 * wide (at 4x a 200 ms window lasts 50 ms of wall time, less than one frame on a busy machine), and
 * a click whose window the clock crossed between two frames is marked on the later one rather than
 * never.
 */
export function clicksNear<T extends { timestamp: number }>(
  clicks: readonly T[],
  timeMs: number,
  sinceMs: number = timeMs,
  windowMs: number = CLICK_WINDOW_MS,
): T[] {
  const from = Math.min(timeMs, sinceMs) - windowMs;
  const last = lastIndexAtOrBefore(clicks, timeMs + windowMs);
  const near: T[] = [];
  for (let i = last; i >= 0; i -= 1) {
    const click = clicks[i];
    if (!click || click.timestamp < from) break;
    near.unshift(click);
  }
  return near;
}

/** The replay's session statistics: total time (ms), cursor movements, clicks and scroll events. */
export function replayStatistics(record: TrackingRecord): {
  totalTimeMs: number;
  cursorMovements: number;
  clicks: number;
  scrollEvents: number;
} {
  return {
    totalTimeMs: recordingDuration(record),
    cursorMovements: record.cursorMovements.length,
    clicks: record.clicks.length,
    scrollEvents: record.scrollEvents.length,
  };
}
