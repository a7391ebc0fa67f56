import { MAX_CURSOR_POINTS, SAMPLE_INTERVAL_MS } from './limits';
import type { TrackingArea, TrackingPoint } from './schema';

/** A pointer position as the browser reports it, relative to the task area, before rounding. */
export interface RawPointer {
  x: number;
  y: number;
  timestamp: number;
}

/** Rounds a raw pointer position to whole pixels and whole milliseconds, kept inside the area. */
export function roundPoint(raw: RawPointer, area: TrackingArea): TrackingPoint {
  const clamp = (value: number, max: number) =>
    Number.isFinite(value) ? Math.min(Math.max(0, Math.round(value)), Math.round(max)) : 0;
  return {
    x: clamp(raw.x, area.width),
    y: clamp(raw.y, area.height),
    timestamp: Number.isFinite(raw.timestamp) ? Math.max(0, Math.round(raw.timestamp)) : 0,
  };
}

/** True when a raw position lies inside the area (positions outside it are never recorded). */
export function isInsideArea(raw: { x: number; y: number }, area: TrackingArea): boolean {
  return raw.x >= 0 && raw.y >= 0 && raw.x <= area.width && raw.y <= area.height;
}

/**
 * Whether a new (rounded) position is recorded after the last one: always the first, otherwise only
 * when the pointer moved and at least the sampling interval has passed.
 */
export function shouldSample(
  last: TrackingPoint | undefined,
  next: TrackingPoint,
  intervalMs: number = SAMPLE_INTERVAL_MS,
): boolean {
  if (last === undefined) return true;
  const moved = last.x !== next.x || last.y !== next.y;
  return moved && next.timestamp - last.timestamp >= intervalMs;
}

/**
 * Drops every second point of the oldest half until at most `cap` remain; the newest points keep
 * their full rate. Returns the input itself when it is within the cap.
 */
export function thinOldest<T>(points: readonly T[], cap: number = MAX_CURSOR_POINTS): readonly T[] {
  if (cap < 2) return points.slice(Math.max(0, points.length - Math.max(0, cap)));
  let kept: readonly T[] = points;
  while (kept.length > cap) {
    const half = Math.floor(kept.length / 2);
    if (half < 2) return kept.slice(kept.length - cap);
    kept = [...kept.slice(0, half).filter((_, index) => index % 2 === 0), ...kept.slice(half)];
  }
  return kept;
}

/** Appends a sample to a recording and thins the oldest points when it passes the cap. */
export function appendSample<T>(
  points: readonly T[],
  point: T,
  cap: number = MAX_CURSOR_POINTS,
): readonly T[] {
  return thinOldest([...points, point], cap);
}
