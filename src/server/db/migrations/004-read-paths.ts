import type { Kysely } from 'kysely';

/**
 * Two aids for the hottest reads. A homework's revision counts the edits of its tasks, so what is
 * worked out from them (task count, points, task order) can be kept per homework and revision and
 * the student's list need not read every homework's tasks on each build. The teacher's students are
 * listed by last then first name through an index instead of a sort on every call.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('homework')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('students_teacher_name_idx')
    .on('students')
    .columns(['teacher_id', 'last_name', 'first_name'])
    .execute();
}

/** Drops what up added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('students_teacher_name_idx').ifExists().execute();
  await db.schema.alterTable('homework').dropColumn('revision').execute();
}
