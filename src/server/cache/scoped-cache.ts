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
  /**
   * Those changes in the order they came, each change of a scope once (a later change of the same
   * scope is a new record), to forget them from the oldest: `head` is the oldest kept.
   */
  private changeOrder: Array<{ scope: string; seq: number; at: number }> = [];
  private head = 0;
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
    this.entries.set(key, { value: deepFreeze(value), scopes, storedAt: now });
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
      const change = { scope, seq: this.seq, at: now };
      this.changedAt.set(scope, change);
      this.changeOrder.push(change);
      const keys = this.byScope.get(scope);
      if (keys) for (const key of keys) this.remove(key);
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
    this.changeOrder = [];
    this.head = 0;
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
  // Only the expired head of the changes is visited, from an array in their order: a class saving
  // hundreds of times a second keeps thousands of recent changes. (A Map kept in change order by
  // deleting and setting again was no cheaper: V8 leaves a deleted entry's slot behind until the
  // table is rebuilt, and every walk from its start stepped over all of them, 130 µs a notice
  // across the nine caches with 5,000 students.)
  private forgetOldChanges(now: number): void {
    const order = this.changeOrder;
    while (this.head < order.length) {
      const change = order[this.head] as { scope: string; seq: number; at: number };
      if (now - change.at <= this.options.ttlMs) break;
      this.head += 1;
      // Forgotten only if it is still the scope's last change (a later one keeps its own record).
      if (this.changedAt.get(change.scope) === change) this.changedAt.delete(change.scope);
      this.oldestChange = Math.max(this.oldestChange, change.seq);
    }
    // The forgotten head is cut off once it is at least half of the array.
    if (this.head > 1024 && this.head * 2 >= order.length) {
      this.changeOrder = order.slice(this.head);
      this.head = 0;
    }
  }
}

/**
 * Freezes a value and everything it holds (walked without recursion). A kept value is handed to
 * every later caller: one that changed it in place would change what all the others are answered,
 * so any such write throws instead (modules run in strict mode).
 */
export function deepFreeze<V>(value: V): V {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const next = stack.pop();
    if (typeof next !== 'object' || next === null || Object.isFrozen(next)) continue;
    Object.freeze(next);
    for (const key of Object.keys(next)) stack.push((next as Record<string, unknown>)[key]);
  }
  return value;
}
