import { readTrackingRecord } from '#domain/tracking/read-record';
import type { TrackingRecord } from '#domain/tracking/schema';
import {
  MAX_CLICKS,
  MAX_CURSOR_POINTS,
  MAX_RELATIVE_MS,
  MAX_SCROLL_EVENTS,
  SCHEMA_CAPS,
} from '#domain/tracking/limits';
import { fitTrackingToBytes } from '#domain/tracking/budget';
import { type AreaLayout, sameLayout } from '#domain/tracking/layout-mapping';
import { shouldSample, thinOldest } from '#domain/tracking/sampling';

/** Where the recorder keeps each task's recording while the player is open (mutable, owned by the recorder). */
export interface RecordingStore {
  /** The recording of one task, or undefined when nothing was recorded for it. */
  forTask: (taskId: string) => TrackingRecord | undefined;
  /** Every task's recording, keyed by task id. */
  all: () => Record<string, TrackingRecord>;
  /** Starts (or resumes) the clock of a task; later events are timed from its previous time spent. */
  enter: (taskId: string) => void;
  /** Stops the clock of the current task. */
  leave: () => void;
  /** Milliseconds since the current task started (its earlier visits included), or null when none is active. */
  elapsed: () => number | null;
  /** Records a cursor point if the sampler takes it; `intervalMs` 0 takes any moved point (a press). */
  addPoint: (point: { x: number; y: number; timestamp: number }, intervalMs?: number) => boolean;
  addClick: (click: { x: number; y: number; timestamp: number; target?: string }) => void;
  addScroll: (scroll: { x: number; y: number; timestamp: number }) => void;
  setLayout: (layout: AreaLayout, timestamp: number) => void;
  /** The last cursor point of the current task (for the sampler). */
  lastPoint: () => { x: number; y: number; timestamp: number } | undefined;
}

interface Live {
  record: TrackingRecord;
  enteredAtMs: number | null;
  base: number;
}

/** Reads initial recordings (from local storage or the server), keeping only valid entries. */
export function sanitiseTrackingMap(value: unknown): Record<string, TrackingRecord> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, TrackingRecord> = {};
  for (const [taskId, entry] of Object.entries(value)) {
    const record = readTrackingRecord(entry);
    if (record) out[taskId] = record;
  }
  return out;
}

/** Picks, per task, the longer of two recordings (by time spent, then by points). */
export function mergeTrackingMaps(
  a: Record<string, TrackingRecord>,
  b: Record<string, TrackingRecord>,
): Record<string, TrackingRecord> {
  const out = { ...a };
  for (const [taskId, record] of Object.entries(b)) {
    const other = out[taskId];
    const weight = (r: TrackingRecord) => [r.timeSpent ?? 0, r.cursorMovements.length + r.clicks.length];
    if (!other) out[taskId] = record;
    else {
      const [ta, pa] = weight(other);
      const [tb, pb] = weight(record);
      if ((tb ?? 0) > (ta ?? 0) || ((tb ?? 0) === (ta ?? 0) && (pb ?? 0) > (pa ?? 0))) out[taskId] = record;
    }
  }
  return out;
}

/** A store seeded with earlier recordings; the recorder mutates its own copies only. */
export function createRecordingStore(
  initial: Record<string, TrackingRecord>,
  now: () => { epochMs: number; ms: number } = () => ({ epochMs: Date.now(), ms: performance.now() }),
): RecordingStore {
  const tasks = new Map<string, Live>(
    Object.entries(initial).map(([id, record]) => [
      id,
      {
        record: {
          ...record,
          cursorMovements: [...record.cursorMovements],
          clicks: [...record.clicks],
          scrollEvents: [...record.scrollEvents],
        },
        enteredAtMs: null,
        base: record.timeSpent ?? 0,
      },
    ]),
  );
  let current: Live | null = null;
  const elapsedOf = (live: Live): number =>
    live.enteredAtMs === null
      ? (live.record.timeSpent ?? 0)
      : Math.min(MAX_RELATIVE_MS, Math.round(live.base + Math.max(0, now().ms - live.enteredAtMs)));
  const snapshot = (live: Live): TrackingRecord => {
    const record = {
      ...live.record,
      timeSpent: elapsedOf(live),
      cursorMovements: [...live.record.cursorMovements],
      clicks: [...live.record.clicks],
      scrollEvents: [...live.record.scrollEvents],
    };
    return live.enteredAtMs === null ? record : { ...record, endTime: Math.round(now().epochMs) };
  };

  const store: RecordingStore = {
    forTask: (taskId) => {
      const live = tasks.get(taskId);
      return live ? snapshot(live) : undefined;
    },
    all: () => Object.fromEntries([...tasks].map(([id, live]) => [id, snapshot(live)])),
    enter: (taskId) => {
      if (current) store.leave();
      const { epochMs: nowEpochMs, ms: nowMs } = now();
      let live = tasks.get(taskId);
      if (!live) {
        live = {
          record: { startTime: nowEpochMs, timeSpent: 0, cursorMovements: [], clicks: [], scrollEvents: [] },
          enteredAtMs: null,
          base: 0,
        };
        tasks.set(taskId, live);
      }
      live.base = live.record.timeSpent ?? 0;
      live.enteredAtMs = nowMs;
      current = live;
    },
    leave: () => {
      if (!current || current.enteredAtMs === null) return;
      current.record = {
        ...current.record,
        timeSpent: elapsedOf(current),
        endTime: Math.round(now().epochMs),
      };
      current.enteredAtMs = null;
      current = null;
    },
    elapsed: () => (current && current.enteredAtMs !== null ? elapsedOf(current) : null),
    addPoint: (point, intervalMs) => {
      if (!current) return false;
      const points = current.record.cursorMovements;
      if (!shouldSample(points[points.length - 1], point, intervalMs)) return false;
      points.push(point);
      if (points.length > MAX_CURSOR_POINTS)
        current.record.cursorMovements = [...thinOldest(points, MAX_CURSOR_POINTS)];
      return true;
    },
    addClick: (click) => {
      if (!current || current.record.clicks.length >= MAX_CLICKS) return;
      current.record.clicks.push(click);
    },
    addScroll: (scroll) => {
      if (!current) return;
      const list = current.record.scrollEvents;
      const last = list[list.length - 1];
      if (last && !shouldSample({ x: last.x ?? 0, y: last.y, timestamp: last.timestamp }, scroll)) return;
      list.push(scroll);
      if (list.length > MAX_SCROLL_EVENTS)
        current.record.scrollEvents = [...thinOldest(list, MAX_SCROLL_EVENTS)];
    },
    setLayout: (layout, timestamp) => {
      if (!current) return;
      const record = current.record;
      const layouts = record.layouts ?? [];
      const last = layouts[layouts.length - 1];
      record.area = { ...layout.area };
      if (last && sameLayout(last, layout)) return;
      const entry = {
        timestamp,
        area: { ...layout.area },
        elements: layout.elements.slice(0, SCHEMA_CAPS.elements),
      };
      // The first layout is always kept; past the cap the newest replaces the last one.
      record.layouts =
        layouts.length >= SCHEMA_CAPS.layouts ? [...layouts.slice(0, -1), entry] : [...layouts, entry];
    },
    lastPoint: () => {
      const points = current?.record.cursorMovements;
      return points ? points[points.length - 1] : undefined;
    },
  };
  return store;
}

/** Tracking sent with submit stays under the server's 1.25 MB body limit (thinned to fit). */
export const UPLOAD_TRACKING_BYTES = 1_100_000;
/** Tracking kept in local storage stays small enough never to crowd out the answers. */
export const LOCAL_TRACKING_BYTES = 1_000_000;

/** Every task's recording, only for the given tasks, thinned to fit a byte budget (clicks kept). */
export function trackingWithin(
  store: RecordingStore,
  taskIds: readonly string[],
  maxBytes: number,
): Record<string, TrackingRecord> {
  const known = new Set(taskIds);
  const mine = Object.fromEntries(Object.entries(store.all()).filter(([id]) => known.has(id)));
  return fitTrackingToBytes(mine, maxBytes);
}
