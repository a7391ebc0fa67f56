import { describe, expect, it } from 'vitest';
import { formatClock } from '../format/durations';
import {
  CLICK_WINDOW_MS,
  clicksNear,
  createReplayClock,
  positionAt,
  REPLAY_SPEEDS,
  recordingDuration,
  replayStatistics,
  replayStep,
  SEEK_STEP_MS,
  snapToStep,
} from './replay-clock';

const points = [
  { x: 0, y: 0, timestamp: 100 },
  { x: 100, y: 50, timestamp: 200 },
  { x: 100, y: 50, timestamp: 400 },
];

describe('replay clock (teacher.md sections 4 and 9)', () => {
  it('starts reset at 0:00 and 1x', () => {
    const clock = createReplayClock(5_000);
    expect(clock).toEqual({ status: 'reset', timeMs: 0, speed: 1, durationMs: 5_000 });
    expect(formatClock(clock.timeMs)).toBe('0:00');
  });

  it('speeds are 0.5, 1, 2 and 4: a frame advances the clock by elapsed time times the speed', () => {
    expect(REPLAY_SPEEDS).toEqual([0.5, 1, 2, 4]);
    for (const speed of REPLAY_SPEEDS) {
      let clock = replayStep(createReplayClock(100_000), { type: 'speed', speed });
      clock = replayStep(clock, { type: 'play' });
      clock = replayStep(clock, { type: 'tick', elapsedMs: 1_000 });
      expect(clock.timeMs).toBe(1_000 * speed);
    }
  });

  it('refuses a speed that is not one of the four', () => {
    const clock = createReplayClock(1_000);
    expect(replayStep(clock, { type: 'speed', speed: 3 as never })).toBe(clock);
  });

  it('a paused or reset clock does not move on a frame', () => {
    const clock = createReplayClock(1_000);
    expect(replayStep(clock, { type: 'tick', elapsedMs: 500 })).toBe(clock);
    const paused = replayStep(replayStep(clock, { type: 'play' }), { type: 'pause' });
    expect(replayStep(paused, { type: 'tick', elapsedMs: 500 }).timeMs).toBe(0);
  });

  it('playing stops (paused) at the end; play again starts from 0', () => {
    let clock = replayStep(createReplayClock(1_000), { type: 'play' });
    clock = replayStep(clock, { type: 'tick', elapsedMs: 5_000 });
    expect(clock).toMatchObject({ status: 'paused', timeMs: 1_000 });
    expect(replayStep(clock, { type: 'play' })).toMatchObject({ status: 'playing', timeMs: 0 });
  });

  it('toggle switches play and pause; reset goes back to 0 in the reset state', () => {
    let clock = replayStep(createReplayClock(1_000), { type: 'toggle' });
    expect(clock.status).toBe('playing');
    clock = replayStep(replayStep(clock, { type: 'tick', elapsedMs: 300 }), { type: 'toggle' });
    expect(clock).toMatchObject({ status: 'paused', timeMs: 300 });
    expect(replayStep(clock, { type: 'reset' })).toMatchObject({ status: 'reset', timeMs: 0 });
  });

  it('seek moves the clock in 100 ms steps, inside the recording, and keeps playing if it was', () => {
    expect(SEEK_STEP_MS).toBe(100);
    const clock = createReplayClock(2_000);
    expect(replayStep(clock, { type: 'seek', timeMs: 1_234 })).toMatchObject({
      timeMs: 1_200,
      status: 'paused',
    });
    expect(replayStep(clock, { type: 'seek', timeMs: 1_250 }).timeMs).toBe(1_300);
    expect(replayStep(clock, { type: 'seek', timeMs: 9_999 }).timeMs).toBe(2_000);
    expect(replayStep(clock, { type: 'seek', timeMs: -50 }).timeMs).toBe(0);
    expect(snapToStep(Number.NaN, 2_000)).toBe(0);
    const playing = replayStep(clock, { type: 'play' });
    expect(replayStep(playing, { type: 'seek', timeMs: 500 }).status).toBe('playing');
  });

  it('the clock reads m:ss', () => {
    expect(formatClock(65_400)).toBe('1:05');
  });
});

describe('cursor position at a time', () => {
  it('is hidden before the first sample, interpolated between samples, held after the last', () => {
    expect(positionAt(points, 50)).toBeNull();
    expect(positionAt(points, 100)).toEqual({ x: 0, y: 0 });
    expect(positionAt(points, 150)).toEqual({ x: 50, y: 25 });
    expect(positionAt(points, 300)).toEqual({ x: 100, y: 50 });
    expect(positionAt(points, 10_000)).toEqual({ x: 100, y: 50 });
    expect(positionAt([], 10)).toBeNull();
  });

  it('finds positions in 20,000 points with a binary search', () => {
    const many = Array.from({ length: 20_000 }, (_, i) => ({ x: i % 1000, y: 7, timestamp: i * 80 }));
    expect(positionAt(many, 80 * 12_345 + 40)).toEqual({ x: 345.5, y: 7 });
  });
});

describe('clicks are marked within 100 ms of the current time', () => {
  const clicks = [
    { x: 1, y: 1, timestamp: 1_000 },
    { x: 2, y: 2, timestamp: 1_150 },
    { x: 3, y: 3, timestamp: 3_000 },
  ];

  it('includes clicks exactly 100 ms before or after, and none further away', () => {
    expect(CLICK_WINDOW_MS).toBe(100);
    expect(clicksNear(clicks, 900)).toEqual([clicks[0]]);
    expect(clicksNear(clicks, 1_100)).toEqual([clicks[0], clicks[1]]);
    expect(clicksNear(clicks, 1_251)).toEqual([]);
    expect(clicksNear(clicks, 899)).toEqual([]);
    expect(clicksNear(clicks, 3_050)).toEqual([clicks[2]]);
  });

  it('while playing, a click whose window the clock crossed between two frames is marked on the later one', () => {
    // A frame at 800 ms, the next at 1,300 ms: neither is within 100 ms of the clicks at 1,000 and 1,150.
    expect(clicksNear(clicks, 800)).toEqual([]);
    expect(clicksNear(clicks, 1_300)).toEqual([]);
    expect(clicksNear(clicks, 1_300, 800)).toEqual([clicks[0], clicks[1]]);
    // Only what the clock crossed: from 2,000 to 2,800 no window was crossed.
    expect(clicksNear(clicks, 2_800, 2_000)).toEqual([]);
    expect(clicksNear(clicks, 3_200, 2_000)).toEqual([clicks[2]]);
  });
});

describe('session statistics', () => {
  it('total time is the later of time spent and the last event; counts of each list', () => {
    const record = {
      timeSpent: 300,
      cursorMovements: points,
      clicks: [{ x: 1, y: 1, timestamp: 450 }],
      scrollEvents: [],
    };
    expect(recordingDuration(record)).toBe(450);
    expect(replayStatistics(record)).toEqual({
      totalTimeMs: 450,
      cursorMovements: 3,
      clicks: 1,
      scrollEvents: 0,
    });
  });
});
