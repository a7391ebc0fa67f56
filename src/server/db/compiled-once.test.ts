import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { createStudent, createTeacher } from '../test-support/fixtures';
import { sql } from 'kysely';
import { compiledOnce } from './compiled-once';
import { statementName } from './prepared-statements';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.cleanup();
});

const studentsOf = compiledOnce((db, teacherId: number, frozen: 0 | 1) =>
  db
    .selectFrom('students')
    .select(['id', 'firstName'])
    .where('teacherId', '=', teacherId)
    .where('isFrozen', '=', frozen)
    .where('lastName', '!=', 'Nobody')
    .orderBy('id'),
);

describe('compiledOnce', () => {
  it('answers each call with its own values, as the query built anew would', async () => {
    const { db } = database;
    const first = await createTeacher(db, { username: 'first-teacher' });
    const second = await createTeacher(db, { username: 'second-teacher' });
    const a = await createStudent(db, first.id);
    const b = await createStudent(db, second.id);
    await db.updateTable('students').set({ isFrozen: 1 }).where('id', '=', b.id).execute();
    for (const [teacherId, frozen] of [
      [first.id, 0],
      [second.id, 1],
      [second.id, 0],
      [first.id, 0],
    ] as const) {
      const fresh = await db
        .selectFrom('students')
        .select(['id', 'firstName'])
        .where('teacherId', '=', teacherId)
        .where('isFrozen', '=', frozen)
        .orderBy('id')
        .execute();
      expect(await studentsOf(db, teacherId, frozen)).toEqual(fresh);
    }
    expect((await studentsOf(db, first.id, 0)).map((row) => row.id)).toEqual([a.id]);
    expect((await studentsOf(db, second.id, 1)).map((row) => row.id)).toEqual([b.id]);
  });

  it('runs inside a transaction, seeing its uncommitted work', async () => {
    const { db } = database;
    const teacher = await createTeacher(db, { username: 'tx-teacher' });
    const student = await createStudent(db, teacher.id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('students').set({ firstName: 'Changed' }).where('id', '=', student.id).execute();
      expect(await studentsOf(trx, teacher.id, 0)).toEqual([{ id: student.id, firstName: 'Changed' }]);
    });
  });

  it('refuses a query whose shape depends on an argument, on its first run', async () => {
    const { db } = database;
    const shaped = compiledOnce((db, limit: number) =>
      db
        .selectFrom('students')
        .select('id')
        .limit(Number(limit) || 5),
    );
    await expect(shaped(db, 3)).rejects.toThrow(/argument 0 is not an SQL parameter/);
  });

  it('runs as a named prepared statement on PostgreSQL: parsed once per connection, then reused', async () => {
    const { db } = database;
    const teacher = await createTeacher(db, { username: 'prepared-teacher' });
    await db.transaction().execute(async (trx) => {
      // Twice on the one connection of the transaction: prepared by the first run, reused by the next.
      await studentsOf(trx, teacher.id, 0);
      await studentsOf(trx, teacher.id, 1);
      if (database.dialect !== 'postgres') return;
      const { rows } = await sql<{ name: string; statement: string }>`
        select name, statement from pg_prepared_statements`.execute(trx);
      const named = rows.filter((row) => row.name.startsWith('tutor_'));
      expect(named).toHaveLength(1);
      expect(statementName(named[0]!.statement)).toBe(named[0]!.name);
    });
  });
});
