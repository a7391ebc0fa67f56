import { CompiledQuery, type Kysely, sql } from 'kysely';
import { answerFactsOfStudent } from '../modules/student/submission-view';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestDatabase,
  type TestDatabase,
  testDialect,
  whileSchemasStay,
} from '../test-support/test-database';
import { isUniqueViolation, nowIso, toBool } from './helpers';
import { migrateTo, migrateToLatest } from './migrate';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let database: TestDatabase;

beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.cleanup();
});

describe('migrations', () => {
  it('run idempotently: a second run applies nothing and keeps the data', async () => {
    const { db, dialect } = database;
    expect(dialect).toBe(testDialect());
    const at = nowIso();
    await db
      .insertInto('teachers')
      .values({
        username: 't1',
        email: null,
        firstName: 'T',
        lastName: 'One',
        passwordHash: 'x',
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    expect(await whileSchemasStay(() => migrateToLatest(db, dialect))).toEqual([]);
    expect(await whileSchemasStay(() => migrateToLatest(db, dialect))).toEqual([]);
    const teachers = await db.selectFrom('teachers').select('username').execute();
    expect(teachers).toEqual([{ username: 't1' }]);
  });

  it('create every table of the data model', async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      expect(await whileSchemasStay(() => migrateToLatest(fresh.db, fresh.dialect))).toEqual([
        '001-initial',
        '002-settings',
        '003-password-lifecycle',
        '004-read-paths',
        '005-answer-completed',
        '006-answer-facts-index',
        '007-temporary-passwords',
        '008-locale',
      ]);
      for (const table of [
        'teachers',
        'students',
        'sessions',
        'homework',
        'assignments',
        'submissions',
        'taskResponses',
        'submissionAttempts',
        'lessonReports',
        'activities',
        'settings',
      ] as const) {
        const rows = await fresh.db.selectFrom(table).selectAll().execute();
        expect(rows).toEqual([]);
      }
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('migration 005 (the completed column of saved answers)', () => {
  it("fills the column in from each existing answer's JSON, past the first batch of a thousand", async () => {
    const fresh = await createTestDatabase({ migrate: false });
    try {
      const { db, dialect } = fresh;
      await whileSchemasStay(() => migrateTo(db, dialect, '004-read-paths'));
      const at = nowIso();
      const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const person = { firstName: 'A', lastName: 'B', passwordHash: 'h', createdAt: at, updatedAt: at };
      const teacher = await old
        .insertInto('teachers')
        .values({ username: 't', email: null, ...person })
        .returning('id')
        .executeTakeFirstOrThrow();
      const student = await old
        .insertInto('students')
        .values({ teacherId: teacher.id, username: 's', email: 's@x.io', isFrozen: 0, ...person })
        .returning('id')
        .executeTakeFirstOrThrow();
      const homework = await old
        .insertInto('homework')
        .values({
          teacherId: teacher.id,
          title: 'H',
          description: '',
          assignedDate: at,
          assignmentDetails: '{}',
          hidden: 0,
          createdAt: at,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const submission = await old
        .insertInto('submissions')
        .values({
          homeworkId: homework.id,
          studentId: student.id,
          isCompleted: 0,
          currentTaskIndex: 0,
          updatedAt: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // 1,005 answers: every third completed; the odd ones out are neither completed nor broken.
      const texts = Array.from({ length: 1005 }, (_, i) =>
        JSON.stringify({ taskId: `t${i}`, completed: i % 3 === 0 }),
      );
      texts[1] = 'not json';
      texts[2] = JSON.stringify({ completed: 'yes' });
      texts[4] = JSON.stringify([true]);
      texts[1003] = JSON.stringify({ completed: true });
      await old
        .insertInto('taskResponses')
        .values(
          texts.map((response, i) => ({
            submissionId: submission.id,
            taskId: `t${String(i).padStart(4, '0')}`,
            response,
            tracking: null,
            updatedAt: at,
          })),
        )
        .execute();

      await whileSchemasStay(() => migrateTo(db, dialect, '005-answer-completed'));
      const rows = await db
        .selectFrom('taskResponses')
        .select(['taskId', 'completed'])
        .orderBy('taskId')
        .execute();
      const expected = texts.map((_, i) => (i % 3 === 0 || i === 1003 ? 1 : 0));
      expect(rows.map((row) => Number(row.completed))).toEqual(expected);
      expect(expected.filter((c) => c === 1)).toHaveLength(336);
    } finally {
      await fresh.cleanup();
    }
  });
});

describe('migration 006 (the index of what the list reads of each answer)', () => {
  it("answers the student list's read of answers from the index alone on SQLite; adds nothing on PostgreSQL", async () => {
    const { db, dialect } = database;
    const query = answerFactsOfStudent.withArguments(db, 1);
    if (dialect === 'sqlite') {
      const plan = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
      );
      // Never the answer's row, whose columns past the recording sit at the end of its overflow chain.
      expect(plan.rows.map((row) => row.detail).join('\n')).toMatch(
        /SCAN task_responses USING COVERING INDEX task_responses_facts_idx|SEARCH task_responses USING COVERING INDEX task_responses_facts_idx/,
      );
    } else {
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes where tablename = 'task_responses' and schemaname = current_schema()`.execute(
        db,
      );
      expect(rows.map((row) => row.name)).not.toContain('task_responses_facts_idx');
    }
  });
});

describe('storage shapes are identical on SQLite and PostgreSQL', () => {
  it('answers ids and 0/1 booleans as numbers, timestamps as ISO strings, JSON as text, counts as numbers', async () => {
    const { db } = database;
    const at = nowIso();
    const teacher = await db
      .insertInto('teachers')
      .values({
        username: 'teach',
        email: 'T@x.io'.toLowerCase(),
        firstName: 'A',
        lastName: 'B',
        passwordHash: 'h',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(typeof teacher.id).toBe('number');
    const student = await db
      .insertInto('students')
      .values({
        teacherId: teacher.id,
        username: 'stud',
        email: 'stud@x.io',
        firstName: 'S',
        lastName: 'T',
        gradeLevel: null,
        additionalNotes: null,
        isFrozen: 1,
        passwordHash: 'h',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const details = JSON.stringify({ tasks: [{ id: 't1', points: 10 }], passingScore: 7 });
    const homework = await db
      .insertInto('homework')
      .values({
        teacherId: teacher.id,
        title: 'H',
        description: '',
        dueDate: null,
        assignedDate: at,
        createdAt: at,
        updatedAt: at,
        hidden: 0,
        deletedAt: null,
        assignmentDetails: details,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('submissions')
      .values({
        homeworkId: homework.id,
        studentId: student.id,
        isCompleted: 1,
        score: 8,
        percentage: 80,
        passed: 1,
        submissionDate: at,
        startedAt: at,
        timeSpent: 61,
        currentTaskIndex: 0,
        studentResponses: null,
        updatedAt: at,
      })
      .execute();

    const row = await db
      .selectFrom('students')
      .innerJoin('submissions', 'submissions.studentId', 'students.id')
      .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
      .select([
        'students.id as studentId',
        'students.isFrozen',
        'students.gradeLevel',
        'students.createdAt',
        'homework.assignmentDetails',
        'homework.hidden',
        'submissions.passed',
        'submissions.score',
        'submissions.timeSpent',
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      studentId: student.id,
      isFrozen: 1,
      gradeLevel: null,
      createdAt: at,
      assignmentDetails: details,
      hidden: 0,
      passed: 1,
      score: 8,
      timeSpent: 61,
    });
    expect(typeof row.isFrozen).toBe('number');
    expect(toBool(row.isFrozen)).toBe(true);
    expect(row.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(JSON.parse(row.assignmentDetails)).toEqual({ tasks: [{ id: 't1', points: 10 }], passingScore: 7 });

    const counted = await db
      .selectFrom('submissions')
      .select((eb) => [eb.fn.countAll().as('total'), eb.fn.sum<number>('score').as('scoreSum')])
      .executeTakeFirstOrThrow();
    expect(counted).toEqual({ total: 1, scoreSum: 8 });
    const raw = await sql<{ n: number }>`select count(*) as n from students`.execute(db);
    expect(raw.rows).toEqual([{ n: 1 }]);
  });

  it('rejects a duplicate student email with a recognisable unique violation', async () => {
    const { db } = database;
    const at = nowIso();
    const teacher = await db
      .insertInto('teachers')
      .values({
        username: 'teach',
        email: null,
        firstName: 'A',
        lastName: 'B',
        passwordHash: 'h',
        createdAt: at,
        updatedAt: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = {
      teacherId: teacher.id,
      email: 'same@x.io',
      firstName: 'S',
      lastName: 'T',
      gradeLevel: null,
      additionalNotes: null,
      isFrozen: 0 as const,
      passwordHash: 'h',
      createdAt: at,
      updatedAt: at,
    };
    await db
      .insertInto('students')
      .values({ ...base, username: 'a' })
      .execute();
    const error = await db
      .insertInto('students')
      .values({ ...base, username: 'b' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
