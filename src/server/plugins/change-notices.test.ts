import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { teacherPaths } from '#contract/teacher-paths';
import { createRedisChangeBus } from '../cache/change-bus';
import { insertHomework } from '../modules/student/test-fixtures';
import {
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';

// Sessions and each student's homework list are kept in memory between calls (cache/read-caches.ts).
// These tests show a kept read never outlives the change that made it wrong.

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});

async function classWithHomework(t: TestApp) {
  const teacher = await createTeacher(t.db);
  const student = await createStudent(t.db, teacher.id);
  const homeworkId = await insertHomework(t.db, teacher.id, { assignTo: [student.id], title: 'Verbs' });
  return { teacher, student, homeworkId };
}

const list = { method: 'GET', url: '/api/student/homework' } as const;

describe('kept sessions and lists follow every change', () => {
  it('a freeze refuses the next call of a student whose session was kept, and unfreezing lets it in again', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { teacher, student } = await classWithHomework(t);
    const studentSession = await login(t.app, 'student', student.username, student.password);
    const teacherSession = await login(t.app, 'teacher', teacher.username, teacher.password);
    for (let i = 0; i < 2; i++) expect((await injectAs(t.app, studentSession, list)).statusCode).toBe(200);
    const frozen = await injectAs(t.app, teacherSession, {
      method: 'POST',
      url: teacherPaths.freeze(student.username),
    });
    expect(frozen.statusCode).toBe(200);
    const refused = await injectAs(t.app, studentSession, list);
    expect([refused.statusCode, refused.json().error]).toEqual([403, 'ACCOUNT_FROZEN']);
    await injectAs(t.app, teacherSession, { method: 'POST', url: teacherPaths.unfreeze(student.username) });
    expect((await injectAs(t.app, studentSession, list)).statusCode).toBe(200);
  });

  it('signing out ends the kept session at once; a password change ends the other kept sessions', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { student } = await classWithHomework(t);
    const first = await login(t.app, 'student', student.username, student.password);
    const second = await login(t.app, 'student', student.username, student.password);
    const third = await login(t.app, 'student', student.username, student.password);
    for (const s of [first, second, third]) expect((await injectAs(t.app, s, list)).statusCode).toBe(200);
    const cookie = { ...first.cookies };
    await injectAs(t.app, first, { method: 'POST', url: '/api/student/logout' });
    const after = await injectAs(t.app, { ...first, cookies: cookie }, list);
    expect(after.statusCode).toBe(401);

    const changed = await injectAs(t.app, second, {
      method: 'POST',
      url: '/api/student/password',
      payload: { currentPassword: student.password, newPassword: 'a-new-password-2' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await injectAs(t.app, third, list)).statusCode).toBe(401);
    expect((await injectAs(t.app, second, list)).statusCode).toBe(200);
  });

  it("a teacher's edit, hiding and taking back reach the student's next poll", async () => {
    const t = await createTestApp();
    apps.push(t);
    const { teacher, student, homeworkId } = await classWithHomework(t);
    const studentSession = await login(t.app, 'student', student.username, student.password);
    const teacherSession = await login(t.app, 'teacher', teacher.username, teacher.password);
    const titles = async () =>
      ((await injectAs(t.app, studentSession, list)).json() as Array<{ title: string }>).map((h) => h.title);
    expect(await titles()).toEqual(['Verbs']);
    await injectAs(t.app, teacherSession, {
      method: 'PUT',
      url: `/api/teacher/homework/${homeworkId}/visibility`,
      payload: { hidden: true },
    });
    expect(await titles()).toEqual([]);
    await injectAs(t.app, teacherSession, {
      method: 'PUT',
      url: `/api/teacher/homework/${homeworkId}/visibility`,
      payload: { hidden: false },
    });
    expect(await titles()).toEqual(['Verbs']);
  });

  it('a write made outside the API is caught by the self-check the tests run with (a missing notice cannot pass unseen)', async () => {
    const t = await createTestApp();
    apps.push(t);
    const { student } = await classWithHomework(t);
    const studentSession = await login(t.app, 'student', student.username, student.password);
    expect((await injectAs(t.app, studentSession, list)).statusCode).toBe(200);
    await t.db.updateTable('homework').set({ title: 'Changed behind the cache' }).execute();
    expect((await injectAs(t.app, studentSession, list)).statusCode).toBe(500);
  });
});

describe.skipIf(process.env.SKIP_REDIS === '1')('two server processes on one database and Redis', () => {
  it("a freeze through one process refuses the student's next call on the other, whose session it kept", async () => {
    const channel = `test:${randomBytes(6).toString('hex')}`;
    const bus = () =>
      createRedisChangeBus(new Redis('redis://127.0.0.1:6379'), new Redis('redis://127.0.0.1:6379'), channel);
    const a = await createTestApp({ changeBus: bus() });
    apps.push(a);
    // No self-check here: for the moment the notice travels, b's kept read differs from the database
    // by design (as any read racing a write would).
    const b = await createTestApp({
      database: a.database,
      changeBus: bus(),
      config: { cacheSelfCheck: false },
    });
    apps.push(b);
    const { teacher, student } = await classWithHomework(a);
    const studentSession = await login(b.app, 'student', student.username, student.password);
    const teacherSession = await login(a.app, 'teacher', teacher.username, teacher.password);
    // Wait for b's subscription, then let b keep the session.
    let answered = 0;
    for (let i = 0; i < 100 && answered < 2; i++) {
      if ((await injectAs(b.app, studentSession, list)).statusCode === 200) answered += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(b.app.caches.sessions.size).toBe(1);
    await injectAs(a.app, teacherSession, { method: 'POST', url: teacherPaths.freeze(student.username) });
    let status = 200;
    for (let i = 0; i < 100 && status === 200; i++) {
      status = (await injectAs(b.app, studentSession, list)).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 10));
    }
    expect(status).toBe(403);
  });
});
