import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

    expect(await restore(live, file)).toMatch(/restored from/);
    expect(await teachers(live)).toEqual(['before-backup']);
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
