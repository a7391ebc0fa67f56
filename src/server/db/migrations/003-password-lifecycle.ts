import type { Kysely } from 'kysely';

/**
 * Sessions end after a while without use (last_seen_at) and are found by user, so a password
 * reset or change ends them all at once; a student given a temporary password by the teacher must
 * choose their own at the next sign-in (must_change_password).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('last_seen_at', 'text').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').columns(['user_type', 'user_id']).execute();
  await db.schema
    .alterTable('students')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops what up added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('must_change_password').execute();
  await db.schema.dropIndex('sessions_user_idx').ifExists().execute();
  await db.schema.alterTable('sessions').dropColumn('last_seen_at').execute();
}
