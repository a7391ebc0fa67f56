import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  anonymousSession,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './rate-limit-store';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('CSRF (x-csrf-token on every POST/PUT/DELETE/PATCH under /api)', () => {
  it('GET /api/csrf-token answers { token } and sets an httpOnly cookie it is bound to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: expect.stringMatching(/^[\w-]+\.[\w-]+$/) });
    expect(response.cookies.find((c) => c.name === 'csrf')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
    });
  });

  it('missing, wrong or foreign tokens answer 403 INVALID_CSRF_TOKEN and nothing changes', async () => {
    const teacher = await createTeacher(t.db);
    const session = await login(t.app, 'teacher', teacher.username, teacher.password);
    const other = await anonymousSession(t.app);
    const attempts = [
      { csrf: false },
      { headers: { 'x-csrf-token': 'nonsense' } },
      { headers: { 'x-csrf-token': `${session.csrfToken}x` } },
      { headers: { 'x-csrf-token': other.csrfToken } },
      { cookies: { csrf: other.cookies.csrf ?? '' }, headers: { 'x-csrf-token': session.csrfToken } },
    ];
    for (const attempt of attempts) {
      const response = await injectAs(
        t.app,
        { ...session, cookies: { ...session.cookies } },
        {
          method: 'POST',
          url: '/api/teacher/logout',
          ...attempt,
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: 'INVALID_CSRF_TOKEN',
        message: 'Invalid or missing CSRF token. Reload the page and try again.',
      });
    }
    expect(await t.db.selectFrom('sessions').select('id').execute()).toHaveLength(1);
    const still = await injectAs(t.app, session, { method: 'GET', url: '/api/teacher/auth' });
    expect(still.statusCode).toBe(200);
  });

  it('a token from one process is accepted by another sharing the database', async () => {
    const { buildApp } = await import('../app');
    const second = await buildApp({
      db: t.db,
      dialect: t.database.dialect,
      config: t.app.config,
      rateLimitStore: t.rateLimitStore,
    });
    try {
      const session = await anonymousSession(t.app);
      const response = await injectAs(second, session, {
        method: 'POST',
        url: '/api/teacher/login',
        payload: { username: 'nobody', password: 'x' },
      });
      expect(response.statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('request bodies', () => {
  it('malformed JSON answers 400 INVALID_JSON', async () => {
    const session = await anonymousSession(t.app);
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/student/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_JSON', message: 'The request body is not valid JSON' });
  });

  it('a body over 1 MB answers 413 PAYLOAD_TOO_LARGE with a message', async () => {
    const session = await anonymousSession(t.app);
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/student/login',
      payload: { username: 'a', password: 'x'.repeat(1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' });
  });

  it('a wrongly typed field answers 400 VALIDATION_FAILED with problems by path', async () => {
    const session = await anonymousSession(t.app);
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/student/login',
      payload: { username: 'a', password: 'b', rememberMe: 'yes' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', problems: [{ path: 'rememberMe' }] });
  });

  it('an empty JSON body is treated as no body (logout without payload works)', async () => {
    const session = await anonymousSession(t.app);
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/student/logout',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('routing and headers', () => {
  it('GET /api/health answers { status: "ok" } after a database query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect([response.statusCode, response.json()]).toEqual([200, { status: 'ok' }]);
  });

  it('an unknown /api path answers JSON 404 NOT_FOUND, for GET and POST', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect([get.statusCode, get.json()]).toEqual([
      404,
      { error: 'NOT_FOUND', message: 'No API route GET /api/nope' },
    ]);
    const session = await anonymousSession(t.app);
    const post = await injectAs(t.app, session, { method: 'POST', url: '/api/nope/deeper' });
    expect([post.statusCode, post.json().error]).toEqual([404, 'NOT_FOUND']);
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('without a built client, other GET paths say to run npm run build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('npm run build');
  });
});

describe('the built SPA', () => {
  let dir: string;
  let spa: TestApp;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tutor-client-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'app-abc.js'), 'console.log(1)');
    spa = await createTestApp({ clientDir: dir });
  });
  afterEach(async () => {
    await spa.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('never serves dotfiles, dot-directories or source maps, whatever the spelling', async () => {
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    mkdirSync(join(dir, '.git'));
    writeFileSync(join(dir, '.git', 'config'), 'secret-config');
    writeFileSync(join(dir, 'assets', 'app-abc.js.map'), '{"sources":["secret.ts"]}');
    writeFileSync(join(dir, 'assets', 'app-abc.js.map.gz'), 'zipped-map');
    for (const url of [
      '/.env',
      '/%2eenv',
      '/.git/config',
      '/%2Egit/config',
      '/assets/app-abc.js.map',
      '/assets/app-abc.js%2emap',
      '/assets/app-abc.js.MAP',
      '/assets/app-abc.js.map?x=1',
    ]) {
      const response = await spa.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.body).not.toMatch(/SECRET|secret|zipped/);
    }
    const asset = await spa.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect(asset.statusCode).toBe(200);
  });

  it('serves files, falls back to index.html for client routes, and keeps /api 404s as JSON', async () => {
    const asset = await spa.app.inject({ method: 'GET', url: '/assets/app-abc.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1)']);
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/students/ana/homework/3', '/lesson-reports?x=1']) {
      const page = await spa.app.inject({ method: 'GET', url });
      expect([url, page.statusCode, page.body]).toEqual([url, 200, '<!doctype html><div id="root"></div>']);
    }
    const missingAsset = await spa.app.inject({ method: 'GET', url: '/assets/gone.js' });
    expect(missingAsset.statusCode).toBe(404);
    const api = await spa.app.inject({ method: 'GET', url: '/api/unknown' });
    expect([api.statusCode, api.json().error]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('rate-limit stores', () => {
  it('memory store: counts hits in a window and resets after it', async () => {
    let now = 1_000;
    const store = createMemoryRateLimitStore(() => now);
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_100 });
    expect(await store.hit('k', 100)).toEqual({ count: 2, resetAt: 1_100 });
    expect(await store.peek('k')).toEqual({ count: 2, resetAt: 1_100 });
    now = 1_100;
    expect(await store.peek('k')).toBeNull();
    expect(await store.hit('k', 100)).toEqual({ count: 1, resetAt: 1_200 });
    await store.close();
  });

  it('Redis store (127.0.0.1:6379): INCR with PEXPIRE, peek, reset, shared between two clients', async () => {
    const prefix = `tutor-test:${process.pid}:${Math.random()}:`;
    const a = createRedisRateLimitStore(new Redis('redis://127.0.0.1:6379'), prefix);
    const b = createRedisRateLimitStore(new Redis('redis://127.0.0.1:6379'), prefix);
    try {
      expect((await a.hit('k', 60_000)).count).toBe(1);
      const second = await b.hit('k', 60_000);
      expect(second.count).toBe(2);
      expect(second.resetAt - Date.now()).toBeGreaterThan(59_000);
      expect((await a.peek('k'))?.count).toBe(2);
      await b.reset('k');
      expect(await a.peek('k')).toBeNull();
      await a.hit('short', 50);
      await new Promise((r) => setTimeout(r, 120));
      expect(await a.peek('short')).toBeNull();
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('the general limit answers 429 RATE_LIMITED past 1200 calls a minute from one browser', async () => {
    const session = await anonymousSession(t.app); // call 1
    for (let i = 0; i < 1198; i++) await t.rateLimitStore.hit('req:ip:127.0.0.1', 60_000);
    const ok = await injectAs(t.app, session, { method: 'GET', url: '/api/student/auth' }); // call 1200
    expect(ok.statusCode).toBe(401);
    const limited = await injectAs(t.app, session, { method: 'GET', url: '/api/student/auth' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Try again in /),
    });
  });
});
