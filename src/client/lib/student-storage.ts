/**
 * Browser storage that belongs to one student. On a shared classroom computer the next person must
 * never see, resume or send the previous student's answers, so every key of a student's progress
 * and unsent saves ends in `@{username}`, and signing in or out clears what belongs to someone else.
 */

/** The prefix of the player's local progress copy (only features/player/local-progress.ts uses it). */
export const progressKeyPrefix = 'homework-progress-';
/** The prefix of an older progress key, still cleared. */
export const legacyProgressKeyPrefix = 'homework_progress_';
/** The prefix of the unsent auto-saves (features/player/auto-save-outbox.ts). */
export const outboxKeyPrefix = 'homework-outbox-';

/** The prefixes of the per-student keys (progress copy and unsent auto-saves). */
export const studentKeyPrefixes = [progressKeyPrefix, legacyProgressKeyPrefix, outboxKeyPrefix] as const;

let owner: string | null = null;

/** Sets whose storage the player uses: the signed-in student, or null. */
export function setStorageOwner(username: string | null): void {
  owner = username;
}

/** The student whose storage is in use, or null. */
export function storageOwner(): string | null {
  return owner;
}

/** A storage key of the signed-in student: `{base}@{username}` (the base alone when nobody is signed in). */
export function studentKey(base: string): string {
  return owner ? `${base}@${owner}` : base;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function studentKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key && studentKeyPrefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  return keys;
}

/** Removes every student's stored progress and saves except `keep`'s (keys from before owners too). */
export function forgetStudentsOtherThan(keep: string | null): void {
  const mine = keep ? `@${keep}` : null;
  for (const key of studentKeys()) if (!mine || !key.endsWith(mine)) storage()?.removeItem(key);
}

/** The unsent auto-saves of a student, by homework id, read from their outbox keys. */
export function pendingSavesOf(username: string): Array<{ homeworkId: string; entries: unknown[] }> {
  const suffix = `@${username}`;
  return studentKeys().flatMap((key) => {
    if (!key.startsWith(outboxKeyPrefix) || !key.endsWith(suffix)) return [];
    const homeworkId = key.slice(outboxKeyPrefix.length, -suffix.length);
    try {
      const entries: unknown = JSON.parse(storage()?.getItem(key) ?? '[]');
      return Array.isArray(entries) ? [{ homeworkId, entries }] : [];
    } catch {
      return [];
    }
  });
}
