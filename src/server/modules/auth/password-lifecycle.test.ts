import { authPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptLogin,
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

// Passwords and sessions over their life: a teacher's reset forces a new password, a change ends
// the other sessions, and a session without Remember me ends after a while unused.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const get = (session: BrowserSession, url: string) => injectAs(t.app, session, { method: 'GET', url });
const changeStudentPassword = (session: BrowserSession, payload: Record<string, string>) =>
  injectAs(t.app, session, { method: 'POST', url: authPaths.studentPassword, payload });

describe('after a teacher resets a password', () => {
  it('ends the student’s sessions, and the student must choose a new password before anything else', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const before = await login(t.app, 'student', student.username, student.password);
    const teacherSession = await login(t.app, 'teacher', teacher.username, teacher.password);
    const reset = await injectAs(t.app, teacherSession, {
      method: 'POST',
      url: teacherPaths.resetPassword(student.username),
    });
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    expect((await get(before, authPaths.studentAuth)).statusCode).toBe(401);

    const temp = await login(t.app, 'student', student.username, temporaryPassword);
    expect(temp.response.json()).toMatchObject({ mustChangePassword: true });
    expect((await get(temp, authPaths.studentAuth)).json()).toMatchObject({ mustChangePassword: true });
    const blocked = await get(temp, '/api/student/homework');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Choose a new password before going on.',
    });

    const wrong = await changeStudentPassword(temp, {
      currentPassword: 'nope',
      newPassword: 'my-own-pass-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    const short = await changeStudentPassword(temp, { currentPassword: temporaryPassword, newPassword: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toMatch(/at least 8 characters/);

    const changed = await changeStudentPassword(temp, {
      currentPassword: temporaryPassword,
      newPassword: 'my-own-pass-1',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(temp, '/api/student/homework')).statusCode).toBe(200);
    expect((await get(temp, authPaths.studentAuth)).json()).toMatchObject({ mustChangePassword: false });
    expect(
      (await attemptLogin(t.app, 'student', student.username, temporaryPassword)).response.statusCode,
    ).toBe(401);
    expect(
      (await attemptLogin(t.app, 'student', student.username, 'my-own-pass-1')).response.statusCode,
    ).toBe(200);
  });
});

describe('changing a password', () => {
  it('keeps the session in use and ends the others (student and teacher)', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const here = await login(t.app, 'student', student.username, student.password);
    const elsewhere = await login(t.app, 'student', student.username, student.password);
    expect(
      (await changeStudentPassword(here, { currentPassword: student.password, newPassword: 'fresh-pass-22' }))
        .statusCode,
    ).toBe(200);
    expect((await get(here, authPaths.studentAuth)).statusCode).toBe(200);
    expect((await get(elsewhere, authPaths.studentAuth)).statusCode).toBe(401);

    const mine = await login(t.app, 'teacher', teacher.username, teacher.password);
    const other = await login(t.app, 'teacher', teacher.username, teacher.password);
    const changed = await injectAs(t.app, mine, {
      method: 'POST',
      url: authPaths.teacherPassword,
      payload: { currentPassword: teacher.password, newPassword: 'teacher-new-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(mine, authPaths.teacherAuth)).statusCode).toBe(200);
    expect((await get(other, authPaths.teacherAuth)).statusCode).toBe(401);
    const same = await injectAs(t.app, mine, {
      method: 'POST',
      url: authPaths.teacherPassword,
      payload: { currentPassword: 'teacher-new-pass', newPassword: 'teacher-new-pass' },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toMatch(/must differ/);
  });
});

describe('idle sessions', () => {
  it('end after SESSION_IDLE_MINUTES without a call, unless kept with Remember me', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const plain = await login(t.app, 'student', student.username, student.password);
    const remembered = await login(t.app, 'student', student.username, student.password, true);
    const longAgo = new Date(Date.now() - 61 * 60 * 1000).toISOString();
    await t.db.updateTable('sessions').set({ lastSeenAt: longAgo, createdAt: longAgo }).execute();
    expect((await get(plain, authPaths.studentAuth)).statusCode).toBe(401);
    expect((await get(remembered, authPaths.studentAuth)).statusCode).toBe(200);
  });

  it('a session in use stays alive: each call (at most once a minute) moves its last use forward', async () => {
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const plain = await login(t.app, 'student', student.username, student.password);
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60 * 1000).toISOString();
    await t.db.updateTable('sessions').set({ lastSeenAt: fiftyMinutesAgo }).execute();
    expect((await get(plain, authPaths.studentAuth)).statusCode).toBe(200);
    const row = await t.db.selectFrom('sessions').select('lastSeenAt').executeTakeFirstOrThrow();
    expect(Date.parse(row.lastSeenAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
