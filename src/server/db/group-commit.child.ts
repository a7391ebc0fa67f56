// Used by group-commit.test.ts: writes without end through group commit, printing each id once its
// transaction was acknowledged, until the test kills the process.
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import { GroupCommitSqliteDialect } from './group-commit';
import { statementCache } from './sqlite-statements';

const sqlite = new SqliteDatabase(process.argv[2] ?? '');
sqlite.pragma('journal_mode = WAL');
sqlite.pragma('synchronous = FULL');
const db = new Kysely<{ parent: { id: number } }>({
  dialect: new GroupCommitSqliteDialect(
    sqlite,
    statementCache(sqlite, (name) => name),
  ),
});
let next = 0;
async function writer(): Promise<void> {
  for (;;) {
    const id = next++;
    await db.transaction().execute((trx) => trx.insertInto('parent').values({ id }).execute());
    process.stdout.write(`${id}\n`);
  }
}
await Promise.all(Array.from({ length: 20 }, writer));
