import { afterEach, describe, expect, it, vi } from 'vitest';
import { setStorageOwner } from '../../lib/student-storage';
import { createRecordingStore, LOCAL_TRACKING_BYTES, trackingWithin } from '../../tracking/recording-store';
import {
  clearLocalProgress,
  legacyProgressStorageKey,
  progressStorageKey,
  readLocalProgress,
  writeLocalProgress,
  writeLocalTracking,
} from './local-progress';

afterEach(() => {
  localStorage.clear();
  setStorageOwner(null);
  vi.restoreAllMocks();
});

function recordingWithOnePoint() {
  const clock = { epochMs: 1_000, ms: 0 };
  const store = createRecordingStore({}, () => ({ ...clock }));
  store.enter('q1');
  clock.ms = 120;
  store.addPoint({ x: 4, y: 5, timestamp: 120 });
  return trackingWithin(store, ['q1'], LOCAL_TRACKING_BYTES);
}

describe('the local progress copy', () => {
  it('is kept under homework-progress-{id}@{student} and read back as written', () => {
    setStorageOwner('anna');
    writeLocalProgress(7, { tasks: [], currentTaskIndex: 3, startTime: '2026-01-05T10:00:00.000Z' });
    expect(Object.keys(localStorage)).toEqual(['homework-progress-7@anna']);
    expect(readLocalProgress(7)).toEqual({
      tasks: [],
      currentTaskIndex: 3,
      startTime: '2026-01-05T10:00:00.000Z',
    });
  });

  it('reads a corrupt or odd copy as nothing, or with its bad fields set back', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(progressStorageKey(7), '{not json');
    expect(readLocalProgress(7)).toBeNull();
    localStorage.setItem(progressStorageKey(7), JSON.stringify({ currentTaskIndex: -2, startTime: 'soon' }));
    expect(readLocalProgress(7)).toEqual({ tasks: [], currentTaskIndex: 0, startTime: null });
  });

  it('clearing removes the copy under both keys and nothing else', () => {
    localStorage.setItem(progressStorageKey(7), '{}');
    localStorage.setItem(legacyProgressStorageKey(7), '{}');
    localStorage.setItem(progressStorageKey(8), '{}');
    clearLocalProgress(7);
    expect(Object.keys(localStorage)).toEqual([progressStorageKey(8)]);
  });
});

describe('recordings survive a reload through the local copy', () => {
  it('writes trackingData into the copy, keeping every other field as stored', () => {
    localStorage.setItem(
      progressStorageKey(7),
      JSON.stringify({ tasks: [{ taskId: 'q1' }], currentTaskIndex: 0, startTime: null }),
    );
    writeLocalTracking(7, recordingWithOnePoint());
    const stored = JSON.parse(localStorage.getItem(progressStorageKey(7)) ?? '{}');
    expect(stored.tasks).toEqual([{ taskId: 'q1' }]);
    expect(stored.trackingData.q1.cursorMovements).toEqual([{ x: 4, y: 5, timestamp: 120 }]);
    expect(stored.trackingData.q1.timeSpent).toBe(120);
  });

  it('writes nothing when there is no copy yet or it is corrupt', () => {
    writeLocalTracking(7, recordingWithOnePoint());
    expect(localStorage.getItem(progressStorageKey(7))).toBeNull();
    localStorage.setItem(progressStorageKey(7), '{not json');
    writeLocalTracking(7, recordingWithOnePoint());
    expect(localStorage.getItem(progressStorageKey(7))).toBe('{not json');
  });
});
