import { spawnSync } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { isPostgresUrl } from '#server/config';
import { knownMigrationNames } from '#server/db/migrate';

/**
 * Backups of the whole database to one file, and back.
 *
 * SQLite: an online backup (SQLite's backup API) that is consistent while the server keeps
 * running; restore copies the backup back the same way and must run with the server stopped.
 * PostgreSQL: pg_dump's custom format and pg_restore (the PostgreSQL client tools must be
 * installed); restore replaces the tables in place.
 *
 * A backup holds every password hash and session: it is written readable by its owner only (0600),
 * created so before any byte goes in. A restore first checks that the file is this app's database
 * at a schema version this version knows (its migrations all known to it), and keeps the database
 * it replaces beside it (`<database>.before-restore-<time>`, or a dump next to the backup file on
 * PostgreSQL), so a wrong file never destroys anything.
 */

/** The tables every version of this app's database has. */
const CORE_TABLES = ['teachers', 'students', 'homework', 'sessions', 'settings', 'kysely_migration'];

/** Creates `path` empty and owner-only (or makes an existing one so) before anything is written to it. */
function ownerOnlyFile(path: string): void {
  mkdirSync(dirname(path), { recursive: true });
  closeSync(openSync(path, 'w', 0o600));
  chmodSync(path, 0o600);
}

/** Throws unless `applied` (a database's migration names) is a schema version this version knows. */
function checkSchemaVersion(applied: string[], from: string): void {
  const known = knownMigrationNames();
  if (applied.length === 0) throw new Error(`${from} is not a database of this app (no migrations recorded)`);
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `${from} has a schema this version does not know (${unknown.join(', ')}): restore it with the version that wrote it`,
    );
  }
}

/** Throws unless the SQLite file at `from` is this app's database at a known schema version. */
function checkSqliteBackup(from: string): void {
  let source: SqliteDatabase.Database;
  try {
    source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${from} is not a SQLite database: ${(error as Error).message}`);
  }
  try {
    let tables: string[];
    try {
      tables = (
        source.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]
      ).map((row) => row.name);
    } catch {
      throw new Error(`${from} is not a SQLite database`);
    }
    const missing = CORE_TABLES.filter((table) => !tables.includes(table));
    if (missing.length > 0) {
      throw new Error(`${from} is not a database of this app (no ${missing.join(', ')} table)`);
    }
    const applied = (source.prepare('select name from kysely_migration').all() as { name: string }[]).map(
      (row) => row.name,
    );
    checkSchemaVersion(applied, from);
  } finally {
    source.close();
  }
}

/** Throws unless the pg_dump file at `from` is this app's database at a known schema version. */
function checkPostgresBackup(from: string): void {
  const listing = run('pg_restore', ['--list', from], `${from} is not a pg_dump backup`);
  const missing = CORE_TABLES.filter((table) => !new RegExp(`\\bTABLE DATA \\S+ ${table}\\b`).test(listing));
  if (missing.length > 0) {
    throw new Error(`${from} is not a database of this app (no ${missing.join(', ')} table)`);
  }
  const rows = run('pg_restore', ['--data-only', '--table=kysely_migration', '--file=-', from]);
  const copy = rows.split(/\r?\n/);
  const start = copy.findIndex((line) => /^COPY \S*kysely_migration /.test(line));
  const applied: string[] = [];
  for (let i = start + 1; start >= 0 && i < copy.length && copy[i] !== '\\.'; i++) {
    const name = copy[i]?.split('\t')[0];
    if (name) applied.push(name);
  }
  checkSchemaVersion(applied, from);
}

/** Where the database a restore replaces is kept. */
function keptName(path: string): string {
  return `${path}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
}

/** Writes a backup of the database at `databaseUrl` to `file`; answers a line saying what was done. */
export async function backup(databaseUrl: string, file: string): Promise<string> {
  const target = resolve(file);
  if (!isPostgresUrl(databaseUrl) && !existsSync(databaseUrl)) {
    throw new Error(`No SQLite database at ${databaseUrl}`);
  }
  ownerOnlyFile(target);
  if (isPostgresUrl(databaseUrl)) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, databaseUrl]);
    return `PostgreSQL backup written to ${target}`;
  }
  const source = new SqliteDatabase(databaseUrl, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  return `SQLite backup written to ${target}`;
}

/**
 * Replaces the database at `databaseUrl` with the backup in `file` once the file proved to be this
 * app's database at a known schema version; the replaced database is kept. Stop the server first.
 */
export async function restore(databaseUrl: string, file: string): Promise<string> {
  const from = resolve(file);
  if (!existsSync(from)) throw new Error(`No backup file at ${from}`);
  if (isPostgresUrl(databaseUrl)) {
    checkPostgresBackup(from);
    const kept = keptName(from);
    await backup(databaseUrl, kept);
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, from]);
    return `PostgreSQL database restored from ${from} (the one it replaced is kept in ${kept})`;
  }
  checkSqliteBackup(from);
  mkdirSync(dirname(resolve(databaseUrl)), { recursive: true });
  const kept = existsSync(databaseUrl) ? keptName(resolve(databaseUrl)) : null;
  if (kept) await backup(databaseUrl, kept);
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseUrl);
  } finally {
    source.close();
  }
  return `SQLite database ${databaseUrl} restored from ${from}${kept ? ` (the one it replaced is kept in ${kept})` : ''}`;
}

/** Runs a PostgreSQL client tool; answers its output. `failure` replaces the tool's own error text. */
function run(command: string, args: string[], failure?: string): string {
  const result = spawnSync(command, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(
      `${command} could not run (${result.error.message}); install the PostgreSQL client tools`,
    );
  if (result.status !== 0) throw new Error(failure ?? `${command} failed: ${result.stderr.trim()}`);
  return result.stdout;
}
