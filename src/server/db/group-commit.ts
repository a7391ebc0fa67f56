import type SqliteDatabase from 'better-sqlite3';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
  type SqliteDialectConfig,
} from 'kysely';
import type { Prepare } from './sqlite-statements';

/** What the transactions of a batch SQLite rolled back by itself (a full disk) fail with. */
const rolledBack = () => new Error('The batch was rolled back by SQLite');

/** A batch is committed once it holds this many transactions, even while more are waiting. */
const MAX_BATCH = 64;
/** ...or once its first transaction has waited this long for the disk. */
const MAX_WAIT_MS = 10;
/**
 * The COMMITs may hold the event loop for about this share of its time at most. A COMMIT waits for
 * the disk (an fsync) with the event loop stopped: at 500 writes a second, each committed alone at
 * 0.4 ms, a fifth of the server's time went to waiting. So the next COMMIT is put off until the
 * last one's duration is this share of the time since it began (never more than MAX_WAIT_MS), and
 * the writes of that gap share it. When writes are rarer than that, nothing waits longer.
 */
const COMMIT_SHARE = 0.1;

/**
 * Group commit for SQLite. With synchronous=FULL every COMMIT waits for the disk (an fsync), and
 * one connection commits one transaction at a time, so durable writes were bounded by the disk's
 * flush rate. Here the transactions that queue up for the connection while one runs share one
 * physical transaction: each runs inside its own SAVEPOINT (its failure rolls back only its own
 * work), and a single COMMIT makes the whole batch durable when nobody else is waiting (or the
 * batch is full, or old enough).
 *
 * A transaction's commit resolves only after the COMMIT that contains it has returned, so nothing
 * is acknowledged before it is on disk; if that COMMIT fails, every transaction of the batch fails
 * (their callers answer an error and the client sends again). A write made outside a transaction
 * while a batch is open waits for the batch's COMMIT the same way. Reads in between may see work
 * of the batch not yet on disk; it was not acknowledged to anyone yet, and a failed batch sends
 * its change notices like any failed write, dropping what was cached from it.
 */
class GroupCommitDriver implements Driver {
  private locked = false;
  private readonly waiters: Array<() => void> = [];
  /** The transactions of the open batch, each waiting for its COMMIT. */
  private pending: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  private batchStartedAt = 0;

  /** When the last COMMIT ended and how long it took (performance.now() milliseconds). */
  private lastCommitEnd = Number.NEGATIVE_INFINITY;
  private lastCommitMs = 0;

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly prepare: Prepare,
    private readonly stats: GroupCommitStats,
    /** Sets the gap between COMMITs instead of deriving it from their duration (tests). */
    private readonly fixedGapMs?: number,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.locked) await new Promise<void>((resolve) => this.waiters.push(resolve));
    else this.locked = true;
    return new Turn(this.prepare);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.sqlite.inTransaction) {
      this.failPending(rolledBack);
      this.prepare('begin immediate').statement.run();
      this.batchStartedAt = Date.now();
    }
    this.prepare('savepoint work').statement.run();
    (connection as Turn).inWork = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.prepare('release work').statement.run();
    (connection as Turn).inWork = false;
    await this.durable(connection as Turn);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const turn = connection as Turn;
    turn.inWork = false;
    // Its batch's COMMIT failed after its turn ended: SQLite undid it already, and the connection
    // may now be another holder's, whose work must not be touched.
    if (turn.done) return;
    // SQLite may have rolled the whole batch back itself (a full disk): nothing is left to undo.
    if (!this.sqlite.inTransaction) return;
    this.prepare('rollback to work').statement.run();
    this.prepare('release work').statement.run();
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const turn = connection as Turn;
    if (turn.done) return;
    // A write outside a transaction that joined an open batch is acknowledged with the batch.
    if (turn.wrote && this.sqlite.inTransaction) await this.durable(turn);
    else this.endTurn(turn);
  }

  async destroy(): Promise<void> {
    if (this.sqlite.inTransaction) this.commitBatch();
    this.sqlite.close();
  }

  /** Joins the open batch, hands the connection on, and waits for the batch's COMMIT. */
  private durable(turn: Turn): Promise<void> {
    const committed = new Promise<void>((resolve, reject) => this.pending.push({ resolve, reject }));
    this.endTurn(turn);
    return committed;
  }

  private endTurn(turn: Turn): void {
    turn.done = true;
    if (!this.sqlite.inTransaction) this.failPending(rolledBack);
    else if (this.pending.length >= MAX_BATCH || Date.now() - this.batchStartedAt >= MAX_WAIT_MS) {
      this.commitBatch();
    } else this.scheduleCommit();
    const next = this.waiters.shift();
    if (next) next();
    else this.locked = false;
  }

  // The COMMIT waits for the event loop's next turn: requests that arrived meanwhile run their
  // transactions into the same batch first. Under a steady stream of writes it waits longer, for
  // the gap after the last COMMIT (COMMIT_SHARE). It runs when the connection is free; while it is
  // not, the holder's turn ends by scheduling it again.
  private commitScheduled = false;
  private scheduleCommit(): void {
    if (this.commitScheduled) return;
    this.commitScheduled = true;
    const commit = () => {
      this.commitScheduled = false;
      if (!this.sqlite.inTransaction) return this.failPending(rolledBack);
      if (this.locked) return;
      this.commitBatch();
    };
    const gap = this.fixedGapMs ?? Math.min(MAX_WAIT_MS, this.lastCommitMs * (1 / COMMIT_SHARE - 1));
    const wait = this.lastCommitEnd + gap - performance.now();
    if (wait > 0) setTimeout(commit, wait);
    else setImmediate(commit);
  }

  private commitBatch(): void {
    const batch = this.pending;
    this.pending = [];
    const started = performance.now();
    try {
      this.prepare('commit').statement.run();
      this.lastCommitEnd = performance.now();
      this.lastCommitMs = this.lastCommitEnd - started;
      this.stats.commits += 1;
      this.stats.transactions += batch.length;
    } catch (error) {
      if (this.sqlite.inTransaction) this.prepare('rollback').statement.run();
      for (const waiter of batch) waiter.reject(error);
      return;
    }
    for (const waiter of batch) waiter.resolve();
  }

  /** Fails the open batch's transactions; the error is made only when there are some (every read ends here). */
  private failPending(error: () => unknown): void {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const reason = error();
    for (const waiter of batch) waiter.reject(reason);
  }
}

/** One holder's use of the single connection. */
class Turn implements DatabaseConnection {
  inWork = false;
  wrote = false;
  done = false;

  constructor(private readonly prepare: Prepare) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { statement, read } = this.prepare(compiledQuery.sql);
    const parameters = compiledQuery.parameters;
    if (read) return { rows: read(parameters) as R[] };
    if (!this.inWork) this.wrote = true;
    const { changes, lastInsertRowid } = statement.run(parameters);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  // biome-ignore lint/correctness/useYield: streaming is not used by the app
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported');
  }
}

/** How many COMMITs made how many writes durable (for tests and the bench). */
export type GroupCommitStats = { commits: number; transactions: number };

/** Kysely's SQLite dialect with group commit (see GroupCommitDriver). */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly stats: GroupCommitStats = { commits: 0, transactions: 0 };

  constructor(
    private readonly sqlite: SqliteDatabase.Database,
    private readonly prepare: Prepare,
    private readonly options: { fixedGapMs?: number } = {},
  ) {
    super({ database: sqlite as unknown as SqliteDialectConfig['database'] });
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.sqlite, this.prepare, this.stats, this.options.fixedGapMs);
  }
}
