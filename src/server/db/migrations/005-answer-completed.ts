import type { Kysely } from 'kysely';

/** How many answers the backfill reads at a time (a big database is not read into memory at once). */
const BATCH = 1000;

/**
 * Whether a stored answer's JSON says it is completed: an object whose `completed` is true, the
 * rule the answers are read with. Written out here, not imported, so this migration keeps meaning
 * what it meant when it ran.
 */
function completedIn(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === 'object' && value !== null && (value as { completed?: unknown }).completed === true
    );
  } catch {
    return false;
  }
}

// The app's handle maps camelCase names to the snake_case columns (and rows back), as everywhere.
type Row = { submissionId: number; taskId: string; response: string; completed: number };

/**
 * Each saved answer gets a `completed` column beside its JSON, kept by every write from then on, so
 * a student's list counts the finished tasks of every homework without reading all their answers
 * (which grow with a whole year of homework). Existing answers are filled in from their JSON.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('task_responses')
    .addColumn('completed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const table = db as unknown as Kysely<{ taskResponses: Row }>;
  let after: { submissionId: number; taskId: string } | null = null;
  for (;;) {
    let query = table
      .selectFrom('taskResponses')
      .select(['submissionId', 'taskId', 'response'])
      .orderBy('submissionId')
      .orderBy('taskId')
      .limit(BATCH);
    if (after) {
      const { submissionId, taskId } = after;
      query = query.where((eb) =>
        eb.or([
          eb('submissionId', '>', submissionId),
          eb.and([eb('submissionId', '=', submissionId), eb('taskId', '>', taskId)]),
        ]),
      );
    }
    const rows = await query.execute();
    // One UPDATE per batch, not per answer: on SQLite each statement outside a transaction is its
    // own durable commit, and a year of answers would otherwise hold up the start for minutes.
    const completed = rows.filter((row) => completedIn(row.response));
    if (completed.length > 0)
      await table
        .updateTable('taskResponses')
        .set({ completed: 1 })
        .where((eb) =>
          eb.or(
            completed.map((row) =>
              eb.and([eb('submissionId', '=', row.submissionId), eb('taskId', '=', row.taskId)]),
            ),
          ),
        )
        .execute();
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = { submissionId: last.submissionId, taskId: last.taskId };
  }
}

/** Drops what up added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('task_responses').dropColumn('completed').execute();
}
