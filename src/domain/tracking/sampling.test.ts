import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_CURSOR_POINTS, MIN_SAMPLE_INTERVAL_MS, SAMPLE_INTERVAL_MS } from './limits';
import { appendSample, isInsideArea, roundPoint, shouldSample, thinOldest } from './sampling';

const area = { width: 800, height: 600 };

describe('sampling: at most every 50 ms and only when moved', () => {
  it('the sampling interval never goes under 50 ms', () => {
    expect(SAMPLE_INTERVAL_MS).toBeGreaterThanOrEqual(MIN_SAMPLE_INTERVAL_MS);
  });

  it('records the first position, then skips positions closer in time than the interval', () => {
    const first = { x: 10, y: 10, timestamp: 0 };
    expect(shouldSample(undefined, first)).toBe(true);
    expect(shouldSample(first, { x: 20, y: 10, timestamp: SAMPLE_INTERVAL_MS - 1 })).toBe(false);
    expect(shouldSample(first, { x: 20, y: 10, timestamp: SAMPLE_INTERVAL_MS })).toBe(true);
  });

  it('does not record a position when the pointer did not move, however long it waited', () => {
    const first = { x: 10, y: 10, timestamp: 0 };
    expect(shouldSample(first, { x: 10, y: 10, timestamp: 60_000 })).toBe(false);
  });

  it('a stream of moves every 1 ms keeps samples at least the interval apart', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 799 }), { minLength: 1, maxLength: 500 }), (xs) => {
        const kept: { x: number; y: number; timestamp: number }[] = [];
        xs.forEach((x, t) => {
          const next = roundPoint({ x, y: 5, timestamp: t }, area);
          if (shouldSample(kept[kept.length - 1], next)) kept.push(next);
        });
        return kept.every(
          (p, i) => i === 0 || p.timestamp - (kept[i - 1]?.timestamp ?? 0) >= SAMPLE_INTERVAL_MS,
        );
      }),
    );
  });

  it('rounds to whole pixels and milliseconds, kept inside the area', () => {
    expect(roundPoint({ x: 10.4, y: 20.6, timestamp: 33.5 }, area)).toEqual({ x: 10, y: 21, timestamp: 34 });
    expect(roundPoint({ x: -5, y: 900, timestamp: -1 }, area)).toEqual({ x: 0, y: 600, timestamp: 0 });
    expect(roundPoint({ x: Number.NaN, y: 1, timestamp: 1 }, area).x).toBe(0);
  });

  it('nothing outside the task area is recorded', () => {
    expect(isInsideArea({ x: 5, y: 5 }, area)).toBe(true);
    expect(isInsideArea({ x: -1, y: 5 }, area)).toBe(false);
    expect(isInsideArea({ x: 5, y: 601 }, area)).toBe(false);
  });
});

describe('thinning beyond the cap: the oldest points are thinned', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i, y: i, timestamp: i * 100 }));

  it('leaves a recording within the cap as it is', () => {
    const input = points(10);
    expect(thinOldest(input, 10)).toBe(input);
  });

  it('keeps at most the cap, the newest points untouched and the first point kept, without changing the input', () => {
    const input = points(1_000);
    const thinned = thinOldest(input, 600);
    expect(thinned.length).toBeLessThanOrEqual(600);
    expect(thinned.slice(-300)).toEqual(input.slice(-300));
    expect(thinned[0]).toEqual(input[0]);
    expect(input).toHaveLength(1_000);
    expect(thinned.every((p, i) => i === 0 || p.timestamp > (thinned[i - 1]?.timestamp ?? -1))).toBe(true);
  });

  it('appending past the default cap keeps the recording under ten minutes of samples', () => {
    let recording: readonly { x: number; y: number; timestamp: number }[] = [];
    for (let i = 0; i < MAX_CURSOR_POINTS + 50; i += 1)
      recording = appendSample(recording, { x: i % 800, y: 1, timestamp: i * SAMPLE_INTERVAL_MS });
    expect(recording.length).toBeLessThanOrEqual(MAX_CURSOR_POINTS);
    expect(recording[recording.length - 1]?.timestamp).toBe((MAX_CURSOR_POINTS + 49) * SAMPLE_INTERVAL_MS);
  });

  it('any recording thinned to any cap keeps at most the cap and the newest point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_000 }), fc.integer({ min: 0, max: 2_000 }), (n, cap) => {
        const input = points(n);
        const thinned = thinOldest(input, cap);
        const sizeOk = n <= cap ? thinned.length === n : thinned.length <= cap;
        const newestKept = n === 0 || cap === 0 || thinned[thinned.length - 1] === input[n - 1];
        return sizeOk && newestKept;
      }),
    );
  });
});
