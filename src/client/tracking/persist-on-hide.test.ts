import { afterEach, describe, expect, it } from 'vitest';
import { mergeTrackingIntoStoredProgress } from './persist-on-hide';
import { createRecordingStore } from './recording-store';

const key = 'homework-progress-7';
afterEach(() => localStorage.clear());

function storeWithOnePoint() {
  const clock = { epochMs: 1_000, ms: 0 };
  const store = createRecordingStore({}, () => ({ ...clock }));
  store.enter('q1');
  clock.ms = 120;
  store.addPoint({ x: 4, y: 5, timestamp: 120 });
  return store;
}

describe('recordings survive a reload through the stored progress', () => {
  it('merges trackingData into homework-progress-{id}, keeping the answers stored there', () => {
    localStorage.setItem(
      key,
      JSON.stringify({ tasks: [{ taskId: 'q1' }], currentTaskIndex: 0, startTime: null }),
    );
    mergeTrackingIntoStoredProgress(key, storeWithOnePoint(), ['q1']);
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}');
    expect(stored.tasks).toEqual([{ taskId: 'q1' }]);
    expect(stored.trackingData.q1.cursorMovements).toEqual([{ x: 4, y: 5, timestamp: 120 }]);
    expect(stored.trackingData.q1.timeSpent).toBe(120);
  });

  it('writes nothing when there is no stored progress or it is corrupt', () => {
    mergeTrackingIntoStoredProgress(key, storeWithOnePoint(), ['q1']);
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    mergeTrackingIntoStoredProgress(key, storeWithOnePoint(), ['q1']);
    expect(localStorage.getItem(key)).toBe('{not json');
  });
});
