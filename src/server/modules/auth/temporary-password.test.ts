import { authPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  attemptLogin,
  type BrowserSession,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

// The teacher's temporary passwords: marked until the student chooses their own (the student's
// dashboard and the teacher's list both read the mark), and refused once 14 days old and unused.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

let t: TestApp;
let teacher: BrowserSession;
beforeEach(async () => {
  t = await createTestApp();
  const account = await createTeacher(t.db);
  teacher = await login(t.app, 'teacher', account.username, account.password);
});
afterEach(async () => {
  await t.close();
});

const EXPIRED = 'This temporary password has expired. Ask your teacher for a new one.';
const DAY = 24 * 60 * 60 * 1000;

type Listed = { username: string; temporaryPassword: boolean };
type Created = { student: Listed; username: string; temporaryPassword: string };

async function addStudent(email: string): Promise<Created> {
  const response = await injectAs(t.app, teacher, {
    method: 'POST',
    url: teacherPaths.students,
    payload: { firstName: 'Nia', lastName: 'Okafor', email },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Created;
}

async function listed(username: string): Promise<boolean | undefined> {
  const list = await injectAs(t.app, teacher, { method: 'GET', url: teacherPaths.students });
  expect(list.statusCode).toBe(200);
  return (list.json() as Listed[]).find((s) => s.username === username)?.temporaryPassword;
}

async function detail(username: string): Promise<boolean> {
  const response = await injectAs(t.app, teacher, { method: 'GET', url: teacherPaths.student(username) });
  expect(response.statusCode).toBe(200);
  return (response.json() as Listed).temporaryPassword;
}

/** Moves the issue date of the student's temporary password back by so many days. */
async function issuedDaysAgo(username: string, days: number): Promise<void> {
  await t.db
    .updateTable('students')
    .set({ temporaryPasswordIssuedAt: new Date(Date.now() - days * DAY).toISOString() })
    .where('username', '=', username)
    .execute();
}

describe('a temporary password from the teacher', () => {
  it('is marked for the student and the teacher until the student chooses their own', async () => {
    const created = await addStudent('nia@school.example');
    expect(created.student.temporaryPassword).toBe(true);
    expect(await listed(created.username)).toBe(true);
    expect(await detail(created.username)).toBe(true);

    const student = await login(t.app, 'student', created.username, created.temporaryPassword);
    // Not a blocking step: the student reaches their homework straight away.
    expect(student.response.json()).toMatchObject({ temporaryPassword: true, mustChangePassword: false });
    expect((await injectAs(t.app, student, { method: 'GET', url: '/api/student/homework' })).statusCode).toBe(
      200,
    );
    const auth = await injectAs(t.app, student, { method: 'GET', url: authPaths.studentAuth });
    expect(auth.json()).toMatchObject({ temporaryPassword: true });

    const changed = await injectAs(t.app, student, {
      method: 'POST',
      url: authPaths.studentPassword,
      payload: { currentPassword: created.temporaryPassword, newPassword: 'nia-own-pass-1' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await injectAs(t.app, student, { method: 'GET', url: authPaths.studentAuth });
    expect(after.json()).toMatchObject({ temporaryPassword: false });
    // The teacher's list, kept in memory, is current at once.
    expect(await listed(created.username)).toBe(false);
    expect(await detail(created.username)).toBe(false);
  });

  it('is marked again after a reset, and for every student of a bulk import', async () => {
    const created = await addStudent('ola@school.example');
    const student = await login(t.app, 'student', created.username, created.temporaryPassword);
    await injectAs(t.app, student, {
      method: 'POST',
      url: authPaths.studentPassword,
      payload: { currentPassword: created.temporaryPassword, newPassword: 'ola-own-pass-1' },
    });
    expect(await listed(created.username)).toBe(false);
    const reset = await injectAs(t.app, teacher, {
      method: 'POST',
      url: teacherPaths.resetPassword(created.username),
    });
    expect(reset.statusCode).toBe(200);
    expect(await listed(created.username)).toBe(true);

    const bulk = await injectAs(t.app, teacher, {
      method: 'POST',
      url: teacherPaths.studentsBulk,
      payload: {
        students: [
          { firstName: 'Ama', lastName: 'Boateng', email: 'ama@school.example' },
          { firstName: 'Kofi', lastName: 'Mensah', email: 'kofi@school.example' },
        ],
      },
    });
    expect(bulk.statusCode).toBe(201);
    const rows = (bulk.json() as { created: Created[] }).created;
    expect(rows.map((row) => row.student.temporaryPassword)).toEqual([true, true]);
    for (const row of rows) expect(await listed(row.username)).toBe(true);
  });

  it('no longer signs in 14 days after it was issued when never used, and says so only to the right password', async () => {
    const created = await addStudent('pia@school.example');
    // Within its 14 days it still signs in (and, used, it no longer expires).
    const early = await addStudent('ren@school.example');
    await issuedDaysAgo(early.username, 13);
    expect(
      (await attemptLogin(t.app, 'student', early.username, early.temporaryPassword)).response.statusCode,
    ).toBe(200);
    await issuedDaysAgo(early.username, 30);
    expect(
      (await attemptLogin(t.app, 'student', early.username, early.temporaryPassword)).response.statusCode,
    ).toBe(200);

    await issuedDaysAgo(created.username, 15);
    const wrong = await attemptLogin(t.app, 'student', created.username, 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(wrong.response.json()).toEqual({ error: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    const expired = await attemptLogin(t.app, 'student', created.username, created.temporaryPassword);
    expect(expired.response.statusCode).toBe(403);
    expect(expired.response.json()).toEqual({ error: 'TEMPORARY_PASSWORD_EXPIRED', message: EXPIRED });
    // No session was started by the refused sign-in.
    const auth = await injectAs(t.app, expired.session, { method: 'GET', url: authPaths.studentAuth });
    expect(auth.statusCode).toBe(401);

    // The teacher issues a new one (the reset), which signs in.
    const reset = await injectAs(t.app, teacher, {
      method: 'POST',
      url: teacherPaths.resetPassword(created.username),
    });
    const { temporaryPassword } = reset.json() as { temporaryPassword: string };
    expect(
      (await attemptLogin(t.app, 'student', created.username, temporaryPassword)).response.statusCode,
    ).toBe(200);
  });
});
