import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  sql,
} from 'kysely';
import type { Dialect } from './dialect';
import * as initial from './migrations/001-initial';
import * as settings from './migrations/002-settings';
import * as passwordLifecycle from './migrations/003-password-lifecycle';
import * as readPaths from './migrations/004-read-paths';
import * as answerCompleted from './migrations/005-answer-completed';
import * as answerFactsIndex from './migrations/006-answer-facts-index';
import * as temporaryPasswords from './migrations/007-temporary-passwords';
import * as locale from './migrations/008-locale';
import type { Database } from './schema';

/** The migrations, in order, bound to a dialect (one set of files serves both). */
function migrationsFor(dialect: Dialect): Record<string, Migration> {
  return {
    '001-initial': { up: (db) => initial.up(db, dialect), down: (db) => initial.down(db) },
    '002-settings': { up: settings.up, down: settings.down },
    '003-password-lifecycle': { up: passwordLifecycle.up, down: passwordLifecycle.down },
    '004-read-paths': { up: readPaths.up, down: readPaths.down },
    '005-answer-completed': { up: answerCompleted.up, down: answerCompleted.down },
    '006-answer-facts-index': {
      up: (db) => answerFactsIndex.up(db, dialect),
      down: answerFactsIndex.down,
    },
    '007-temporary-passwords': { up: temporaryPasswords.up, down: temporaryPasswords.down },
    '008-locale': { up: locale.up, down: locale.down },
  };
}

function migrationProvider(dialect: Dialect): MigrationProvider {
  const migrations = migrationsFor(dialect);
  return { getMigrations: async () => migrations };
}

/** The names of every migration this version knows, oldest first: the schema versions it can run on. */
export function knownMigrationNames(): string[] {
  return Object.keys(migrationsFor('sqlite')).sort();
}

/** The migrator of this database, its bookkeeping in the current schema. */
async function migratorOf(db: Kysely<Database>, dialect: Dialect): Promise<Migrator> {
  // Kysely looks for its bookkeeping tables in every schema; on PostgreSQL pin them to the
  // current schema so databases sharing a server (tests, several apps) do not see each other's.
  const migrationTableSchema =
    dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
}

/** The names of the migrations applied, or an error naming the one that failed. */
function applied({ error, results }: MigrationResultSet): string[] {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(
      `Database migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Runs every pending migration; safe to call on every start and from several processes. */
export async function migrateToLatest(db: Kysely<Database>, dialect: Dialect): Promise<string[]> {
  return applied(await (await migratorOf(db, dialect)).migrateToLatest());
}

/** Runs the migrations up to and including `name` (tests of a migration's data changes). */
export async function migrateTo(db: Kysely<Database>, dialect: Dialect, name: string): Promise<string[]> {
  return applied(await (await migratorOf(db, dialect)).migrateTo(name));
}
