/**
 * A read cache in this process's memory whose entries are dropped by name when the data under them
 * changes. Each entry belongs to scopes ('student:12', 'list:12', 'teacher:3', 'session:<hash>');
 * a change notice names scopes and every entry in any of them goes.
 *
 * A reader that fills an entry takes a ticket before it reads the database and stores only if none
 * of the entry's scopes changed since: a write that lands while a slow read is in flight can never
 * leave the older answer behind. Entries also expire after `ttlMs`, which bounds how long a change
 * made outside this server (an operator's script on the database) can go unseen, and the cache
 * holds at most `maxEntries` (the oldest go first).
 */
export class ScopedCache<V> {
  private readonly entries = new Map<string, { value: V; scopes: readonly string[]; storedAt: number }>();
  private readonly byScope = new Map<string, Set<string>>();
  /** The sequence number of the last change of each scope changed within the last ttl. */
  private readonly changedAt = new Map<string, { seq: number; at: number }>();
  private seq = 0;
  private oldestChange = 0;

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Taken before reading what will be stored, and handed back to `set`. */
  ticket(): number {
    return this.seq;
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
   * Stores `value` unless one of its scopes changed after `ticket` was taken (then the value may be
   * older than the change, and the next reader reads again). Answers whether it was stored.
   */
  set(key: string, value: V, scopes: readonly string[], ticket: number): boolean {
    const now = this.now();
    for (const scope of scopes) {
      const change = this.changedAt.get(scope);
      if (change && change.seq > ticket) return false;
    }
    // A ticket older than the changes still remembered cannot be judged: refuse it.
    if (ticket < this.oldestChange) return false;
    this.remove(key);
    this.entries.set(key, { value, scopes, storedAt: now });
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

  /** Drops every entry of the scopes named and refuses fills that started before now. */
  changed(scopes: readonly string[]): void {
    this.seq += 1;
    const now = this.now();
    for (const scope of scopes) {
      // Taken out and put back, so the map stays in the order of the changes, oldest first.
      this.changedAt.delete(scope);
      this.changedAt.set(scope, { seq: this.seq, at: now });
      for (const key of this.byScope.get(scope) ?? []) this.remove(key);
    }
    this.forgetOldChanges(now);
  }

  /** Drops one entry (its holder knows it is out of date). */
  drop(key: string): void {
    this.remove(key);
  }

  /** Drops everything (the change notices may have been missed, e.g. Redis reconnected). */
  clear(): void {
    this.seq += 1;
    this.oldestChange = this.seq;
    this.entries.clear();
    this.byScope.clear();
    this.changedAt.clear();
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

  // A fill is one request's read, far shorter than the ttl: changes older than that cannot concern
  // any fill still running, except one holding a ticket from before them, which `set` refuses.
  // The map is in the order of the changes, so only its expired head is visited: a class saving
  // hundreds of times a second keeps thousands of recent changes, and walking all of them on
  // every change took the server's time for nothing.
  private forgetOldChanges(now: number): void {
    for (const [scope, change] of this.changedAt) {
      if (now - change.at <= this.options.ttlMs) return;
      this.changedAt.delete(scope);
      this.oldestChange = Math.max(this.oldestChange, change.seq);
    }
  }
}
