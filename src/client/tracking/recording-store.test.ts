import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { sendDroppingTrackingOn413 } from './drop-tracking-on-413';
import {
  createRecordingStore,
  mergeTrackingMaps,
  sanitiseTrackingMap,
  trackingWithin,
} from './recording-store';

function fakeClock() {
  const clock = { epochMs: 1_700_000_000_000, ms: 0 };
  return {
    clock,
    now: () => ({ ...clock }),
    advance: (ms: number) => {
      clock.ms += ms;
      clock.epochMs += ms;
    },
  };
}

describe('the recorder store: times relative to the task start, kept across visits', () => {
  it('times events from the task start and continues from the time spent on a later visit', () => {
    const { now, advance } = fakeClock();
    const store = createRecordingStore({}, now);
    store.enter('q1');
    advance(200);
    expect(store.addPoint({ x: 1, y: 1, timestamp: store.elapsed() ?? -1 })).toBe(true);
    advance(30);
    expect(store.addPoint({ x: 2, y: 1, timestamp: store.elapsed() ?? -1 })).toBe(false);
    // A press is recorded where it happened, even inside the interval.
    expect(store.addPoint({ x: 3, y: 1, timestamp: store.elapsed() ?? -1 }, 0)).toBe(true);
    store.addClick({ x: 2, y: 1, timestamp: store.elapsed() ?? -1, target: 'option:1' });
    advance(770);
    store.leave();
    expect(store.forTask('q1')).toMatchObject({
      startTime: 1_700_000_000_000,
      timeSpent: 1_000,
      endTime: 1_700_000_001_000,
    });
    advance(5_000);
    store.enter('q1');
    advance(100);
    expect(store.elapsed()).toBe(1_100);
    expect(store.forTask('q1')?.clicks).toEqual([{ x: 2, y: 1, timestamp: 230, target: 'option:1' }]);
    expect(store.forTask('q1')?.cursorMovements).toHaveLength(2);
  });

  it('records nothing when no task is shown', () => {
    const store = createRecordingStore({}, fakeClock().now);
    expect(store.addPoint({ x: 1, y: 1, timestamp: 0 })).toBe(false);
    expect(store.all()).toEqual({});
  });

  it('keeps only the homework tasks and fits the byte budget for upload, clicks kept', () => {
    const { now, advance } = fakeClock();
    const store = createRecordingStore({ gone: { cursorMovements: [], clicks: [], scrollEvents: [] } }, now);
    store.enter('q1');
    for (let i = 0; i < 3_000; i += 1) {
      advance(100);
      store.addPoint({ x: i % 500, y: 1, timestamp: store.elapsed() ?? 0 });
    }
    store.addClick({ x: 3, y: 3, timestamp: store.elapsed() ?? 0 });
    const fitted = trackingWithin(store, ['q1'], 20_000);
    expect(Object.keys(fitted)).toEqual(['q1']);
    expect(JSON.stringify(fitted).length).toBeLessThanOrEqual(20_000);
    expect(fitted.q1?.clicks).toHaveLength(1);
  });
});

describe('initial recordings from the server and local storage', () => {
  it('drops invalid entries and keeps the longer recording per task', () => {
    const server = sanitiseTrackingMap({ a: { timeSpent: 500 }, bad: { clicks: 'x' } });
    const local = sanitiseTrackingMap({ a: { timeSpent: 900 }, b: {} });
    expect(Object.keys(server)).toEqual(['a']);
    expect(mergeTrackingMaps(server, local).a?.timeSpent).toBe(900);
    expect(sanitiseTrackingMap('junk')).toEqual({});
  });
});

describe('answers are never lost to tracking that is too large', () => {
  it('on 413 the same body is sent again without tracking', async () => {
    const sent: unknown[] = [];
    const send = async (body: { answer: number; trackingData?: unknown }) => {
      sent.push(body);
      if (body.trackingData !== undefined)
        throw new ApiError('413: too large', 413, 'PAYLOAD_TOO_LARGE', 'too large', null);
      return 'ok';
    };
    await expect(sendDroppingTrackingOn413(send, { answer: 1, trackingData: { big: true } })).resolves.toBe(
      'ok',
    );
    expect(sent).toEqual([{ answer: 1, trackingData: { big: true } }, { answer: 1 }]);
  });

  it('other failures are not retried', async () => {
    let calls = 0;
    const send = async () => {
      calls += 1;
      throw new ApiError('500: boom', 500, 'INTERNAL', 'boom', null);
    };
    await expect(sendDroppingTrackingOn413(send, { trackingData: {} })).rejects.toThrow('500: boom');
    expect(calls).toBe(1);
  });
});
