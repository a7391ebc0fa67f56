import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

/** A migrated, empty database for one test; `cleanup` closes and removes it. */
export type TestDatabase = DatabaseHandle & { cleanup: () => Promise<void> };

/** Which database the API tests run on: TEST_DB=postgres uses TEST_DATABASE_URL, else SQLite. */
export function testDialect(): 'sqlite' | 'postgres' {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

// Kysely's migrator reads the tables of every schema of the database (its introspection calls
// has_schema_privilege on each schema by name), so a test file dropping its schema while another
// file's migration runs made that migration fail with "schema ... does not exist" once test files
// ran in parallel. One advisory lock orders them: migrations hold it shared (they may run side by
// side), a drop holds it alone. A session's advisory locks end with it.
const SCHEMA_LOCK = 7_406_123;

async function holdingSchemaLock<T>(
  url: string,
  mode: 'shared' | 'alone',
  work: () => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    );
    return await work();
  } finally {
    await client.end();
  }
}

/**
 * Runs a migration of a test database (`createTestDatabase` does; a test migrating one itself wraps
 * its calls in this) so that no other test's schema is dropped meanwhile.
 */
export function whileSchemasStay<T>(migrate: () => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  return testDialect() === 'postgres' && url ? holdingSchemaLock(url, 'shared', migrate) : migrate();
}

// Migrating a database for every test was most of an API test's set-up (on PostgreSQL a new schema,
// its tables and indexes, and a drop for each test). A test file therefore keeps the migrated
// databases its tests are done with, emptied, and hands them to its next tests; they are removed
// when the file ends (tests/setup/test-databases.ts). A database whose tables a test changed (a
// rolling upgrade adds columns) or that was made without migrating is removed, never handed on.
const kept: KeptDatabase[] = [];
type KeptDatabase = { handle: DatabaseHandle; removeStorage: () => Promise<void> };
/** The tables, columns, indexes and recorded migrations of a freshly migrated database. */
let migratedShape: string | undefined;

/** What a database's tables look like, to tell a test that changed them. */
async function shapeOf(handle: DatabaseHandle): Promise<string> {
  const described =
    handle.dialect === 'postgres'
      ? sql<{ line: string }>`
          select c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) as line
          from pg_attribute a join pg_class c on c.oid = a.attrelid
          where c.relnamespace = current_schema()::regnamespace and a.attnum > 0 and not a.attisdropped
          union all select 'index ' || indexname from pg_indexes where schemaname = current_schema()`
      : sql<{ line: string }>`
          select m.name || '.' || p.name || ':' || p.type as line
          from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table'
          union all select 'index ' || name from sqlite_master where type = 'index'`;
  const lines = (await described.execute(handle.db)).rows.map((row) => row.line);
  const migrations = await sql<{ name: string }>`select name from kysely_migration`.execute(handle.db);
  lines.push(...migrations.rows.map((row) => `migration ${row.name}`));
  return lines.sort().join('\n');
}

/** The database's own tables (not the migrator's), to empty. */
async function dataTables(handle: DatabaseHandle): Promise<string[]> {
  const listed =
    handle.dialect === 'postgres'
      ? sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table'`;
  return (await listed.execute(handle.db)).rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'));
}

/** Empties every table and restarts the ids, so the next test sees a database as if new. */
async function emptied(handle: DatabaseHandle): Promise<void> {
  const tables = (await dataTables(handle)).map((name) => sql.id(name));
  if (handle.dialect === 'postgres') {
    await sql`truncate table ${sql.join(tables)} restart identity cascade`.execute(handle.db);
    return;
  }
  await handle.db.transaction().execute(async (trx) => {
    // The rows go in any order; the foreign keys are checked at the commit, when all are gone.
    await sql`pragma defer_foreign_keys = on`.execute(trx);
    for (const table of tables) await sql`delete from ${table}`.execute(trx);
    await sql`delete from sqlite_sequence`.execute(trx);
  });
}

/** Keeps a migrated database for the file's next test, or removes it when a test changed its tables. */
async function keepOrRemove(database: KeptDatabase): Promise<void> {
  const shape = await shapeOf(database.handle);
  if (shape === migratedShape) {
    await emptied(database.handle);
    kept.push(database);
    return;
  }
  await database.handle.close();
  await database.removeStorage();
}

/** Removes the databases a test file kept (its set-up calls this after the file's last test). */
export async function removeKeptDatabases(): Promise<void> {
  for (const database of kept.splice(0)) {
    await database.handle.close();
    await database.removeStorage();
  }
}

/**
 * A migrated, empty database: one a test of this file is done with when there is one, else a new
 * one. With `migrate: false` always a new one, without tables.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate !== false;
  const reused = migrate ? kept.pop() : undefined;
  const database = reused ?? (await newTestDatabase(migrate));
  if (migrate) migratedShape ??= await shapeOf(database.handle);
  let cleaned = false;
  let closed = false;
  return {
    ...database.handle,
    // A test that closes the database itself (to see the server without one) gets it removed.
    close: async () => {
      closed = true;
      await database.handle.close();
    },
    cleanup: async () => {
      if (cleaned) return;
      cleaned = true;
      if (migrate && !closed) await keepOrRemove(database);
      else {
        if (!closed) await database.handle.close();
        await database.removeStorage();
      }
    },
  };
}

/**
 * Opens a new database: a temporary SQLite file, or a new randomly named schema in
 * TEST_DATABASE_URL (dropped by removeStorage), migrated unless told otherwise.
 */
async function newTestDatabase(migrate: boolean): Promise<KeptDatabase> {
  const suffix = randomBytes(6).toString('hex');
  let handle: DatabaseHandle;
  let removeStorage: () => Promise<void>;

  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url)
      throw new Error(
        'TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
      );
    const schema = `test_${suffix}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    handle = openDatabase(url, { searchPath: schema });
    removeStorage = () =>
      holdingSchemaLock(url, 'alone', async () => {
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        try {
          await dropper.query(`drop schema if exists ${schema} cascade`);
        } finally {
          await dropper.end();
        }
      });
  } else {
    const file = join(tmpdir(), `tutor-test-${process.pid}-${suffix}.db`);
    handle = openDatabase(file);
    removeStorage = async () => {
      for (const extra of ['', '-wal', '-shm']) rmSync(`${file}${extra}`, { force: true });
    };
  }

  if (migrate) await whileSchemasStay(() => migrateToLatest(handle.db, handle.dialect));
  return { handle, removeStorage };
}
