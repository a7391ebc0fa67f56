/**
 * The recent change notices of this process, kept once for every cache of the read layer (each
 * cache used to keep its own copy: nine copies of the same records). A reader takes a ticket
 * before it reads the database; a cache stores what was read only if none of the entry's scopes
 * changed after that ticket, so a write that lands during a slow read never leaves the older
 * answer behind.
 *
 * Changes are remembered for `retainMs`. A fill is one request's read, far shorter than that, so
 * older changes cannot concern a fill still running, except one holding a ticket from before them:
 * that ticket cannot be judged any more and is refused.
 */
export class ChangeLog {
  /** The sequence number of the last change of each scope changed within `retainMs`. */
  private readonly changedAt = new Map<string, Change>();
  /**
   * Those changes in the order they came, each change of a scope once (a later change of the same
   * scope is a new record), to forget them from the oldest: `head` is the oldest kept.
   */
  private order: Change[] = [];
  private head = 0;
  private seq = 0;
  /** Tickets before this cannot be judged (their changes are forgotten, or all was forgotten). */
  private oldestJudged = 0;

  constructor(private readonly options: { retainMs: number; now?: () => number }) {}

  private now(): number {
    return this.options.now ? this.options.now() : Date.now();
  }

  /** Taken before reading what will be stored. */
  ticket(): number {
    return this.seq;
  }

  /** Whether a value read after `ticket` was taken is still current for all of `scopes`. */
  unchangedSince(scopes: readonly string[], ticket: number): boolean {
    if (ticket < this.oldestJudged) return false;
    for (const scope of scopes) {
      const change = this.changedAt.get(scope);
      if (change && change.seq > ticket) return false;
    }
    return true;
  }

  /** Notes that the scopes changed now: every fill whose ticket is older is refused for them. */
  record(scopes: readonly string[]): void {
    this.seq += 1;
    const now = this.now();
    for (const scope of scopes) {
      const change = { scope, seq: this.seq, at: now };
      this.changedAt.set(scope, change);
      this.order.push(change);
    }
    this.forgetOld(now);
  }

  /** Forgets every change and refuses every ticket taken so far (notices may have been missed). */
  forgetAll(): void {
    this.seq += 1;
    this.oldestJudged = this.seq;
    this.changedAt.clear();
    this.order = [];
    this.head = 0;
  }

  /** How many changes are remembered (for tests and metrics). */
  get size(): number {
    return this.order.length - this.head;
  }

  // Only the expired head of the changes is visited, from an array in their order: a class saving
  // hundreds of times a second keeps thousands of recent changes. (A Map kept in change order by
  // deleting and setting again was no cheaper: V8 leaves a deleted entry's slot behind until the
  // table is rebuilt, and every walk from its start stepped over all of them.)
  private forgetOld(now: number): void {
    const order = this.order;
    while (this.head < order.length) {
      const change = order[this.head] as Change;
      if (now - change.at <= this.options.retainMs) break;
      this.head += 1;
      // Forgotten only if it is still the scope's last change (a later one keeps its own record).
      if (this.changedAt.get(change.scope) === change) this.changedAt.delete(change.scope);
      this.oldestJudged = Math.max(this.oldestJudged, change.seq);
    }
    // The forgotten head is cut off once it is at least half of the array.
    if (this.head > 1024 && this.head * 2 >= order.length) {
      this.order = order.slice(this.head);
      this.head = 0;
    }
  }
}

type Change = { scope: string; seq: number; at: number };
