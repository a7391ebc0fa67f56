import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authPaths, localePaths } from '#contract/paths';
import {
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

// scrypt and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

/** A new account of `role`, signed in; `again()` signs it in on another device. */
async function signedIn(role: 'student' | 'teacher') {
  const teacher = await createTeacher(t.db);
  const account = role === 'teacher' ? teacher : await createStudent(t.db, teacher.id);
  const again = () => login(t.app, role, account.username, account.password);
  return Object.assign(await again(), { again });
}

describe.each(['student', 'teacher'] as const)('the %s’s language', (role) => {
  const auth = role === 'student' ? authPaths.studentAuth : authPaths.teacherAuth;

  it('is null until chosen, then kept on the account and answered on every device', async () => {
    const first = await signedIn(role);
    expect(first.response.json()).toMatchObject({ locale: null });
    const set = await injectAs(t.app, first, {
      method: 'PUT',
      url: localePaths[role],
      payload: { locale: 'zh-CN' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ ok: true });
    expect((await injectAs(t.app, first, { method: 'GET', url: auth })).json()).toMatchObject({
      locale: 'zh-CN',
    });

    // Another device: the sign-in answer already carries the choice.
    const second = await first.again();
    expect(second.response.json()).toMatchObject({ locale: 'zh-CN' });

    const back = await injectAs(t.app, first, {
      method: 'PUT',
      url: localePaths[role],
      payload: { locale: 'en' },
    });
    expect(back.statusCode).toBe(200);
    expect((await injectAs(t.app, first, { method: 'GET', url: auth })).json()).toMatchObject({
      locale: 'en',
    });
  });

  it('refuses a language the app does not speak with 400 and a message, and keeps the old one', async () => {
    const session = await signedIn(role);
    await injectAs(t.app, session, { method: 'PUT', url: localePaths[role], payload: { locale: 'zh-CN' } });
    for (const payload of [{ locale: 'fr' }, { locale: 'zh' }, { locale: 'EN' }, { locale: null }, {}]) {
      const answer = await injectAs(t.app, session, { method: 'PUT', url: localePaths[role], payload });
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      expect(answer.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
    const unknown = await injectAs(t.app, session, {
      method: 'PUT',
      url: localePaths[role],
      payload: { locale: 'fr' },
    });
    expect((unknown.json() as { message: string }).message).toContain(
      'The language must be one of: en, zh-CN',
    );
    expect((await injectAs(t.app, session, { method: 'GET', url: auth })).json()).toMatchObject({
      locale: 'zh-CN',
    });
  });

  it('needs the CSRF token and a session of the right role', async () => {
    const session = await signedIn(role);
    const noToken = await injectAs(t.app, session, {
      method: 'PUT',
      url: localePaths[role],
      payload: { locale: 'zh-CN' },
      csrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: 'INVALID_CSRF_TOKEN' });
    expect((await injectAs(t.app, session, { method: 'GET', url: auth })).json()).toMatchObject({
      locale: null,
    });

    const other = role === 'student' ? 'teacher' : 'student';
    const wrongRole = await injectAs(t.app, session, {
      method: 'PUT',
      url: localePaths[other],
      payload: { locale: 'zh-CN' },
    });
    expect(wrongRole.statusCode).toBe(403);
  });
});
