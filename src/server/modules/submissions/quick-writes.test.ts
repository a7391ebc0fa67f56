import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/helpers';
import { createStudent, createTeacher } from '../../test-support/fixtures';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test-support/test-database';
import { insertHomework } from '../student/test-fixtures';
import { type QuickWrite, quickWrite } from './quick-writes';

// The quick writes exist on PostgreSQL only (SQLite saves every answer the locking way).
describe.skipIf(testDialect() !== 'postgres')('quick writes of answers, sent together', () => {
  let database: TestDatabase;
  /** One open submission per student, each of the same homework. */
  let submissions: number[];

  beforeEach(async () => {
    database = await createTestDatabase();
    const teacher = await createTeacher(database.db, { username: 'quick-teacher' });
    const students = [];
    for (let i = 0; i < 4; i++) students.push(await createStudent(database.db, teacher.id));
    const homeworkId = await insertHomework(database.db, teacher.id, { assignTo: students.map((s) => s.id) });
    submissions = [];
    for (const student of students) {
      const row = await database.db
        .insertInto('submissions')
        .values({
          homeworkId,
          studentId: student.id,
          isCompleted: 0,
          currentTaskIndex: 0,
          updatedAt: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      submissions.push(row.id);
    }
  });
  afterEach(async () => {
    await database.cleanup();
  });

  const write = (submissionId: number, changes: Partial<QuickWrite> = {}): QuickWrite => ({
    submissionId,
    startedAt: '2026-11-26T10:00:00.000Z',
    now: '2026-11-26T10:05:00.000Z',
    currentTaskIndex: 2,
    taskId: 'mcq1',
    response: '{"answer":1}',
    completed: 0,
    tracking: null,
    version: null,
    ...changes,
  });

  /** The saved answers with their row versions (xmin), by submission. */
  async function answers() {
    const { rows } = await sql<{
      submissionId: number;
      taskId: string;
      response: string;
      tracking: string | null;
      version: string;
    }>`select submission_id, task_id, response, tracking, xmin::text as version
       from task_responses order by submission_id, task_id`.execute(database.db);
    return rows;
  }

  it('writes the answers that arrive together in one statement, each answered with its version', async () => {
    const versions = await Promise.all(
      submissions.map((id, i) => quickWrite(database.db, write(id, { response: `{"answer":${i}}` }))),
    );
    const rows = await answers();
    expect(rows.map((row) => [row.submissionId, row.response])).toEqual(
      submissions.map((id, i) => [id, `{"answer":${i}}`]),
    );
    // One transaction wrote them all: every row carries its id.
    expect(new Set(rows.map((row) => row.version)).size).toBe(1);
    expect(versions).toEqual(rows.map((row) => row.version));
    const claimed = await database.db
      .selectFrom('submissions')
      .select(['startedAt', 'updatedAt', 'currentTaskIndex'])
      .execute();
    expect(claimed).toEqual(
      submissions.map(() => ({
        startedAt: '2026-11-26T10:00:00.000Z',
        updatedAt: '2026-11-26T10:05:00.000Z',
        currentTaskIndex: 2,
      })),
    );
  });

  it('replaces an answer only while it is the version read, without holding up the others', async () => {
    const first = await Promise.all(submissions.map((id) => quickWrite(database.db, write(id))));
    expect(first.every((version) => version !== null)).toBe(true);
    // The first submission's answer as read before: its version is out of date.
    await database.db
      .updateTable('taskResponses')
      .set({ response: '{"answer":9}' })
      .where('submissionId', '=', submissions[0]!)
      .execute();
    const second = await Promise.all(
      submissions.map((id, i) =>
        quickWrite(database.db, write(id, { response: '{"answer":2}', version: first[i]!, tracking: null })),
      ),
    );
    expect(second[0]).toBeNull();
    expect(second.slice(1).every((version) => version !== null && version !== first[1])).toBe(true);
    expect((await answers()).map((row) => row.response)).toEqual([
      '{"answer":9}',
      '{"answer":2}',
      '{"answer":2}',
      '{"answer":2}',
    ]);
  });

  it('inserts a first answer only while there is none', async () => {
    await quickWrite(database.db, write(submissions[0]!, { response: '{"answer":1}' }));
    // Read as "nothing saved" before that write: it must not be replaced.
    expect(await quickWrite(database.db, write(submissions[0]!, { response: '{"answer":5}' }))).toBeNull();
    expect((await answers()).map((row) => row.response)).toEqual(['{"answer":1}']);
  });

  it('keeps the saved recording when none is given and replaces it when one is', async () => {
    const version = await quickWrite(database.db, write(submissions[0]!, { tracking: '{"moves":[1]}' }));
    const kept = await quickWrite(database.db, write(submissions[0]!, { version, tracking: null }));
    expect((await answers())[0]?.tracking).toBe('{"moves":[1]}');
    await quickWrite(database.db, write(submissions[0]!, { version: kept, tracking: '{"moves":[2]}' }));
    expect((await answers())[0]?.tracking).toBe('{"moves":[2]}');
  });

  it('writes nothing to a completed submission', async () => {
    await database.db
      .updateTable('submissions')
      .set({ isCompleted: 1 })
      .where('id', '=', submissions[1]!)
      .execute();
    const versions = await Promise.all(submissions.map((id) => quickWrite(database.db, write(id))));
    expect(versions[1]).toBeNull();
    expect((await answers()).map((row) => row.submissionId)).toEqual([
      submissions[0],
      submissions[2],
      submissions[3],
    ]);
  });

  it('sends two answers to one submission in turn, each stepping on the last', async () => {
    const [mcq, bin] = await Promise.all([
      quickWrite(database.db, write(submissions[0]!, { taskId: 'mcq1' })),
      quickWrite(database.db, write(submissions[0]!, { taskId: 'bin1' })),
    ]);
    const rows = await answers();
    expect(rows.map((row) => row.taskId)).toEqual(['bin1', 'mcq1']);
    expect(mcq).not.toBeNull();
    expect(bin).not.toBeNull();
    // Not one statement: the second waited for the first.
    expect(mcq).not.toBe(bin);
  });

  it('skips a submission another transaction holds, at once, and writes the others', async () => {
    await database.db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('submissions')
        .select('id')
        .where('id', '=', submissions[2]!)
        .forUpdate()
        .execute();
      // Answered while the lock is still held: the batch did not wait for it.
      const versions = await Promise.all(submissions.map((id) => quickWrite(database.db, write(id))));
      expect(versions.map((version) => version === null)).toEqual([false, false, true, false]);
    });
    expect((await answers()).map((row) => row.submissionId)).toEqual([
      submissions[0],
      submissions[1],
      submissions[3],
    ]);
  });
});
