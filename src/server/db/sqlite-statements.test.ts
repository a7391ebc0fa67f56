import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { GroupCommitSqliteDialect } from './group-commit';
import { CamelCaseQueriesOnly, statementCache } from './sqlite-statements';

type Db = { pupilNotes: { id: number; firstName: string; extraText: string | null; photo: Buffer | null } };

const open: Array<Kysely<Db>> = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.destroy();
});

/** The same in-memory table behind the app's SQLite setup and behind Kysely's own plugin. */
function databases() {
  const make = (app: boolean) => {
    const sqlite = new SqliteDatabase(':memory:');
    sqlite.exec(
      'create table pupil_notes (id integer primary key, first_name text not null, extra_text text, photo blob)',
    );
    sqlite.exec(
      "insert into pupil_notes values (1, 'Ann', null, x'00ff'), (2, 'Bo', 'two', null), (3, 'Cy', '', null)",
    );
    const camelCase = app ? new CamelCaseQueriesOnly() : new CamelCasePlugin();
    const columnKey = app
      ? (name: string) => (camelCase as CamelCaseQueriesOnly).columnKey(name)
      : (n: string) => n;
    const db = new Kysely<Db>({
      dialect: new GroupCommitSqliteDialect(sqlite, statementCache(sqlite, columnKey)),
      plugins: [camelCase],
    });
    open.push(db);
    return db;
  };
  return { app: make(true), reference: make(false) };
}

describe('SQLite statement cache', () => {
  it('answers rows exactly as Kysely with its camelCase plugin does: names, values, blobs, nulls, order', async () => {
    const { app, reference } = databases();
    const queries = [
      (db: Kysely<Db>) => db.selectFrom('pupilNotes').selectAll().orderBy('id').execute(),
      (db: Kysely<Db>) =>
        db.selectFrom('pupilNotes').select(['firstName', 'extraText']).where('id', '>', 1).execute(),
      (db: Kysely<Db>) =>
        db
          .selectFrom('pupilNotes')
          .select((eb) => eb.fn.countAll<number>().as('howMany'))
          .execute(),
      (db: Kysely<Db>) =>
        sql<{ firstName: string }>`select first_name, 7 as seven_days from pupil_notes`.execute(db),
    ];
    for (const query of queries) {
      const expected = await query(reference);
      expect(await query(app)).toEqual(expected);
      // Reused from the cache: the same answer the second time.
      expect(await query(app)).toEqual(expected);
    }
    const rows = await app.selectFrom('pupilNotes').selectAll().where('id', '=', 1).execute();
    expect(rows).toEqual([{ id: 1, firstName: 'Ann', extraText: null, photo: Buffer.from([0, 255]) }]);
  });

  it('keeps the later column when a name appears twice, as better-sqlite3 does', async () => {
    const { app } = databases();
    const { rows } = await sql`select 1 as first_name, 2 as first_name`.execute(app);
    expect(rows).toEqual([{ firstName: 2 }]);
  });

  it('runs writes and reports what they changed; a RETURNING write answers its rows', async () => {
    const { app } = databases();
    const result = await app
      .updateTable('pupilNotes')
      .set({ extraText: 'x' })
      .where('id', '<', 3)
      .executeTakeFirst();
    expect(result.numUpdatedRows).toBe(2n);
    const inserted = await app
      .insertInto('pupilNotes')
      .values({ id: 9, firstName: 'Di', extraText: null, photo: null })
      .returning(['id', 'firstName'])
      .execute();
    expect(inserted).toEqual([{ id: 9, firstName: 'Di' }]);
  });

  it('keeps working past its size: the oldest statements are prepared again', async () => {
    const { app } = databases();
    for (let i = 0; i < 520; i++) {
      const { rows } = await sql<{ valueOut: number }>`select ${sql.lit(i)} as value_out`.execute(app);
      expect(rows).toEqual([{ valueOut: i }]);
    }
    const { rows } = await sql`select 0 as value_out`.execute(app);
    expect(rows).toEqual([{ valueOut: 0 }]);
  });
});
