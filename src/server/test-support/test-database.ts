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
    removeStorage = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop schema if exists ${schema} cascade`);
      await dropper.end();
    };
  } else {
    const file = join(tmpdir(), `tutor-test-${process.pid}-${suffix}.db`);
    handle = openDatabase(file);
    removeStorage = async () => {
      for (const extra of ['', '-wal', '-shm']) rmSync(`${file}${extra}`, { force: true });
    };
  }

  if (options.migrate !== false) await migrateToLatest(handle.db, handle.dialect);
  return {
    ...handle,
    cleanup: async () => {
      await handle.close();
      await removeStorage();
    },
  };
}
