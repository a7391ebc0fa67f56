import { type Kysely, sql } from 'kysely';

/**
 * A student's password given by the teacher (at creation, in a bulk import or by a reset) is
 * temporary until the student chooses their own: temporary_password_issued_at says when it was
 * issued (null: the student's own password), temporary_password_used_at when it first signed in
 * (null: never). One never used within 14 days of being issued no longer signs in.
 *
 * Which passwords already stored are the teacher's cannot be known, except those a reset marked
 * for change (must_change_password): those count as issued now, so nobody is locked out by the
 * upgrade itself and they get the full 14 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').addColumn('temporary_password_issued_at', 'text').execute();
  await db.schema.alterTable('students').addColumn('temporary_password_used_at', 'text').execute();
  const now = new Date().toISOString();
  await sql`update students set temporary_password_issued_at = ${now} where must_change_password = 1`.execute(
    db,
  );
}

/** Drops what up added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('temporary_password_used_at').execute();
  await db.schema.alterTable('students').dropColumn('temporary_password_issued_at').execute();
}
