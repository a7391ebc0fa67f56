import type { TaskResponse } from '#domain/submissions/response-types';
import { normaliseTaskResponses } from '#domain/submissions/responses';
import { legacyProgressKeyPrefix, progressKeyPrefix, studentKey } from '../../lib/student-storage';

/**
 * The player's local copy of a homework: where the student is, when they started and the
 * interaction recording. This module is the only one that knows its storage key and reads or
 * writes it; everything else goes through the functions below. The answers themselves are not
 * kept here: they live on the server and, until the server has them, in the outbox.
 */

/** localStorage key of the player's progress: homework-progress-{id}, of the signed-in student. */
export function progressStorageKey(homeworkId: number | string): string {
  return studentKey(`${progressKeyPrefix}${homeworkId}`);
}

/** The older key (homework_progress_{id}), only ever cleared. */
export function legacyProgressStorageKey(homeworkId: number | string): string {
  return studentKey(`${legacyProgressKeyPrefix}${homeworkId}`);
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

/**
 * Replaces the recording in the stored progress, keeping every other field as stored. Does nothing
 * when no progress is stored yet, when what is stored is not an object, or when storage fails: the
 * answers never depend on this copy.
 */
export function writeLocalTracking(homeworkId: number | string, trackingData: unknown): void {
  try {
    const key = progressStorageKey(homeworkId);
    const text = storage()?.getItem(key);
    if (!text) return;
    const progress: unknown = JSON.parse(text);
    if (typeof progress !== 'object' || progress === null || Array.isArray(progress)) return;
    storage()?.setItem(key, JSON.stringify({ ...progress, trackingData }));
  } catch {
    // Corrupt or full storage.
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
