import { MAX_BULK_STUDENTS } from '#contract/teacher';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudent, login } from '../../test-support/test-app';
import { HASH_CONCURRENCY, hashPasswords, setHashingLimits, verifyPassword } from '../auth/password';
import { call, createTeacherWorld, tableSnapshot, type TeacherWorld } from './teacher-test-kit';

let world: TeacherWorld;
// Sign-ins hash passwords with scrypt, deliberately slow: allow for it on a busy machine.
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

type Created = {
  created: {
    row: number;
    username: string;
    temporaryPassword: string;
    student: { username: string; firstName: string; email: string; gradeLevel: string | null };
  }[];
  skipped: unknown[];
};
type Problems = {
  error: string;
  message: string;
  problems: { path: string; message: string; code?: string; params?: Record<string, unknown> }[];
};

const row = (n: number, fields: Record<string, unknown> = {}) => ({
  firstName: `Ana${n}`,
  lastName: 'Pérez',
  email: `ana${n}@school.example`,
  ...fields,
});

describe('bulk add of students', { timeout: 60_000 }, () => {
  it('creates every row of a good list with a username and a temporary password that signs in', async () => {
    const students = [
      row(1, { gradeLevel: 'Grade 7' }),
      row(2, { email: '  ANA2@School.Example ' }),
      { firstName: 'Ana', lastName: 'Perez', email: 'ana.a@school.example' },
      { firstName: 'Ana', lastName: 'Perez', email: 'ana.b@school.example', gradeLevel: null },
    ];
    const response = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, { students });
    expect(response.statusCode).toBe(201);
    const body = response.json() as Created;
    expect(body.skipped).toEqual([]);
    expect(body.created.map((c) => c.row)).toEqual([0, 1, 2, 3]);
    expect(body.created[0]!.student).toMatchObject({ firstName: 'Ana1', gradeLevel: 'Grade 7' });
    expect(body.created[1]!.student.email).toBe('ana2@school.example');
    // Two students with the same names get different usernames.
    expect(body.created[2]!.username).toBe('anaperez');
    expect(body.created[3]!.username).toBe('anaperez2');
    const passwords = new Set(body.created.map((c) => c.temporaryPassword));
    expect(passwords.size).toBe(4);

    const rows = await world.db
      .selectFrom('students')
      .select(['username', 'teacherId'])
      .where('email', 'like', '%@school.example')
      .execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.teacherId === world.a.id)).toBe(true);

    const first = body.created[2]!;
    await login(world.app, 'student', first.username, first.temporaryPassword);
    const list = await call(world, world.a.session, 'GET', teacherPaths.students);
    expect((list.json() as unknown[]).length).toBe(2 + 4);
  });

  it('refuses a list with bad rows with 400 and every problem by row, creating nobody', async () => {
    const other = await createStudent(world.db, world.b.id, { email: 'taken@school.example' });
    const snapshot = await tableSnapshot(world.db);
    const students = [
      row(1),
      { firstName: '', lastName: 'Pérez', email: 'x@school.example' },
      row(3, { email: 'not-an-email' }),
      row(4, { email: other.email }),
      row(5, { email: 'ANA1@school.example' }),
      row(6, { gradeLevel: 'Grade 13' }),
    ];
    const response = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, { students });
    expect(response.statusCode).toBe(400);
    const body = response.json() as Problems;
    expect(body.error).toBe('VALIDATION_FAILED');
    const byPath = Object.fromEntries(body.problems.map((p) => [p.path, p.message]));
    expect(byPath['students.1.firstName']).toBe('First name is required');
    expect(byPath['students.2.email']).toBe('Enter a valid email address');
    expect(byPath['students.4.email']).toBe('This email is already in the list (row 1)');
    expect(byPath['students.5.gradeLevel']).toBeDefined();
    // Beside each English message, its stable code (and values) for a client in another language.
    const codes = Object.fromEntries(body.problems.map((p) => [p.path, [p.code, p.params]]));
    expect(codes['students.1.firstName']).toEqual(['schema.invalid_format', undefined]);
    expect(codes['students.4.email']).toEqual(['email-in-list', { row: 1 }]);
    expect(Object.keys(byPath).some((path) => path.startsWith('students.0'))).toBe(false);
    expect(await tableSnapshot(world.db)).toEqual(snapshot);

    // A list whose rows are well formed but one email is taken: refused with that row named.
    const taken = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, {
      students: [row(1), row(4, { email: 'Taken@school.example' })],
    });
    expect(taken.statusCode).toBe(400);
    expect((taken.json() as Problems).problems).toEqual([
      { path: 'students.1.email', message: 'A student with this email already exists', code: 'email-taken' },
    ]);
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });

  it('checks a list without creating anyone: ok for a good one, the same problems for a bad one', async () => {
    await createStudent(world.db, world.b.id, { email: 'taken@school.example' });
    const snapshot = await tableSnapshot(world.db);
    const good = await call(world, world.a.session, 'POST', teacherPaths.studentsBulkCheck, {
      students: [row(1), row(2)],
    });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toEqual({ ok: true });
    const bad = await call(world, world.a.session, 'POST', teacherPaths.studentsBulkCheck, {
      students: [row(1), row(2, { email: 'taken@school.example' })],
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as Problems).problems).toEqual([
      { path: 'students.1.email', message: 'A student with this email already exists', code: 'email-taken' },
    ]);
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });

  it(`refuses more than ${MAX_BULK_STUDENTS} rows and an empty list, creating nobody`, async () => {
    const snapshot = await tableSnapshot(world.db);
    const over = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, {
      students: Array.from({ length: MAX_BULK_STUDENTS + 1 }, (_, i) => row(i)),
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      message: `students: At most ${MAX_BULK_STUDENTS} students at once`,
    });
    const empty = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, { students: [] });
    expect(empty.statusCode).toBe(400);
    expect((empty.json() as Problems).message).toBe('students: Add at least one student');
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });

  it(`adds ${MAX_BULK_STUDENTS} students in one call`, async () => {
    const started = Date.now();
    const response = await call(world, world.a.session, 'POST', teacherPaths.studentsBulk, {
      students: Array.from({ length: MAX_BULK_STUDENTS }, (_, i) => row(i)),
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as Created).created).toHaveLength(MAX_BULK_STUDENTS);
    const count = await world.db
      .selectFrom('students')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('teacherId', '=', world.a.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2 + MAX_BULK_STUDENTS);
    // The test cost of hashing is low; the bound is loose, it catches one-by-one round trips gone wrong.
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('hashing a list of passwords', () => {
  afterEach(() => setHashingLimits({ concurrency: HASH_CONCURRENCY, maxWaiting: 64 }));

  it('stays within the hashing limit: no hash waits in the queue sign-ins share, and every hash verifies', async () => {
    // With no room to wait, a caller starting more hashes than the lanes at once would get 503.
    setHashingLimits({ concurrency: 2, maxWaiting: 0 });
    const passwords = Array.from({ length: 9 }, (_, i) => `password-${i}`);
    const hashes = await hashPasswords(passwords);
    expect(hashes).toHaveLength(9);
    expect(new Set(hashes).size).toBe(9);
    expect(await verifyPassword('password-4', hashes[4]!)).toBe(true);
    expect(await verifyPassword('password-4', hashes[5]!)).toBe(false);
  });
});
