import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { LOCAL_TRACKING_BYTES, type RecordingStore, trackingWithin } from '../../tracking/recording-store';
import { clearLocalProgress, writeLocalProgress, writeLocalTracking } from './local-progress';

/** Local progress is written this long after the last change. */
export const localSaveDebounceMs = 3000;

/** The player's local copy, kept through local-progress.ts. */
export interface LocalCopy {
  /** Writes the copy localSaveDebounceMs after the last call (after each action or move). */
  schedule: () => void;
  /** Removes the copy (after a successful submit). */
  forget: () => void;
}

/**
 * Keeps the local copy of where the student is, when they started and the recording: written 3 s
 * after the last action or move; the recording is also written into it when the page is hidden or
 * left, so a reload keeps it. A task whose data is corrupt clears the copy. The answers are not
 * kept here (see local-progress.ts).
 */
export function useLocalCopy({
  homeworkId,
  startTime,
  taskIds,
  indexRef,
  tracking,
  corrupted,
}: {
  homeworkId: number;
  startTime: string;
  taskIds: readonly string[];
  indexRef: RefObject<number>;
  tracking?: RecordingStore;
  /** True while the open task's data is corrupt. */
  corrupted: boolean;
}): LocalCopy {
  // The ids as one string, so a new array with the same ids does not restart the effects below.
  const ids = taskIds.join('\u0000');

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const schedule = useCallback(() => {
    const list = ids === '' ? [] : ids.split('\u0000');
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        writeLocalProgress(homeworkId, {
          tasks: [],
          currentTaskIndex: indexRef.current,
          startTime,
          ...(tracking ? { trackingData: trackingWithin(tracking, list, LOCAL_TRACKING_BYTES) } : {}),
        }),
      localSaveDebounceMs,
    );
  }, [homeworkId, startTime, tracking, ids, indexRef]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The latest recording goes into the copy when the page is hidden or left.
  useEffect(() => {
    if (!tracking) return;
    const list = ids === '' ? [] : ids.split('\u0000');
    const save = () => writeLocalTracking(homeworkId, trackingWithin(tracking, list, LOCAL_TRACKING_BYTES));
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') save();
    };
    window.addEventListener('pagehide', save);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', save);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [homeworkId, tracking, ids]);

  // While the open task's data is corrupt (a sequence without its items) nothing of it is kept.
  useEffect(() => {
    if (corrupted) clearLocalProgress(homeworkId);
  }, [corrupted, homeworkId]);

  const forget = useCallback(() => clearLocalProgress(homeworkId), [homeworkId]);
  return { schedule, forget };
}
