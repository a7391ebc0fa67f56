import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { backup, restore } from './backup';

const work = mkdtempSync(join(tmpdir(), 'tutor-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function teachers(path: string): Promise<string[]> {
  const database = openDatabase(path);
  try {
    return (await database.db.selectFrom('teachers').select('username').orderBy('username').execute()).map(
      (t) => t.username,
    );
  } finally {
    await database.close();
  }
}

async function addTeacher(path: string, username: string): Promise<void> {
  const database = openDatabase(path);
  try {
    await migrateToLatest(database.db, database.dialect);
    const at = new Date().toISOString();
    await database.db
      .insertInto('teachers')
      .values({
        username,
        email: null,
        firstName: 'T',
        lastName: 'T',
        passwordHash: 'x',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  } finally {
    await database.close();
  }
}

describe('backup and restore (SQLite)', () => {
  it('a backup taken while the database is open restores the data as it was', async () => {
    const live = join(work, 'live.db');
    await addTeacher(live, 'before-backup');
    const file = join(work, 'backups', 'one.sqlite');
    expect(await backup(live, file)).toMatch(/SQLite backup written to/);

    await addTeacher(live, 'after-backup');
    expect(await teachers(live)).toEqual(['after-backup', 'before-backup']);

    expect(await restore(live, file)).toMatch(/restored from .* \(the one it replaced is kept in /);
    expect(await teachers(live)).toEqual(['before-backup']);
    // The database it replaced is kept beside it, owner-only.
    const kept = readdirSync(work).filter((name) => name.startsWith('live.db.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(await teachers(join(work, kept[0] ?? ''))).toEqual(['after-backup', 'before-backup']);
    expect(statSync(join(work, kept[0] ?? '')).mode & 0o777).toBe(0o600);
  });

  it('writes backups readable by their owner only, even over an existing world-readable file', async () => {
    const live = join(work, 'modes.db');
    await addTeacher(live, 'someone');
    const file = join(work, 'modes.sqlite');
    writeFileSync(file, 'old', { mode: 0o644 });
    await backup(live, file);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const fresh = join(work, 'fresh', 'modes.sqlite');
    await backup(live, fresh);
    expect(statSync(fresh).mode & 0o777).toBe(0o600);
  });

  it("refuses to restore a file that is not this app's database at a known schema version, and changes nothing", async () => {
    const live = join(work, 'guarded.db');
    await addTeacher(live, 'still-here');
    const text = join(work, 'notes.txt');
    writeFileSync(text, 'not a database at all, just some text that is long enough to look like a header');
    const foreign = join(work, 'foreign.sqlite');
    const other = new SqliteDatabase(foreign);
    other.exec('create table things (id integer primary key, name text)');
    other.close();
    const future = join(work, 'future.sqlite');
    await backup(live, future);
    const newer = new SqliteDatabase(future);
    newer.prepare("insert into kysely_migration (name, timestamp) values ('999-from-the-future', 'x')").run();
    newer.close();

    await expect(restore(live, text)).rejects.toThrow(/is not a SQLite database/);
    await expect(restore(live, foreign)).rejects.toThrow(/is not a database of this app \(no teachers, /);
    await expect(restore(live, future)).rejects.toThrow(
      /schema this version does not know \(999-from-the-future\)/,
    );
    expect(await teachers(live)).toEqual(['still-here']);
    expect(readdirSync(work).filter((name) => name.startsWith('guarded.db.before-restore-'))).toEqual([]);
  });

  it('says clearly when there is nothing to back up or restore', async () => {
    await expect(backup(join(work, 'missing.db'), join(work, 'x.sqlite'))).rejects.toThrow(
      /No SQLite database/,
    );
    await expect(restore(join(work, 'live2.db'), join(work, 'nope.sqlite'))).rejects.toThrow(
      /No backup file/,
    );
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)('backup and restore (PostgreSQL, pg_dump and pg_restore)', () => {
  it("restores this app's dump, keeping the database it replaced, and refuses a dump of another database", {
    timeout: 60_000,
  }, async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `tutor_backup_${process.pid}_${Date.now()}`;
    const empty = `${name}_empty`;
    await admin.query(`create database ${name}`);
    await admin.query(`create database ${empty}`);
    const url = new URL(postgresUrl ?? '');
    const urlOf = (db: string) => Object.assign(new URL(url), { pathname: `/${db}` }).toString();
    try {
      await addTeacher(urlOf(name), 'before-backup');
      const file = join(work, 'pg', 'one.dump');
      await backup(urlOf(name), file);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      await addTeacher(urlOf(name), 'after-backup');

      const foreign = join(work, 'pg', 'empty.dump');
      await backup(urlOf(empty), foreign);
      await expect(restore(urlOf(name), foreign)).rejects.toThrow(/is not a database of this app/);
      await expect(restore(urlOf(name), join(work, 'notes.txt'))).rejects.toThrow(/not a pg_dump backup/);
      expect(await teachers(urlOf(name))).toEqual(['after-backup', 'before-backup']);

      expect(await restore(urlOf(name), file)).toMatch(/the one it replaced is kept in/);
      expect(await teachers(urlOf(name))).toEqual(['before-backup']);
      const kept = readdirSync(join(work, 'pg')).filter((n) => n.startsWith('one.dump.before-restore-'));
      expect(kept).toHaveLength(1);
      expect(statSync(join(work, 'pg', kept[0] ?? '')).mode & 0o777).toBe(0o600);
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`drop database if exists ${empty}`);
      await admin.end();
    }
  });
});
