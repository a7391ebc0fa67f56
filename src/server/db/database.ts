import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { CamelCaseQueriesOnly, statementCache } from './sqlite-statements';
import { createRequire } from 'node:module';
import type pgModule from 'pg';
import { isPostgresUrl } from '../config';
import type { Dialect } from './dialect';
import { GroupCommitSqliteDialect } from './group-commit';
import { preparingClient } from './prepared-statements';
import type { Database } from './schema';

/** An open database: the Kysely handle, its dialect, and a close function. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  dialect: Dialect;
  close: () => Promise<void>;
};

/** Options for openDatabase. */
export type OpenDatabaseOptions = {
  /** PostgreSQL only: the schema every pooled connection uses (tests use a fresh one each). */
  searchPath?: string;
};

// The PostgreSQL driver is loaded only when a PostgreSQL URL is opened: a SQLite server starts
// without paying for it.
const load = createRequire(import.meta.url);

const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * Opens SQLite (a file path, created with its folder, or ':memory:') or PostgreSQL
 * (postgres:// or postgresql://). Both answer the same shapes (docs/decisions/001-storage-shapes.md).
 */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pg = load('pg') as typeof pgModule;
    // count(*) and sum() are bigint (int8) and avg() numeric in PostgreSQL, which pg answers as
    // strings; SQLite answers numbers. Parse them to numbers so both dialects agree.
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    };
    const pool = new pg.Pool({
      Client: preparingClient(pg),
      connectionString: url,
      max: 10,
      types,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      plugins: [new CamelCasePlugin()],
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }

  const path = url.replace(/^sqlite:(\/\/)?/, '');
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const camelCase = new CamelCaseQueriesOnly();
  const db = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(
      sqlite,
      statementCache(sqlite, (name) => camelCase.columnKey(name)),
    ),
    plugins: [camelCase],
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
