import { type Kysely, PostgresAdapter, type Transaction } from 'kysely';
import type { IntBool, Database } from './schema';

/** The current time as an ISO-8601 UTC string, the one timestamp format stored. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Converts a stored 0/1 to a boolean. */
export function toBool(value: number): boolean;
/** Converts a stored 0/1 (or null) to a boolean (null stays null). */
export function toBool(value: number | null): boolean | null;
export function toBool(value: number | null): boolean | null {
  return value === null ? null : value !== 0;
}

/** Converts a boolean to the stored 0/1. */
export function fromBool(value: boolean): IntBool {
  return value ? 1 : 0;
}

/** Converts a count or sum answered by either dialect to a number (null → 0). */
export function toCount(value: string | number | bigint | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

/** Parses a JSON text column, answering `fallback` when it is null or not valid JSON. */
export function parseJsonColumn<T>(text: string | null, fallback: T): T | unknown {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return fallback;
  }
}

/** Runs `work` in one transaction; it commits when `work` resolves and rolls back when it throws. */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(work);
}

/** Whether the handle is on PostgreSQL (for the few writes that take a quicker way there). */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Whether a database error is a unique or primary-key violation, on either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = String((error as { code: unknown }).code);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** Answers the shared setting `key`, storing `create()` first when no process has yet (race-safe). */
export async function getOrCreateSetting(
  db: Kysely<Database>,
  key: string,
  create: () => string,
): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key, value: create(), createdAt: nowIso() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  return row.value;
}
