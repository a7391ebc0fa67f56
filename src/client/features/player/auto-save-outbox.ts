import type { AutoSaveBody } from '#contract/student';
import { isApiError } from '../../api/http';
import { studentKey } from '../../lib/student-storage';

/** localStorage key of the auto-saves not yet acknowledged by the server, of the signed-in student. */
export function outboxStorageKey(homeworkId: number | string): string {
  return studentKey(`homework-outbox-${homeworkId}`);
}

/** An auto-save body whose taskResponse carries a task id. */
export type OutboxEntry = AutoSaveBody & { taskResponse: { taskId: string } };

/** Reads the outbox: at most one entry per task, oldest first. */
export function readOutbox(homeworkId: number | string): OutboxEntry[] {
  try {
    const text = globalThis.localStorage?.getItem(outboxStorageKey(homeworkId));
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is OutboxEntry =>
            typeof e === 'object' && e !== null && typeof e.taskResponse?.taskId === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeOutbox(homeworkId: number | string, entries: OutboxEntry[]): void {
  try {
    const key = outboxStorageKey(homeworkId);
    if (entries.length === 0) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the entry stays in memory for this page only.
  }
}

/** Removes the outbox (after a successful submit). */
export function clearOutbox(homeworkId: number | string): void {
  writeOutbox(homeworkId, []);
}

/** Sends auto-saves through a durable outbox so a network drop loses nothing. */
export interface AutoSaver {
  /** Puts the save in the outbox (replacing an older one for the same task) and sends everything pending. */
  save: (entry: OutboxEntry) => Promise<boolean>;
  /** Sends everything pending; true when the outbox is empty afterwards. */
  flush: () => Promise<boolean>;
  /** The last error of a failed send, or null. */
  lastError: () => unknown;
}

/**
 * Whether the server refused a save for good: the body itself is wrong for it now (400 a task
 * edited out, 404 homework gone, 409 already submitted or a rewrite of a saved answer, 413 too
 * large). Sending it again can only fail again, so it must not block the saves behind it. Sign-in,
 * frozen, rate-limit and server errors are not final: those saves stay queued.
 */
export function isRefusedForGood(error: unknown): boolean {
  return [400, 404, 409, 413, 422].some((status) => isApiError(error, status));
}

/**
 * An AutoSaver: entries are written to localStorage before they are sent and removed only once the
 * server answered OK (and only if no newer save for that task arrived meanwhile). Sends run one at a time.
 */
export function createAutoSaver({
  homeworkId,
  send,
  onError,
  onRefused,
}: {
  homeworkId: number | string;
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** Called once per failed flush with the error. */
  onError?: (error: unknown) => void;
  /** Called when the server refused a save for good; the save is dropped and the rest go on. */
  onRefused?: (entry: OutboxEntry, error: unknown) => void;
}): AutoSaver {
  let running: Promise<boolean> | null = null;
  let error: unknown = null;

  async function drain(): Promise<boolean> {
    for (const entry of readOutbox(homeworkId)) {
      try {
        await send(entry);
      } catch (failure) {
        if (!isRefusedForGood(failure)) {
          error = failure;
          onError?.(failure);
          return false;
        }
        onRefused?.(entry, failure);
      }
      const sent = JSON.stringify(entry);
      writeOutbox(
        homeworkId,
        readOutbox(homeworkId).filter((e) => JSON.stringify(e) !== sent),
      );
    }
    error = null;
    return readOutbox(homeworkId).length === 0;
  }

  function flush(): Promise<boolean> {
    // A flush asked for during a send runs after it, so what was added meanwhile is sent too.
    if (running) return running.then(() => flush());
    running = drain().finally(() => {
      running = null;
    });
    return running;
  }

  function save(entry: OutboxEntry): Promise<boolean> {
    const entries = readOutbox(homeworkId);
    const at = entries.findIndex((e) => e.taskResponse.taskId === entry.taskResponse.taskId);
    if (at === -1) entries.push(entry);
    else entries[at] = entry;
    writeOutbox(homeworkId, entries);
    return flush();
  }

  return { save, flush, lastError: () => error };
}
