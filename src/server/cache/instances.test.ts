import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { teacherPaths } from '#contract/teacher-paths';
import { insertHomework } from '../modules/student/test-fixtures';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';
import { createRedisChangeBus } from './change-bus';

// Two server instances on one database and one Redis (127.0.0.1:6379): what one is told through the
// other (a freeze, a password reset, a hidden homework) holds on both at once, also when a change
// notice fails to publish.

vi.setConfig({ testTimeout: 30_000 });

const apps: TestApp[] = [];
afterEach(async () => {
  for (const app of apps.splice(0).reverse()) await app.close();
});

const list = { method: 'GET', url: '/api/student/homework' } as const;

/** Two instances sharing a database and a Redis channel; `publisher` is a's Redis publishing link. */
async function twoInstances() {
  const channel = `test:${randomBytes(6).toString('hex')}`;
  const publisher = new Redis('redis://127.0.0.1:6379');
  const a = await createTestApp({
    changeBus: createRedisChangeBus(publisher, new Redis('redis://127.0.0.1:6379'), channel),
  });
  apps.push(a);
  // No self-check on b: for the moment a notice travels, b's kept read differs from the database by
  // design (as any read racing a write would).
  const b = await createTestApp({
    database: a.database,
    changeBus: createRedisChangeBus(
      new Redis('redis://127.0.0.1:6379'),
      new Redis('redis://127.0.0.1:6379'),
      channel,
    ),
    config: { cacheSelfCheck: false },
  });
  apps.push(b);
  for (let i = 0; i < 200 && !(a.app.caches.keeping() && b.app.caches.keeping()); i++) {
    await new Promise((r) => setTimeout(r, 10));
  }
  expect([a.app.caches.keeping(), b.app.caches.keeping()]).toEqual([true, true]);
  const teacher = await createTeacher(a.db);
  const student = await createStudent(a.db, teacher.id);
  const homeworkId = await insertHomework(a.db, teacher.id, { assignTo: [student.id], title: 'Verbs' });
  const studentOnB = await login(b.app, 'student', student.username, student.password);
  const teacherOnA = await login(a.app, 'teacher', teacher.username, teacher.password);
  // b keeps the student's session and list.
  for (let i = 0; i < 2; i++) expect((await injectAs(b.app, studentOnB, list)).statusCode).toBe(200);
  expect(b.app.caches.sessions.size).toBe(1);
  return { a, b, publisher, student, homeworkId, studentOnB, teacherOnA };
}

/** b's answer to the student once the notice had a moment (at most a second) to arrive. */
async function onB(b: TestApp, session: BrowserSession, until: (status: number, body: string) => boolean) {
  let response = await injectAs(b.app, session, list);
  for (let i = 0; i < 100 && !until(response.statusCode, response.body); i++) {
    await new Promise((r) => setTimeout(r, 10));
    response = await injectAs(b.app, session, list);
  }
  return response;
}

describe.skipIf(process.env.SKIP_REDIS === '1')('two instances on one database and Redis', () => {
  it('a freeze, a password reset and a hidden homework made through one instance hold on the other', async () => {
    const { a, b, student, homeworkId, studentOnB, teacherOnA } = await twoInstances();
    // Hide: the list on b no longer shows it.
    await injectAs(a.app, teacherOnA, {
      method: 'PUT',
      url: teacherPaths.homeworkVisibility(homeworkId),
      payload: { hidden: true },
    });
    const hidden = await onB(b, studentOnB, (_s, body) => body === '[]');
    expect(hidden.json()).toEqual([]);
    // Freeze: b refuses the student.
    await injectAs(a.app, teacherOnA, { method: 'POST', url: teacherPaths.freeze(student.username) });
    expect((await onB(b, studentOnB, (status) => status !== 200)).statusCode).toBe(403);
    await injectAs(a.app, teacherOnA, { method: 'POST', url: teacherPaths.unfreeze(student.username) });
    expect((await onB(b, studentOnB, (status) => status === 200)).statusCode).toBe(200);
    // Reset: the session b kept has ended.
    await injectAs(a.app, teacherOnA, { method: 'POST', url: teacherPaths.resetPassword(student.username) });
    expect((await onB(b, studentOnB, (status) => status !== 200)).statusCode).toBe(401);
  });

  it('when a notice fails to publish, the other instance is told to forget everything, and the failing one keeps nothing until it gets through', async () => {
    const { a, b, publisher, student, studentOnB, teacherOnA } = await twoInstances();
    // The freeze's own notice fails; the "forget everything" right after it gets through.
    const publish = vi.spyOn(publisher, 'publish').mockRejectedValueOnce(new Error('publish failed'));
    await injectAs(a.app, teacherOnA, { method: 'POST', url: teacherPaths.freeze(student.username) });
    expect(publish).toHaveBeenCalledTimes(2);
    expect(publish.mock.calls[1]?.[1]).toMatch(/ \*$/);
    expect((await onB(b, studentOnB, (status) => status !== 200)).statusCode).toBe(403);
    expect(a.app.caches.keeping()).toBe(true);

    // Redis refuses every publish for a while: a stops keeping reads, and keeps again once one of
    // its retries (every second) gets through.
    publish.mockRejectedValue(new Error('publish failed'));
    await injectAs(a.app, teacherOnA, { method: 'POST', url: teacherPaths.unfreeze(student.username) });
    expect(a.app.caches.keeping()).toBe(false);
    const aSession = await login(a.app, 'student', student.username, student.password);
    expect((await injectAs(a.app, aSession, list)).statusCode).toBe(200);
    expect(a.app.caches.sessions.size).toBe(0);
    publish.mockRestore();
    for (let i = 0; i < 300 && !a.app.caches.keeping(); i++) await new Promise((r) => setTimeout(r, 10));
    expect(a.app.caches.keeping()).toBe(true);
    // b was told to forget, so the unfreeze whose notice never went out holds there too.
    expect((await onB(b, studentOnB, (status) => status === 200)).statusCode).toBe(200);
  });
});
