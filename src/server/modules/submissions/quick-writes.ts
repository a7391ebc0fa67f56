import { CompiledQuery, type Kysely } from 'kysely';
import { runsOften } from '../../db/prepared-statements';
import type { Database, IntBool } from '../../db/schema';
import type { OneTaskSave } from './store';

// The quick writes of answers on PostgreSQL (decision 014), sent together: the quick writes that
// arrive while the last ones are on their way to the database go in ONE statement. On PostgreSQL a
// statement costs the server a socket write and a wake-up for its answer whatever it carries, and
// the database a commit (one WAL flush); a class answering at once pays those once per batch
// instead of once per answer.

/**
 * One answer to write only while its submission is open and the answer is as it was read, with the
 * fields its submission is claimed with.
 */
export type QuickWrite = OneTaskSave & {
  submissionId: number;
  taskId: string;
  response: string;
  completed: IntBool;
  /** The recording to store; null keeps the saved one (or stores none for a first answer). */
  tracking: string | null;
  /** The row version of the answer as read (PostgreSQL's xmin); null when none was saved. */
  version: string | null;
};

/** A batch holds at most this many writes (its statement's arrays grow with it). */
const MAX_BATCH = 64;
/**
 * At most this many batches are on their way at once. One keeps the database's work in one
 * backend; a second lets the next batch travel while the first commits.
 */
const MAX_IN_FLIGHT = 2;

// Each part of the statement, for the batch's writes side by side in arrays:
// - `input`: the writes, numbered by their place in the batch;
// - `locked`: their open submissions, locked in id order and skipping any another transaction
//   holds (that write answers nothing and goes the plain way, which waits for the lock there);
//   so a batch never waits for a row lock on a submission and two batches cannot deadlock;
// - `claimed`: each claimed submission stamped as the plain way stamps it (start time kept once
//   set, time of the change, current task);
// - `replaced`: the answer updated only while its row version is the one read (after waiting on
//   a row a concurrent write changed, PostgreSQL checks the condition again on the new version);
// - `inserted`: a first answer inserted only while there is still none.
// It answers, for each write that happened, its place in the batch and the answer's new version.
const batchStatement = `
with input as (
  select * from unnest($1::integer[], $2::text[], $3::text[], $4::integer[], $5::text[], $6::text[],
                       $7::integer[], $8::text[], $9::text[])
    with ordinality as w(submission_id, started_at, now, current_task_index, task_id, response,
                         completed, tracking, version, ord)
),
locked as materialized (
  select s.id from submissions s
  where s.id in (select submission_id from input) and s.is_completed = 0
  order by s.id
  for update skip locked
),
claimed as (
  update submissions s
  set started_at = coalesce(s.started_at, w.started_at), updated_at = w.now,
      current_task_index = w.current_task_index
  from input w join locked l on l.id = w.submission_id
  where s.id = w.submission_id
  returning s.id
),
replaced as (
  update task_responses r
  set response = w.response, completed = w.completed, tracking = coalesce(w.tracking, r.tracking),
      updated_at = w.now
  from input w join claimed c on c.id = w.submission_id
  where r.submission_id = w.submission_id and r.task_id = w.task_id
    and w.version is not null and r.xmin::text = w.version
  returning w.ord, r.xmin::text as version
),
inserted as (
  insert into task_responses (submission_id, task_id, response, completed, tracking, updated_at)
  select w.submission_id, w.task_id, w.response, w.completed, w.tracking, w.now
  from input w join claimed c on c.id = w.submission_id
  where w.version is null
  on conflict (submission_id, task_id) do nothing
  returning submission_id, task_id, xmin::text as version
)
select ord, version from replaced
union all
select w.ord, i.version from inserted i
  join input w on w.submission_id = i.submission_id and w.task_id = i.task_id`;
runsOften(batchStatement);

type Waiting = { write: QuickWrite; done: (version: string | null) => void };

/** The quick writes of one database, batched. */
class QuickWrites {
  private waiting: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly db: Kysely<Database>) {}

  /** Answers the answer's new row version when it wrote, null when it did not. */
  write(write: QuickWrite): Promise<string | null> {
    return new Promise((done) => {
      this.waiting.push({ write, done });
      this.schedule();
    });
  }

  // The batch leaves once this turn of the event loop has read every request that arrived with
  // it (setImmediate runs after the turn's I/O), so calls that came together travel together.
  private schedule(): void {
    if (this.scheduled || this.inFlight >= MAX_IN_FLIGHT || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.send();
    });
  }

  private async send(): Promise<void> {
    const batch = this.takeBatch();
    this.inFlight += 1;
    this.schedule();
    try {
      const { rows } = await this.db.executeQuery<{ ord: string; version: string }>(
        CompiledQuery.raw(batchStatement, columnsOf(batch)),
      );
      const written = new Map(rows.map((row) => [Number(row.ord), row.version]));
      for (const [index, entry] of batch.entries()) entry.done(written.get(index + 1) ?? null);
    } catch {
      // Nothing of a failed statement was written (a deadlock with another kind of write, a lost
      // connection): every write goes the plain way, which answers the error if there is one.
      for (const entry of batch) entry.done(null);
    } finally {
      this.inFlight -= 1;
      this.schedule();
    }
  }

  /**
   * The next batch: the oldest writes, one per submission (a later write to the same submission
   * must step on what the earlier one stored, so it waits for the next batch).
   */
  private takeBatch(): Waiting[] {
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const submissions = new Set<number>();
    for (const entry of this.waiting) {
      if (batch.length < MAX_BATCH && !submissions.has(entry.write.submissionId)) {
        submissions.add(entry.write.submissionId);
        batch.push(entry);
      } else later.push(entry);
    }
    this.waiting = later;
    return batch;
  }
}

/** The batch's writes as the statement's nine arrays, one element per write. */
function columnsOf(batch: Waiting[]): unknown[][] {
  const columns: unknown[][] = [[], [], [], [], [], [], [], [], []];
  for (const { write } of batch) {
    const values = [
      write.submissionId,
      write.startedAt,
      write.now,
      write.currentTaskIndex,
      write.taskId,
      write.response,
      write.completed,
      write.tracking,
      write.version,
    ];
    for (const [i, value] of values.entries()) columns[i]!.push(value);
  }
  return columns;
}

const byDatabase = new WeakMap<Kysely<Database>, QuickWrites>();

/**
 * Writes one answer only while its submission is open and the answer is still the version read
 * (inserts it only while there is none), together with the other quick writes of the moment.
 * Answers the answer's new row version when it wrote, and null when it did not.
 */
export function quickWrite(db: Kysely<Database>, write: QuickWrite): Promise<string | null> {
  let writes = byDatabase.get(db);
  if (!writes) {
    writes = new QuickWrites(db);
    byDatabase.set(db, writes);
  }
  return writes.write(write);
}
