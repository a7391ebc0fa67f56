import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { route } from '../plugins/declared-route';
import { parseConfig } from '../config';
import { insertHomework } from '../modules/student/test-fixtures';
import { createMemoryRateLimitStore } from '../plugins/rate-limit-store';
import { createStudent, createTeacher, injectAs, login } from '../test-support/test-app';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database';
import { loggerOptions } from './logger';
import { requestLogLevel, SLOW_REQUEST_MS } from './request-log';

type Line = Record<string, unknown> & { level: number; msg: string };
const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };

let app: FastifyInstance | undefined;
let database: TestDatabase | undefined;
afterEach(async () => {
  await app?.close();
  await app?.caches.close();
  await database?.cleanup();
  app = undefined;
  database = undefined;
});

/** The app with the production logger's options at `level`, its lines collected as parsed JSON. */
async function loggedApp(level: 'info' | 'debug') {
  database = await createTestDatabase();
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const text of String(chunk).split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const config = { ...parseConfig({ LOG_LEVEL: level, LOG_FORMAT: 'json' }), cacheSelfCheck: true };
  const built = await buildApp({
    db: database.db,
    dialect: database.dialect,
    config,
    rateLimitStore: createMemoryRateLimitStore(),
    clientDir: '/nonexistent-client-dir',
    logger: { ...(loggerOptions(config, false) as object), stream },
  });
  // Two calls only this test has, made as every route is: from an entry of their own.
  const testCall = (path: string) =>
    ({ method: 'GET', path, access: 'anonymous', summary: 'test only', response: null }) as const;
  route(built, testCall('/api/test-failing'), async () => {
    throw new Error('the disk caught fire');
  });
  route(built, testCall('/api/test-slow'), async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { done: true };
  });
  await built.ready();
  app = built;
  const teacher = await createTeacher(database.db);
  const student = await createStudent(database.db, teacher.id);
  await insertHomework(database.db, teacher.id, { assignTo: [student.id], title: 'Logged' });
  const session = await login(built, 'student', student.username, student.password);
  // Only the lines of the calls a test makes from here.
  lines.length = 0;
  return { app: built, lines, session, student };
}

const requestLines = (lines: Line[]) => lines.filter((line) => 'route' in line);

// Each test signs in (a real password check): on a loaded machine that alone can take seconds.
describe('the request log', { timeout: 30_000 }, () => {
  it('writes one line a request with method, route, status, time and user', async () => {
    const t = await loggedApp('info');
    const list = await injectAs(t.app, t.session, { method: 'GET', url: '/api/student/homework' });
    expect(list.statusCode).toBe(200);
    const lines = requestLines(t.lines);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: LEVEL.info,
      msg: 'request',
      method: 'GET',
      route: '/api/student/homework',
      status: 200,
      user: `student:${t.student.id}`,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    // Fastify's own "incoming request" and "request completed" are off.
    expect(t.lines.filter((line) => /incoming request|request completed/.test(line.msg))).toEqual([]);
  });

  it('writes nothing at info for a 304 poll or a health check, and counts them in /api/metrics', async () => {
    const t = await loggedApp('info');
    const first = await injectAs(t.app, t.session, { method: 'GET', url: '/api/student/homework' });
    t.lines.length = 0;
    for (let i = 0; i < 3; i++) {
      const again = await injectAs(t.app, t.session, {
        method: 'GET',
        url: '/api/student/homework',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    expect(t.lines).toEqual([]);
    const metrics = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
    expect(metrics).toContain(
      'http_quiet_responses_total{reason="not_modified",route="/api/student/homework",status="304"} 3',
    );
    expect(metrics).toContain(
      'http_quiet_responses_total{reason="health",route="/api/health/live",status="200"} 1',
    );
    expect(metrics).toContain(
      'http_quiet_responses_total{reason="health",route="/api/health/ready",status="200"} 1',
    );
  });

  it('writes the 304 poll and the health check at debug when the level is debug', async () => {
    const t = await loggedApp('debug');
    const first = await injectAs(t.app, t.session, { method: 'GET', url: '/api/student/homework' });
    await injectAs(t.app, t.session, {
      method: 'GET',
      url: '/api/student/homework',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const lines = requestLines(t.lines);
    expect(lines.map((line) => [line.level, line.status, line.route])).toEqual([
      [LEVEL.info, 200, '/api/student/homework'],
      [LEVEL.debug, 304, '/api/student/homework'],
      [LEVEL.debug, 200, '/api/health/live'],
    ]);
  });

  it('writes a server error at error with its message and stack, in the same one line', async () => {
    const t = await loggedApp('info');
    const failed = await t.app.inject({ method: 'GET', url: '/api/test-failing?x=1' });
    expect(failed.statusCode).toBe(500);
    expect(failed.body).not.toContain('fire');
    expect(t.lines).toHaveLength(1);
    const line = t.lines[0] as Line & { err: { message: string; stack: string } };
    expect(line).toMatchObject({
      level: LEVEL.error,
      msg: 'request failed',
      method: 'GET',
      route: '/api/test-failing',
      url: '/api/test-failing?x=1',
      status: 500,
    });
    expect(line.err.message).toBe('the disk caught fire');
    expect(line.err.stack).toContain('request-log.test.ts');
  });

  it('writes a refusal at info with its code and message', async () => {
    const t = await loggedApp('info');
    const missing = await injectAs(t.app, t.session, { method: 'GET', url: '/api/student/homework/999999' });
    expect(missing.statusCode).toBe(404);
    expect(requestLines(t.lines)).toEqual([
      expect.objectContaining({
        level: LEVEL.info,
        status: 404,
        route: '/api/student/homework/:id',
        code: (missing.json() as { error: string }).error,
        message: (missing.json() as { message: string }).message,
      }),
    ]);
  });

  it(`writes a request slower than ${SLOW_REQUEST_MS} ms at warn with its address`, async () => {
    const t = await loggedApp('info');
    expect((await t.app.inject({ method: 'GET', url: '/api/test-slow' })).statusCode).toBe(200);
    const lines = requestLines(t.lines);
    expect(lines).toEqual([
      expect.objectContaining({ level: LEVEL.warn, msg: 'slow request', status: 200, url: '/api/test-slow' }),
    ]);
    expect(lines[0]?.ms).toBeGreaterThan(SLOW_REQUEST_MS);
  });

  it('ranks a line: error over slow over quiet', () => {
    expect(requestLogLevel('/api/health/ready', 503, 10)).toBe('error');
    expect(requestLogLevel('/api/student/homework', 304, SLOW_REQUEST_MS + 1)).toBe('warn');
    expect(requestLogLevel('/api/student/homework', 304, 2)).toBe('debug');
    expect(requestLogLevel('/api/student/homework', 200, 2)).toBe('info');
  });
});

describe('the log destination', () => {
  it('writes JSON lines asynchronously to the destination named, all of them by the end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutor-log-'));
    try {
      const file = join(dir, 'server.log');
      const options = loggerOptions(parseConfig({ LOG_FORMAT: 'json' }), false, file) as unknown as {
        stream: { sync: boolean; flushSync: () => void; end: () => void };
      };
      expect(options.stream.sync).toBe(false);
      const { default: pino } = await import('pino');
      const log = pino(options as object, options.stream as never);
      for (let i = 0; i < 100; i++) log.info({ i }, 'line');
      await new Promise((resolve) => setTimeout(resolve, 50));
      options.stream.flushSync();
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(100);
      expect(JSON.parse(lines[99] ?? '{}')).toMatchObject({ i: 99, msg: 'line' });
      options.stream.end();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('loses no line when the process exits while lines are still buffered', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tutor-log-exit-'));
    try {
      const file = join(dir, 'server.log');
      // A process that logs 20,000 lines through the production options and exits at once, as
      // main.ts does after a SIGTERM: the lines still in the buffer are written on the way out.
      const program = [
        `import pino from 'pino';`,
        `import { loggerOptions } from ${JSON.stringify(join(import.meta.dirname, 'logger.ts'))};`,
        `import { parseConfig } from ${JSON.stringify(join(import.meta.dirname, '../config.ts'))};`,
        `const options = loggerOptions(parseConfig({ LOG_FORMAT: 'json' }), false, ${JSON.stringify(file)});`,
        'const log = pino(options, options.stream);',
        `for (let i = 0; i < 20000; i++) log.info({ i }, 'line');`,
        'process.exit(0);',
      ].join('\n');
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
        cwd: join(import.meta.dirname, '../../..'),
        encoding: 'utf8',
      });
      expect(child.stderr).toBe('');
      expect(child.status).toBe(0);
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      expect(lines).toHaveLength(20000);
      expect(JSON.parse(lines[19999] ?? '{}')).toMatchObject({ i: 19999, msg: 'line' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
