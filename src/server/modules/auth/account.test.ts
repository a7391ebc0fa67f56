import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStudent, createTeacher } from '../../test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database';
import { HttpError } from '../../plugins/http-errors';
import { verifyPassword } from './password';
import {
  createStudentAccount,
  generateTemporaryPassword,
  generateUsername,
  resetStudentPassword,
  usernameBase,
} from './account';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.cleanup();
});

describe('generated usernames (DESIGN.md 4: lower-case ASCII letters and digits, starts with a letter, de-duplicated)', () => {
  it('strips accents and everything but letters and digits', () => {
    expect(usernameBase('Zoë', "O'Brien-Núñez")).toBe('zoeobriennunez');
    expect(usernameBase('Jürgen', 'Straße')).toBe('jurgenstrasse');
  });

  it('starts with a letter and falls back to "student" when the names have no usable letters', () => {
    expect(usernameBase('42', 'Li')).toBe('li');
    expect(usernameBase('李', '王')).toBe('student');
    for (const base of [usernameBase('9', '9x'), usernameBase('Åsa', '')])
      expect(base).toMatch(/^[a-z][a-z0-9]*$/);
  });

  it('adds a number when the name is taken by a student or by a teacher', async () => {
    const { db } = database;
    const teacher = await createTeacher(db, { username: 'anaperez' });
    expect(await generateUsername(db, 'Ana', 'Pérez')).toBe('anaperez2');
    await createStudent(db, teacher.id, { username: 'anaperez2' });
    expect(await generateUsername(db, 'Ana', 'Pérez')).toBe('anaperez3');
  });
});

describe('temporary passwords', () => {
  it('are readable, about 12 characters and different each time', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const password = generateTemporaryPassword();
      expect(password).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(password).not.toMatch(/[01lo]/);
      seen.add(password);
    }
    expect(seen.size).toBe(200);
  });
});

describe('createStudentAccount', () => {
  it('stores the student with a lower-case email, a generated username and a hash of the temporary password', async () => {
    const { db } = database;
    const teacher = await createTeacher(db);
    const created = await createStudentAccount(db, teacher.id, {
      firstName: ' Élodie ',
      lastName: 'Martin',
      email: 'Elodie.Martin@Example.COM',
      gradeLevel: 'Grade 8',
    });
    expect(created.username).toBe('elodiemartin');
    expect(created.student).toMatchObject({
      teacherId: teacher.id,
      username: 'elodiemartin',
      email: 'elodie.martin@example.com',
      firstName: 'Élodie',
      lastName: 'Martin',
      gradeLevel: 'Grade 8',
      additionalNotes: null,
      isFrozen: 0,
    });
    expect(await verifyPassword(created.temporaryPassword, created.student.passwordHash)).toBe(true);
  });

  it('answers 409 CONFLICT for an email another student has (any case) and adds nothing', async () => {
    const { db } = database;
    const teacher = await createTeacher(db);
    await createStudent(db, teacher.id, { email: 'taken@example.com' });
    const error = await createStudentAccount(db, teacher.id, {
      firstName: 'A',
      lastName: 'B',
      email: 'TAKEN@example.com',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'CONFLICT', statusCode: 409 });
    expect(await db.selectFrom('students').select('id').execute()).toHaveLength(1);
  });
});

describe('resetStudentPassword', () => {
  it('replaces the password and ends the student sessions', async () => {
    const { db } = database;
    const teacher = await createTeacher(db);
    const student = await createStudent(db, teacher.id);
    await db
      .insertInto('sessions')
      .values({
        id: 'h',
        userType: 'student',
        userId: student.id,
        createdAt: '',
        expiresAt: '',
        persistent: 0,
      })
      .execute();
    const { temporaryPassword } = await resetStudentPassword(db, student.id);
    const row = await db
      .selectFrom('students')
      .select('passwordHash')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(temporaryPassword, row.passwordHash)).toBe(true);
    expect(await verifyPassword(student.password, row.passwordHash)).toBe(false);
    expect(await db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('answers 404 for a missing student', async () => {
    await expect(resetStudentPassword(database.db, 999)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
