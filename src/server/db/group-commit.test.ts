import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './group-commit';
import { statementCache } from './sqlite-statements';

// Group commit (db/group-commit.ts): transactions that queue up share one durable COMMIT, and none
// is acknowledged before its COMMIT returned.

type Db = { parent: { id: number }; child: { id: number; parent_id: number } };

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function open(path?: string, options: { fixedGapMs?: number } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'group-commit-'));
  folders.push(folder);
  const file = path ?? join(folder, 'test.db');
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.exec('create table if not exists parent (id integer primary key)');
  sqlite.exec(
    'create table if not exists child (id integer primary key, parent_id integer not null references parent (id))',
  );
  const dialect = new GroupCommitSqliteDialect(
    sqlite,
    statementCache(sqlite, (name) => name),
    options,
  );
  return { db: new Kysely<Db>({ dialect }), dialect, sqlite, file };
}

/** What another connection (another process) sees on disk. */
function countOnDisk(file: string, table: string): number {
  const other = new SqliteDatabase(file, { readonly: true });
  try {
    return (other.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    other.close();
  }
}

describe('group commit', () => {
  it('commits transactions that arrive together in few COMMITs, each acknowledged only once on disk', async () => {
    const { db, dialect, file } = open();
    const seenOnDisk: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('parent').values({ id: i }).execute();
          await trx.insertInto('child').values({ id: i, parent_id: i }).execute();
        });
        // Acknowledged: another connection must already see it.
        const other = new SqliteDatabase(file, { readonly: true });
        seenOnDisk.push(
          other.prepare('select count(*) as n from child where id = ?').pluck().get(i) as number,
        );
        other.close();
      }),
    );
    expect(seenOnDisk).toEqual(Array(200).fill(1));
    expect(dialect.stats.transactions).toBe(200);
    expect(dialect.stats.commits).toBeLessThan(20);
    await db.destroy();
  });

  it('under a steady stream of writes, commits once per gap; each write acknowledged once on disk', async () => {
    /** Twelve writes 2 ms apart, each in a turn of its own; answers the batches' stats. */
    async function stream(fixedGapMs: number) {
      const { db, dialect, file } = open(undefined, { fixedGapMs });
      const seenOnDisk: number[] = [];
      const writes: Array<Promise<void>> = [];
      const started = performance.now();
      for (let i = 0; i < 12; i++) {
        writes.push(
          (async () => {
            await db.transaction().execute((trx) => trx.insertInto('parent').values({ id: i }).execute());
            seenOnDisk.push(countOnDisk(file, 'parent') > i ? 1 : 0);
          })(),
        );
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await Promise.all(writes);
      // From the first write to the last acknowledged: on a quiet machine well within one gap; on a
      // busy one the 2 ms sleeps and the disk both stretch it.
      const elapsedMs = performance.now() - started;
      await db.destroy();
      expect(seenOnDisk).toEqual(Array(12).fill(1));
      return { ...dialect.stats, elapsedMs };
    }
    // Without a gap each write, alone in its turn, is committed alone.
    expect(await stream(0)).toMatchObject({ commits: 12, transactions: 12 });
    // With one, the writes that arrive within a gap wait for one COMMIT together: at most one COMMIT
    // for each gap the stream spanned, and one more for the gap it started in (3 at most on a quiet
    // machine, where the whole stream fits in one gap).
    const gapped = await stream(200);
    expect(gapped.transactions).toBe(12);
    expect(gapped.commits).toBeLessThanOrEqual(Math.max(3, Math.ceil(gapped.elapsedMs / 200) + 2));
    expect(gapped.commits).toBeLessThan(12);
  });

  it("a failing transaction rolls back only its own work; the batch's others commit", async () => {
    const { db, file } = open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx.insertInto('parent').values({ id: i }).execute();
          // Every third one refers to a parent that does not exist: refused at once.
          await trx
            .insertInto('child')
            .values({ id: i, parent_id: i % 3 === 0 ? 10_000 + i : i })
            .execute();
        }),
      ),
    );
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [i] : []));
    expect(failed).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect([countOnDisk(file, 'parent'), countOnDisk(file, 'child')]).toEqual([13, 13]);
    await db.destroy();
  });

  it('when the COMMIT itself fails, every transaction of its batch fails and nothing of it stays', async () => {
    const { db, sqlite, file } = open();
    // Deferred foreign keys are checked at COMMIT: one bad row makes the whole COMMIT fail.
    sqlite.pragma('defer_foreign_keys = ON');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('child')
            .values({ id: i, parent_id: i === 2 ? 99 : i })
            .execute();
          await trx.insertInto('parent').values({ id: i }).execute();
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(Array(5).fill('rejected'));
    expect(countOnDisk(file, 'child')).toBe(0);
    // The connection goes on working.
    sqlite.pragma('defer_foreign_keys = OFF');
    await db.transaction().execute((trx) => trx.insertInto('parent').values({ id: 1 }).execute());
    expect(countOnDisk(file, 'parent')).toBe(1);
    await db.destroy();
  });

  it("a transaction told of its batch's failed COMMIT late leaves the next batch's work alone", async () => {
    const { sqlite, dialect, file } = open();
    const driver = dialect.createDriver();
    await driver.init();
    sqlite.pragma('defer_foreign_keys = ON');
    const a = await driver.acquireConnection();
    await driver.beginTransaction(a, {});
    await a.executeQuery(CompiledQuery.raw('insert into child (id, parent_id) values (1, 99)'));
    const aCommitted = driver.commitTransaction(a).then(
      () => 'committed',
      () => 'failed',
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(await aCommitted).toBe('failed');
    // Another transaction starts the next batch before the first one's rollback arrives.
    const b = await driver.acquireConnection();
    await driver.beginTransaction(b, {});
    await b.executeQuery(CompiledQuery.raw('insert into parent (id) values (7)'));
    await driver.rollbackTransaction(a);
    await driver.releaseConnection(a);
    await driver.commitTransaction(b);
    await driver.releaseConnection(b);
    expect([countOnDisk(file, 'parent'), countOnDisk(file, 'child')]).toEqual([1, 0]);
    await driver.destroy();
  });

  it('a write outside a transaction that joins an open batch is acknowledged with it', async () => {
    const { db, file } = open();
    const seen: number[] = [];
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        db.transaction().execute((trx) => trx.insertInto('parent').values({ id: i }).execute()),
      ),
      (async () => {
        await sql`insert into parent (id) values (500)`.execute(db);
        seen.push(countOnDisk(file, 'parent'));
      })(),
    ]);
    expect(seen[0]).toBeGreaterThanOrEqual(1);
    const other = new SqliteDatabase(file, { readonly: true });
    expect(other.prepare('select count(*) from parent where id = 500').pluck().get()).toBe(1);
    other.close();
    await db.destroy();
  });

  it('kill -9 while writing loses no acknowledged transaction', async () => {
    const { file, db } = open();
    await db.destroy();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'group-commit.child.ts'), file],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const acknowledged: number[] = [];
    let buffer = '';
    await new Promise<void>((resolve) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString();
        const lines = buffer.split('\n');
        buffer = lines.pop() ?? '';
        for (const line of lines) if (line) acknowledged.push(Number(line));
        if (acknowledged.length >= 2000 && child.exitCode === null) child.kill('SIGKILL');
      });
      child.on('exit', () => resolve());
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(2000);
    const after = new SqliteDatabase(file);
    const stored = new Set(after.prepare('select id from parent').pluck().all() as number[]);
    after.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 30_000);
});
