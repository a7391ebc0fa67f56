import { studentKey } from '../../lib/student-storage';
import type { TaskResponse } from '#domain/submissions/response-types';
import { normaliseTaskResponses } from '#domain/submissions/responses';

/** localStorage key of the player's progress: homework-progress-{id}, of the signed-in student. */
export function progressStorageKey(homeworkId: number | string): string {
  return studentKey(`homework-progress-${homeworkId}`);
}

/** The older key cleared on corrupted sequence data. */
export function legacyProgressStorageKey(homeworkId: number | string): string {
  return studentKey(`homework_progress_${homeworkId}`);
}

/** What is kept locally: the task responses, the current index and when the homework was started. */
export interface LocalProgress {
  tasks: TaskResponse[];
  currentTaskIndex: number;
  startTime: string | null;
  /** Tracking data keyed by task id (src/client/tracking), so recordings survive a reload. */
  trackingData?: unknown;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Reads the stored progress; null when there is none, and null (with a warning) when it is corrupt. */
export function readLocalProgress(homeworkId: number | string): LocalProgress | null {
  const text = storage()?.getItem(progressStorageKey(homeworkId));
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return null;
    const index = Number(raw.currentTaskIndex);
    return {
      tasks: normaliseTaskResponses(raw.tasks, (message) => console.warn(message)),
      currentTaskIndex: Number.isInteger(index) && index >= 0 ? index : 0,
      startTime:
        typeof raw.startTime === 'string' && !Number.isNaN(Date.parse(raw.startTime)) ? raw.startTime : null,
      ...(raw.trackingData !== undefined ? { trackingData: raw.trackingData } : {}),
    };
  } catch {
    console.warn('Corrupt saved homework progress; starting from the server state');
    return null;
  }
}

/** Stores the progress (quota errors are ignored: the server copy is what counts). */
export function writeLocalProgress(homeworkId: number | string, progress: LocalProgress): void {
  try {
    storage()?.setItem(progressStorageKey(homeworkId), JSON.stringify(progress));
  } catch {
    // Storage full or unavailable.
  }
}

/** Removes the stored progress under both keys. */
export function clearLocalProgress(homeworkId: number | string): void {
  try {
    storage()?.removeItem(progressStorageKey(homeworkId));
    storage()?.removeItem(legacyProgressStorageKey(homeworkId));
  } catch {
    // Nothing stored.
  }
}
