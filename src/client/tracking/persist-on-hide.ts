import { useEffect } from 'react';
import { LOCAL_TRACKING_BYTES, type RecordingStore, trackingWithin } from './recording-store';

/**
 * Writes the recordings into the stored progress object under `trackingData` (merged: its other
 * fields are kept). Does nothing when no progress is stored yet or storage fails.
 */
export function mergeTrackingIntoStoredProgress(
  storageKey: string,
  store: RecordingStore,
  taskIds: readonly string[],
): void {
  try {
    const text = globalThis.localStorage?.getItem(storageKey);
    if (!text) return;
    const progress: unknown = JSON.parse(text);
    if (typeof progress !== 'object' || progress === null || Array.isArray(progress)) return;
    const trackingData = trackingWithin(store, taskIds, LOCAL_TRACKING_BYTES);
    globalThis.localStorage.setItem(storageKey, JSON.stringify({ ...progress, trackingData }));
  } catch {
    // Corrupt or full storage: the answers are kept by the player's own copy and the outbox.
  }
}

/** Keeps the latest recordings in the stored progress when the page is hidden or left. */
export function usePersistTrackingOnHide(
  storageKey: string,
  store: RecordingStore,
  taskIds: readonly string[],
): void {
  const ids = taskIds.join('\u0000');
  useEffect(() => {
    const list = ids === '' ? [] : ids.split('\u0000');
    const save = () => mergeTrackingIntoStoredProgress(storageKey, store, list);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [storageKey, store, ids]);
}
