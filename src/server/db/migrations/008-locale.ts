import type { Kysely } from 'kysely';

/**
 * The language a person chose for the interface ('en' or 'zh-CN'), kept on their account so it
 * follows them to any device; null until they choose (the app then follows the browser's
 * languages). Text on both SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('locale', 'text').execute();
  await db.schema.alterTable('teachers').addColumn('locale', 'text').execute();
}

/** Drops what up added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('teachers').dropColumn('locale').execute();
  await db.schema.alterTable('students').dropColumn('locale').execute();
}
