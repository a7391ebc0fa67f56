import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { isPostgresUrl } from '#server/config';

/**
 * Backups of the whole database to one file, and back.
 *
 * SQLite: an online backup (SQLite's backup API) that is consistent while the server keeps
 * running; restore copies the backup back the same way and must run with the server stopped.
 * PostgreSQL: pg_dump's custom format and pg_restore (the PostgreSQL client tools must be
 * installed); restore replaces the tables in place.
 */

/** Writes a backup of the database at `databaseUrl` to `file`; answers a line saying what was done. */
export async function backup(databaseUrl: string, file: string): Promise<string> {
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true });
  if (isPostgresUrl(databaseUrl)) {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${target}`, databaseUrl]);
    return `PostgreSQL backup written to ${target}`;
  }
  if (!existsSync(databaseUrl)) throw new Error(`No SQLite database at ${databaseUrl}`);
  const source = new SqliteDatabase(databaseUrl, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target);
  } finally {
    source.close();
  }
  return `SQLite backup written to ${target}`;
}

/** Replaces the database at `databaseUrl` with the backup in `file`; stop the server first. */
export async function restore(databaseUrl: string, file: string): Promise<string> {
  const from = resolve(file);
  if (!existsSync(from)) throw new Error(`No backup file at ${from}`);
  if (isPostgresUrl(databaseUrl)) {
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${databaseUrl}`, from]);
    return `PostgreSQL database restored from ${from}`;
  }
  mkdirSync(dirname(resolve(databaseUrl)), { recursive: true });
  const source = new SqliteDatabase(from, { readonly: true, fileMustExist: true });
  try {
    await source.backup(databaseUrl);
  } finally {
    source.close();
  }
  return `SQLite database ${databaseUrl} restored from ${from}`;
}

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (result.error)
    throw new Error(
      `${command} could not run (${result.error.message}); install the PostgreSQL client tools`,
    );
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr.trim()}`);
}
