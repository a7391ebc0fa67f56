import { randomBytes, scryptSync } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousSession,
  attemptLogin,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

async function activityTypes() {
  const rows = await t.db
    .selectFrom('activities')
    .select(['type', 'studentUsername'])
    .orderBy('id')
    .execute();
  return rows.map((r) => `${r.type}:${r.studentUsername}`);
}

describe('student login (username or email, case-insensitive)', () => {
  it('signs in by username in any case and answers the student user', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id, {
      username: 'maria',
      firstName: 'María',
      email: 'm@x.io',
    });
    const { response } = await login(t.app, 'student', 'MARIA', student.password);
    expect(response.json()).toEqual({
      id: student.id,
      username: 'maria',
      firstName: 'María',
      lastName: 'Student',
      email: 'm@x.io',
      isFrozen: false,
      mustChangePassword: false,
      // Made straight in the database, not by a teacher: no temporary password.
      temporaryPassword: false,
      // No language chosen yet: the app follows the browser's.
      locale: null,
    });
    expect(await activityTypes()).toEqual(['login:maria']);
  });

  it('signs in by email in any case, and GET /api/student/auth answers the same user', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id, { email: 'kim@school.org' });
    const session = await login(t.app, 'student', ' Kim@School.ORG ', student.password);
    const auth = await injectAs(t.app, session, { method: 'GET', url: '/api/student/auth' });
    expect(auth.statusCode).toBe(200);
    expect(auth.json()).toMatchObject({ id: student.id, username: student.username });
  });

  it('sets an httpOnly SameSite=Lax session cookie with Max-Age 30 days for Remember me, and none otherwise', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const remembered = await login(t.app, 'student', student.username, student.password, true);
    const cookie = remembered.response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60, path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const browserOnly = await login(t.app, 'student', student.username, student.password, false);
    const sessionCookie = browserOnly.response.cookies.find((c) => c.name === 'sid');
    expect(sessionCookie?.maxAge).toBeUndefined();
    expect(sessionCookie?.expires).toBeUndefined();
    const rows = await t.db
      .selectFrom('sessions')
      .select(['persistent', 'createdAt', 'expiresAt'])
      .orderBy('createdAt')
      .execute();
    expect(rows.map((r) => r.persistent)).toEqual([1, 0]);
    const hours = (Date.parse(rows[1]!.expiresAt) - Date.parse(rows[1]!.createdAt)) / 3_600_000;
    expect(hours).toBe(12);
  });

  it('stores only a hash of the session token', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const session = await login(t.app, 'student', student.username, student.password);
    const row = await t.db.selectFrom('sessions').select('id').executeTakeFirstOrThrow();
    expect(row.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row.id).not.toBe(session.cookies.sid);
  });

  it('answers the same 401 "Invalid credentials" for an unknown user and a wrong password', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const unknown = await attemptLogin(t.app, 'student', 'nobody', 'whatever');
    const wrong = await attemptLogin(t.app, 'student', student.username, 'wrong-password');
    for (const { response } of [unknown, wrong]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    // login_failed is recorded only for an existing student's username.
    expect(await activityTypes()).toEqual([`login_failed:${student.username}`]);
  });

  it('answers 400 "Username and password required" when either is missing', async () => {
    const session = await anonymousSession(t.app);
    for (const payload of [{ username: 'a' }, { password: 'b' }, { username: '  ', password: 'b' }, {}]) {
      const response = await injectAs(t.app, session, { method: 'POST', url: '/api/student/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST', message: 'Username and password required' });
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('refuses a frozen student at login with 403 ACCOUNT_FROZEN and no session', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id, { isFrozen: true });
    const { response } = await attemptLogin(t.app, 'student', student.username, student.password);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'ACCOUNT_FROZEN',
      message: 'Account is frozen. Please contact your teacher.',
    });
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });

  it('makes a hash stored with a 16-byte salt again at the next good sign-in, and it still works', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    // As hashes were stored before libsodium computed them: Node's scrypt with a 16-byte salt.
    const salt = randomBytes(16);
    const key = scryptSync(student.password, salt, 64, { N: 1024, r: 8, p: 1 });
    const old = ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await t.db.updateTable('students').set({ passwordHash: old }).where('id', '=', student.id).execute();
    await login(t.app, 'student', student.username, student.password);
    const { passwordHash } = await t.db
      .selectFrom('students')
      .select('passwordHash')
      .where('id', '=', student.id)
      .executeTakeFirstOrThrow();
    expect(passwordHash).not.toBe(old);
    expect(Buffer.from(passwordHash.split('$')[4] ?? '', 'base64')).toHaveLength(32);
    await login(t.app, 'student', student.username, student.password);
  });

  it("refuses a signed-in student's next call with 403 ACCOUNT_FROZEN once the teacher freezes them", async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const session = await login(t.app, 'student', student.username, student.password);
    await t.db.updateTable('students').set({ isFrozen: 1 }).where('id', '=', student.id).execute();
    const auth = await injectAs(t.app, session, { method: 'GET', url: '/api/student/auth' });
    expect(auth.statusCode).toBe(403);
    expect(auth.json().error).toBe('ACCOUNT_FROZEN');
    expect(auth.json().message).toContain('Account is frozen');
  });
});

describe('sessions end', () => {
  it('logout deletes the session: the same cookie then answers 401, and a logout activity is recorded', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const session = await login(t.app, 'student', student.username, student.password);
    const oldCookies = { ...session.cookies };
    const logout = await injectAs(t.app, session, { method: 'POST', url: '/api/student/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    const again = await t.app.inject({ method: 'GET', url: '/api/student/auth', cookies: oldCookies });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('UNAUTHENTICATED');
    expect(await activityTypes()).toEqual([`login:${student.username}`, `logout:${student.username}`]);
  });

  it('a forged cookie answers 401', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/teacher/auth',
      cookies: { sid: 'forged-token' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'UNAUTHENTICATED', message: 'Not signed in' });
  });

  it('an expired session answers 401 and its row is pruned', async () => {
    const teacher = await createTeacher(t.db);
    const session = await login(t.app, 'teacher', teacher.username, teacher.password);
    await t.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const response = await injectAs(t.app, session, { method: 'GET', url: '/api/teacher/auth' });
    expect(response.statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').execute()).toEqual([]);
  });
});

describe('role separation', () => {
  it('student routes refuse a teacher session and teacher routes refuse a student session (403 FORBIDDEN)', async () => {
    const teacher = await createTeacher(t.db, { email: 'Boss@School.org' });
    const student = await createStudent(t.db, teacher.id);
    const teacherSession = await login(t.app, 'teacher', 'boss@school.org', teacher.password);
    expect(teacherSession.response.json()).toEqual({
      id: teacher.id,
      username: teacher.username,
      firstName: 'Tess',
      lastName: 'Teacher',
      email: 'boss@school.org',
      locale: null,
    });
    const studentSession = await login(t.app, 'student', student.username, student.password);
    const a = await injectAs(t.app, teacherSession, { method: 'GET', url: '/api/student/auth' });
    const b = await injectAs(t.app, studentSession, { method: 'GET', url: '/api/teacher/auth' });
    expect([a.statusCode, a.json().error, b.statusCode, b.json().error]).toEqual([
      403,
      'FORBIDDEN',
      403,
      'FORBIDDEN',
    ]);
  });

  it('a student cannot sign in through the teacher login', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const { response } = await attemptLogin(t.app, 'teacher', student.username, student.password);
    expect(response.statusCode).toBe(401);
  });
});

// The sign-in model itself is tested in sign-in-limits.test.ts; these are the basic answers.
describe('failed sign-in limit', () => {
  it('answers the 6th sign-in of one account from one address and browser after 5 failures with 429 RATE_LIMITED saying when to retry', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    for (let i = 0; i < 5; i++) {
      const { response } = await attemptLogin(t.app, 'student', student.username, 'wrong');
      expect(response.statusCode).toBe(401);
    }
    const { response } = await attemptLogin(t.app, 'student', student.username, student.password);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toBe('RATE_LIMITED');
    expect(response.json().message).toBe('Too many failed sign-in attempts. Try again in 30 seconds.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(25);
  });

  it('keys the account on its username in any case', async () => {
    for (let i = 0; i < 5; i++) {
      const { response } = await attemptLogin(t.app, 'teacher', i % 2 ? 'target' : 'TARGET', 'x');
      expect(response.statusCode).toBe(401);
    }
    const { response } = await attemptLogin(t.app, 'teacher', 'Target', 'x');
    expect(response.statusCode).toBe(429);
  });
});
