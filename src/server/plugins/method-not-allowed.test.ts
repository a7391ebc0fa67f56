import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSession, createTestApp, injectAs, type TestApp } from '../test-support/test-app';

let t: TestApp;
let built: TestApp;
let clientDir: string;
beforeAll(async () => {
  t = await createTestApp();
  // With a built client, a GET the API does not have reaches the client's catch-all route first.
  clientDir = mkdtempSync(join(tmpdir(), 'client-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>app</title>');
  built = await createTestApp({ clientDir });
}, 30_000);
afterAll(async () => {
  await t.close();
  await built.close();
  rmSync(clientDir, { recursive: true, force: true });
});

describe('a method a path does not have', () => {
  it('answers 405 with Allow and the JSON error, before the sign-in and CSRF checks', async () => {
    const cases = [
      // Signed out and without a CSRF token: still 405, not 401 or 403.
      { method: 'POST', url: '/api/student/homework', allow: 'GET, HEAD' },
      { method: 'DELETE', url: '/api/teacher/students/someone?x=1', allow: 'GET, HEAD, PUT' },
      { method: 'PATCH', url: '/api/teacher/homework/5', allow: 'PUT, DELETE' },
      { method: 'GET', url: '/api/student/login', allow: 'POST' },
      { method: 'PUT', url: '/api/csrf-token', allow: 'GET, HEAD' },
    ] as const;
    for (const app of [t.app, built.app]) {
      for (const { method, url, allow } of cases) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe(allow);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({
          error: 'METHOD_NOT_ALLOWED',
          message: expect.stringContaining(allow),
        });
      }
    }
  });

  it('leaves unknown paths at 404 and known calls as they were', async () => {
    for (const app of [t.app, built.app]) {
      const unknown = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
      const session = await anonymousSession(app);
      const post = await injectAs(app, session, { method: 'POST', url: '/api/student/nothing', payload: {} });
      expect(post.statusCode).toBe(404);
      const signedOut = await app.inject({ method: 'GET', url: '/api/student/homework' });
      expect(signedOut.statusCode).toBe(401);
    }
    const page = await built.app.inject({ method: 'GET', url: '/teacher/students' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>app</title>');
  });
});
