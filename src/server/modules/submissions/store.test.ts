import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskResponse } from '#domain/submissions/response-types';
import { createLocalChangeBus } from '../../cache/change-bus';
import { ReadCaches } from '../../cache/read-caches';
import { nowIso } from '../../db/helpers';
import { conflict } from '../../plugins/http-errors';
import { createStudent, createTeacher } from '../../test-support/fixtures';
import { createTestDatabase, type TestDatabase, testDialect } from '../../test-support/test-database';
import { goodResponses, insertHomework } from '../student/test-fixtures';
import { answeringTarget } from '../student/answering-target';
import { answerColumns } from './answer-columns';
import { type AnswerStep, type OneTaskSave, saveOneAnswer } from './store';

let database: TestDatabase;
let caches: ReadCaches;
let ids: { homeworkId: number; studentId: number };
beforeEach(async () => {
  database = await createTestDatabase();
  caches = new ReadCaches(createLocalChangeBus(), true);
  const teacher = await createTeacher(database.db, { username: 'store-teacher' });
  const student = await createStudent(database.db, teacher.id);
  const homeworkId = await insertHomework(database.db, teacher.id, { assignTo: [student.id] });
  ids = { homeworkId, studentId: student.id };
});
afterEach(async () => {
  await database.cleanup();
});

const fields = (currentTaskIndex = 0): OneTaskSave => ({
  currentTaskIndex,
  startedAt: nowIso(),
  now: nowIso(),
});

/** The sequence task's answer with `checkAttempts` attempts, as a step would store it. */
const attempts = (checkAttempts: number): TaskResponse => ({
  taskId: 'seq1',
  type: 'sequence_task',
  selectedOrder: [...goodResponses.seq1.selectedOrder],
  score: 0,
  isCorrect: false,
  completed: false,
  timeSpent: 1000,
  checkAttempts,
  actionCount: checkAttempts,
});

/** A step that counts one more attempt on the saved answer, remembering what it was given. */
function countingStep(seen: Array<number | null>, tracking?: { moves: number[] }) {
  return (stored: TaskResponse | null): AnswerStep<number> => {
    const before = stored && 'checkAttempts' in stored ? stored.checkAttempts : null;
    seen.push(before);
    const next = (before ?? 0) + 1;
    return { write: { response: attempts(next), tracking: tracking as never }, result: next };
  };
}

async function saved() {
  const row = await database.db
    .selectFrom('taskResponses')
    .innerJoin('submissions', 'submissions.id', 'taskResponses.submissionId')
    .select(['taskResponses.response', 'taskResponses.tracking', 'submissions.currentTaskIndex'])
    .where('submissions.studentId', '=', ids.studentId)
    .where('taskResponses.taskId', '=', 'seq1')
    .executeTakeFirst();
  return row && { ...row, response: JSON.parse(row.response) as { checkAttempts: number } };
}

/** Saves one answer as the answering calls do: the homework and answer read, then the save. */
async function saveTo<T>(
  taskId: string,
  step: (stored: TaskResponse | null) => AnswerStep<T>,
  currentTaskIndex = 0,
): Promise<T> {
  const target = await answeringTarget(database.db, caches, ids.studentId, ids.homeworkId, taskId);
  return saveOneAnswer(database.db, ids.studentId, target, fields(currentTaskIndex), step);
}

const save = (step: ReturnType<typeof countingStep>, currentTaskIndex = 0) =>
  saveTo('seq1', step, currentTaskIndex);

describe('saving one answer', { timeout: 30_000 }, () => {
  it('creates the submission, then steps each save on the answer the last one stored', async () => {
    const seen: Array<number | null> = [];
    expect(await save(countingStep(seen), 0)).toBe(1);
    expect(await save(countingStep(seen), 2)).toBe(2);
    expect(await save(countingStep(seen), 1)).toBe(3);
    expect(seen).toEqual([null, 1, 2]);
    const row = await saved();
    expect(row?.response.checkAttempts).toBe(3);
    expect(row?.currentTaskIndex).toBe(1);
  });

  it('replaces the saved recording when one is given and keeps it when none is', async () => {
    const seen: Array<number | null> = [];
    await save(countingStep(seen, { moves: [1] }));
    await save(countingStep(seen, { moves: [2] }));
    expect(JSON.parse((await saved())?.tracking ?? 'null')).toEqual({ moves: [2] });
    await save(countingStep(seen));
    expect(JSON.parse((await saved())?.tracking ?? 'null')).toEqual({ moves: [2] });
    expect((await saved())?.response.checkAttempts).toBe(3);
  });

  it('stores nothing when the step refuses, and answers its error', async () => {
    const seen: Array<number | null> = [];
    await save(countingStep(seen));
    await save(countingStep(seen));
    const refusing = () => {
      throw conflict('refused');
    };
    await expect(save(refusing as never, 3)).rejects.toThrow('refused');
    const row = await saved();
    expect(row?.response.checkAttempts).toBe(2);
    expect(row?.currentTaskIndex).toBe(0);
  });

  it('answers 409 for a completed submission and stores nothing', async () => {
    const seen: Array<number | null> = [];
    await save(countingStep(seen));
    await save(countingStep(seen));
    await database.db.updateTable('submissions').set({ isCompleted: 1 }).execute();
    await expect(save(countingStep(seen))).rejects.toMatchObject({ statusCode: 409 });
    expect((await saved())?.response.checkAttempts).toBe(2);
  });
});

// On PostgreSQL the save first reads without a lock and writes in one statement that only succeeds
// while the answer is the row version it read. These tests change the answer between that read and
// that write: a transaction holds the submission's row lock, so the write waits on it, and changes
// the answer before letting go. The plain way (a locking transaction) would have waited before
// reading and stepped once, on the changed answer; the quick way steps twice, first on what it read
// and then, its write refused, again on the changed answer, which is what must be stored.
describe.skipIf(testDialect() !== 'postgres')(
  'saving one answer on PostgreSQL while another save changes it',
  { timeout: 30_000 },
  () => {
    /** Runs `save` while a transaction holds the submission and, once `save` waits, runs `change`. */
    async function raced(
      saving: () => Promise<number>,
      change: (db: typeof database.db) => Promise<unknown>,
    ): Promise<number> {
      let pending: Promise<number> | undefined;
      await database.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('submissions')
          .select('id')
          .where('studentId', '=', ids.studentId)
          .forUpdate()
          .execute();
        const { rows: me } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        pending = saving();
        pending.catch(() => {}); // awaited below; a refusal must not count as unhandled meanwhile
        // Wait until the save is queued behind this transaction's row lock (the quick write skips a
        // locked submission, so it is the locking way's claim that waits).
        let waiting = 0;
        for (let i = 0; i < 500 && waiting === 0; i++) {
          await new Promise((resolve) => setTimeout(resolve, 10));
          const { rows } = await sql<{ waiting: number }>`
            select count(*)::int as waiting from pg_stat_activity
            where ${me[0]!.pid}::int = any(pg_blocking_pids(pid))`.execute(database.db);
          waiting = rows[0]!.waiting;
        }
        expect(waiting).toBe(1);
        await change(trx as unknown as typeof database.db);
      });
      return pending!;
    }

    it('steps again on the answer another save stored meanwhile', async () => {
      const seen: Array<number | null> = [];
      await save(countingStep(seen));
      const result = await raced(
        () => save(countingStep(seen)),
        (trx) =>
          trx
            .updateTable('taskResponses')
            .set(answerColumns(attempts(5)))
            .where('taskId', '=', 'seq1')
            .execute(),
      );
      expect(seen).toEqual([null, 1, 5]);
      expect(result).toBe(6);
      expect((await saved())?.response.checkAttempts).toBe(6);
    });

    it('the locking way steps on the answer written while it waited for the lock', async () => {
      const seen: Array<number | null> = [];
      await save(countingStep(seen));
      // Nothing read beforehand (as after a cache miss or on a first answer): the locking way alone.
      const lockingOnly = async () => {
        const target = await answeringTarget(database.db, caches, ids.studentId, ids.homeworkId, 'seq1');
        return saveOneAnswer(
          database.db,
          ids.studentId,
          { ...target, seen: null },
          fields(),
          countingStep(seen),
        );
      };
      const result = await raced(lockingOnly, (trx) =>
        trx
          .updateTable('taskResponses')
          .set(answerColumns(attempts(5)))
          .where('taskId', '=', 'seq1')
          .execute(),
      );
      expect(seen).toEqual([null, 5]);
      expect(result).toBe(6);
      expect((await saved())?.response.checkAttempts).toBe(6);
    });

    it('steps again on a first answer another save inserted meanwhile, instead of replacing it', async () => {
      const seen: Array<number | null> = [];
      // The submission exists (another task was answered) but this task has no answer yet.
      await saveTo('mcq1', () => ({
        write: {
          response: {
            taskId: 'mcq1',
            type: 'mcq_1',
            selectedAnswer: 'run',
            selectedAnswers: ['cat', 'run'],
            score: 0,
            isCorrect: false,
            completed: false,
            timeSpent: 2000,
          },
          tracking: undefined,
        },
        result: 0,
      }));
      const submission = await database.db.selectFrom('submissions').select('id').executeTakeFirstOrThrow();
      const result = await raced(
        () => save(countingStep(seen)),
        (trx) =>
          trx
            .insertInto('taskResponses')
            .values({
              submissionId: submission.id,
              taskId: 'seq1',
              ...answerColumns(attempts(4)),
              tracking: null,
              updatedAt: nowIso(),
            })
            .execute(),
      );
      expect(seen).toEqual([null, 4]);
      expect(result).toBe(5);
      expect((await saved())?.response.checkAttempts).toBe(5);
    });

    it('answers 409 when the homework was submitted meanwhile', async () => {
      const seen: Array<number | null> = [];
      await save(countingStep(seen));
      await expect(
        raced(
          () => save(countingStep(seen)),
          (trx) => trx.updateTable('submissions').set({ isCompleted: 1 }).execute(),
        ),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect(seen).toEqual([null, 1]);
      expect((await saved())?.response.checkAttempts).toBe(1);
    });
  },
);
