import { ChangeLog } from './change-log';
import { deepFreeze } from './freeze';

/**
 * A read cache in this process's memory whose entries are dropped by name when the data under them
 * changes. Each entry belongs to scopes ('student:12', 'list:12', 'teacher:3', 'session:<hash>');
 * a change notice names scopes and every entry in any of them goes.
 *
 * A reader that fills an entry takes a ticket before it reads the database and stores only if none
 * of the entry's scopes changed since (the change log, one for every cache of the read layer): a
 * write that lands while a slow read is in flight can never leave the older answer behind. Entries
 * also expire after `ttlMs`, which bounds how long a change made outside this server (an operator's
 * script on the database) can go unseen, and the cache holds at most `maxEntries` (the oldest go
 * first). What is stored is frozen, deeply: every later caller is handed the same value.
 */
export class ScopedCache<V> {
  private readonly entries = new Map<string, { value: V; scopes: readonly string[]; storedAt: number }>();
  private readonly byScope = new Map<string, Set<string>>();
  /** The change log this cache judges fills by: the read layer's, or its own when used alone. */
  readonly log: ChangeLog;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number; log?: ChangeLog },
  ) {
    this.log = options.log ?? new ChangeLog({ retainMs: options.ttlMs, now: options.now });
  }

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Taken before reading what will be stored, and handed back to `set`. */
  ticket(): number {
    return this.log.ticket();
  }

  /** The live entry of `key`, or undefined. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.options.ttlMs) {
      this.remove(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * Stores `value` (frozen) unless one of its scopes changed after `ticket` was taken (then the
   * value may be older than the change, and the next reader reads again). Answers whether it was
   * stored.
   */
  set(key: string, value: V, scopes: readonly string[], ticket: number): boolean {
    if (!this.log.unchangedSince(scopes, ticket)) return false;
    this.remove(key);
    this.entries.set(key, { value: deepFreeze(value), scopes, storedAt: this.now() });
    for (const scope of scopes) {
      let keys = this.byScope.get(scope);
      if (!keys) {
        keys = new Set();
        this.byScope.set(scope, keys);
      }
      keys.add(key);
    }
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
    return true;
  }

  /**
   * The scopes changed: notes it in the change log and drops their entries. (The read layer notes
   * a notice once in its shared log and calls `dropScopes` on each cache.)
   */
  changed(scopes: readonly string[]): void {
    this.log.record(scopes);
    this.dropScopes(scopes);
  }

  /** Drops every entry of the scopes named. */
  dropScopes(scopes: readonly string[]): void {
    for (const scope of scopes) {
      const keys = this.byScope.get(scope);
      if (keys) for (const key of keys) this.remove(key);
    }
  }

  /** Drops one entry (its holder knows it is out of date). */
  drop(key: string): void {
    this.remove(key);
  }

  /** Drops everything and refuses every fill begun so far (notices may have been missed). */
  clear(): void {
    this.log.forgetAll();
    this.clearEntries();
  }

  /** Drops every entry (the read layer forgets its shared log itself). */
  clearEntries(): void {
    this.entries.clear();
    this.byScope.clear();
  }

  /** How many entries it holds at most. */
  get maxEntries(): number {
    return this.options.maxEntries;
  }

  /** How many entries are held (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const scope of entry.scopes) {
      const keys = this.byScope.get(scope);
      keys?.delete(key);
      if (keys?.size === 0) this.byScope.delete(scope);
    }
  }
}
