import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

/**
 * Opens a fresh database: a temporary SQLite file, or a new randomly named schema in
 * TEST_DATABASE_URL (dropped by cleanup). With `migrate: false` the tables are not created.
 */
export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
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

  if (options.migrate !== false) await whileSchemasStay(() => migrateToLatest(handle.db, handle.dialect));
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await removeStorage();
    },
  };
}
