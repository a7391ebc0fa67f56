import type { AutoSaveBody, CheckBody } from '#contract/student';
import { isApiError } from '../../api/http';
import { outboxKeyPrefix, studentKey } from '../../lib/student-storage';

/** localStorage key of the auto-saves not yet acknowledged by the server, of the signed-in student. */
export function outboxStorageKey(homeworkId: number | string): string {
  return studentKey(`${outboxKeyPrefix}${homeworkId}`);
}

/** A whole answer to save (auto-save); a newer one for the same task replaces it. */
export type SaveEntry = AutoSaveBody & { taskResponse: { taskId: string } };

/** One action to check and save; every one is kept and sent in order. */
export interface CheckEntry {
  check: CheckBody;
}

/** What waits in the outbox. */
export type OutboxEntry = SaveEntry | CheckEntry;

/** Whether an entry is an action to check. */
export function isCheckEntry(entry: OutboxEntry): entry is CheckEntry {
  return 'check' in entry;
}

/** The task an entry is about. */
export function entryTaskId(entry: OutboxEntry): string {
  return isCheckEntry(entry) ? entry.check.taskId : entry.taskResponse.taskId;
}

function isEntry(value: unknown): value is OutboxEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as { taskResponse?: { taskId?: unknown }; check?: { taskId?: unknown; seq?: unknown } };
  if (entry.check !== undefined)
    return typeof entry.check?.taskId === 'string' && typeof entry.check.seq === 'number';
  return typeof entry.taskResponse?.taskId === 'string';
}

// When localStorage cannot hold an outbox (full, or unavailable) the page keeps it itself, so what
// the student answered is still sent; only a reload in that state would lose it.
const pageCopy = new Map<string, OutboxEntry[]>();

/** Reads the outbox, oldest first: at most one whole answer per task, every action. */
export function readOutbox(homeworkId: number | string): OutboxEntry[] {
  const key = outboxStorageKey(homeworkId);
  const inPage = pageCopy.get(key);
  if (inPage) return [...inPage];
  try {
    const text = globalThis.localStorage?.getItem(key);
    const parsed: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

function writeOutbox(homeworkId: number | string, entries: OutboxEntry[]): void {
  const key = outboxStorageKey(homeworkId);
  try {
    if (entries.length === 0) globalThis.localStorage?.removeItem(key);
    else if (globalThis.localStorage) globalThis.localStorage.setItem(key, JSON.stringify(entries));
    else throw new Error('no localStorage');
    pageCopy.delete(key);
  } catch {
    if (entries.length === 0) pageCopy.delete(key);
    else pageCopy.set(key, [...entries]);
  }
}

/** Removes the outbox (after a successful submit). */
export function clearOutbox(homeworkId: number | string): void {
  writeOutbox(homeworkId, []);
}

/** Sends auto-saves through a durable outbox so a network drop loses nothing. */
export interface AutoSaver {
  /** Puts the entry in the outbox (a whole answer replaces an older one for its task) and sends everything pending. */
  save: (entry: OutboxEntry) => Promise<boolean>;
  /** Removes what still waits for one task (its actions were based on a state another tab changed). */
  discard: (taskId: string) => void;
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
    // The head is read again each time: entries may be added or discarded while one is sent.
    for (let entry = readOutbox(homeworkId)[0]; entry; entry = readOutbox(homeworkId)[0]) {
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
    const at = isCheckEntry(entry)
      ? -1
      : entries.findIndex((e) => !isCheckEntry(e) && e.taskResponse.taskId === entry.taskResponse.taskId);
    if (at === -1) entries.push(entry);
    else entries[at] = entry;
    writeOutbox(homeworkId, entries);
    return flush();
  }

  function discard(taskId: string): void {
    writeOutbox(
      homeworkId,
      readOutbox(homeworkId).filter((e) => entryTaskId(e) !== taskId),
    );
  }

  return { save, discard, flush, lastError: () => error };
}
