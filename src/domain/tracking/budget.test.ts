import { describe, expect, it } from 'vitest';
import {
  cursorBytesPerMinute,
  fitTrackingToBytes,
  jsonBytes,
  utf8Length,
  withinMinuteBudget,
} from './budget';
import { BYTES_PER_MINUTE_BUDGET, MAX_CURSOR_POINTS, SAMPLE_INTERVAL_MS } from './limits';
import { roundPoint, shouldSample } from './sampling';
import type { TrackingPoint, TrackingRecord } from './schema';

/** Continuous movement over a wide area, a pointer event every 8 ms, fed through the sampler. */
function continuousMovement(
  fromMs: number,
  toMs: number,
  area = { width: 1280, height: 900 },
): TrackingPoint[] {
  const kept: TrackingPoint[] = [];
  for (let t = fromMs; t <= toMs; t += 8) {
    const raw = {
      x: area.width / 2 + Math.sin(t / 700) * (area.width / 2 - 1),
      y: area.height / 2 + Math.cos(t / 900) * (area.height / 2 - 1),
      timestamp: t,
    };
    const next = roundPoint(raw, area);
    if (shouldSample(kept[kept.length - 1], next)) kept.push(next);
  }
  return kept;
}

const record = (cursorMovements: TrackingPoint[]): TrackingRecord => ({
  cursorMovements,
  clicks: [],
  scrollEvents: [],
});

describe('size budget: a minute of continuous movement costs at most 30 KB of JSON', () => {
  it('the first minute fits the budget', () => {
    const minute = continuousMovement(0, 60_000);
    expect(jsonBytes(minute)).toBeLessThanOrEqual(BYTES_PER_MINUTE_BUDGET);
    expect(withinMinuteBudget(record(minute))).toBe(true);
  });

  it('the tenth minute (longer timestamps) fits the budget too', () => {
    const minute = continuousMovement(540_000, 600_000);
    expect(jsonBytes(minute)).toBeLessThanOrEqual(BYTES_PER_MINUTE_BUDGET);
  });

  it('the budget check refuses a recording sampled every 10 ms', () => {
    const dense = Array.from({ length: 6_000 }, (_, i) => ({
      x: 1000 + (i % 200),
      y: 500,
      timestamp: i * 10,
    }));
    expect(cursorBytesPerMinute(record(dense))).toBeGreaterThan(BYTES_PER_MINUTE_BUDGET);
    expect(withinMinuteBudget(record(dense))).toBe(false);
  });

  it('the cap of ten minutes of samples is what ten minutes at the sampling interval give', () => {
    expect(MAX_CURSOR_POINTS).toBe(600_000 / SAMPLE_INTERVAL_MS);
  });

  it('counts UTF-8 bytes, not characters', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
  });
});

describe('fitting all tasks into a payload limit: points thinned, clicks kept', () => {
  it('thins the largest recording until everything fits and keeps every click', () => {
    const clicks = [{ x: 1, y: 2, timestamp: 3, target: 'option:1' }];
    const tracking = {
      big: { ...record(continuousMovement(0, 300_000)), clicks },
      small: record(continuousMovement(0, 5_000)),
    };
    const limit = 60_000;
    expect(jsonBytes(tracking)).toBeGreaterThan(limit);
    const fitted = fitTrackingToBytes(tracking, limit);
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(limit);
    expect(fitted.big?.clicks).toEqual(clicks);
    expect(fitted.small).toBe(tracking.small);
    expect(tracking.big.cursorMovements.length).toBeGreaterThan(3_000);
  });

  it('gives back the same data when it already fits', () => {
    const tracking = { a: record(continuousMovement(0, 1_000)) };
    expect(fitTrackingToBytes(tracking, 1_000_000)).toEqual(tracking);
  });
});
