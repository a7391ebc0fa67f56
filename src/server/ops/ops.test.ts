import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../config';
import { insertHomework } from '../modules/student/test-fixtures';
import {
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';
import { censorPasswords, loggerOptions } from './logger';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('health', () => {
  it('live answers while the process runs; ready (and /api/health) answer 503 when the database is gone', async () => {
    t = await createTestApp();
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
    await t.database.close();
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: 'UNAVAILABLE', message: 'The database does not answer' });
    t = undefined; // already closed
  });
});

describe('metrics', () => {
  it('counts request durations by route pattern, not by raw URL, in the Prometheus format', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const homeworkId = await insertHomework(t.db, teacher.id, { assignTo: [student.id] });
    const session = await login(t.app, 'student', student.username, student.password);
    await injectAs(t.app, session, { method: 'GET', url: `/api/student/homework/${homeworkId}` });
    await injectAs(t.app, session, { method: 'GET', url: '/api/student/homework/999999' });
    const metrics = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain; version=0.0.4/);
    const body = metrics.body;
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/student\/homework\/:id",status="2xx"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/student\/homework\/:id",status="4xx"\} 1/,
    );
    expect(body).not.toContain('999999');
  });

  it('with METRICS_TOKEN set, answers only a caller bearing it', async () => {
    t = await createTestApp({ config: { metricsToken: 'a-long-metrics-token' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: 'Bearer a-long-metrics-token' },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('without a token, refuses callers from other machines', async () => {
    t = await createTestApp();
    const remote = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
  });

  it('without a token, refuses a call a proxy on this machine forwarded, and answers one made here directly', async () => {
    t = await createTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { via: '1.1 proxy' },
    ]) {
      const viaProxy = await t.app.inject({
        method: 'GET',
        url: '/api/metrics',
        remoteAddress: '127.0.0.1',
        headers,
      });
      expect([headers, viaProxy.statusCode]).toEqual([headers, 403]);
    }
    const direct = await t.app.inject({ method: 'GET', url: '/api/metrics', remoteAddress: '127.0.0.1' });
    expect(direct.statusCode).toBe(200);
  });
});

describe('logs', () => {
  it('are JSON off a terminal, pretty on one, and never carry cookies or passwords', async () => {
    const config = parseConfig({});
    expect(loggerOptions(config, false)).not.toHaveProperty('transport');
    expect(loggerOptions(config, true)).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ ...config, logFormat: 'json' }, true)).not.toHaveProperty('transport');

    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions(config, false) as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } });
    app.log.info(
      { body: { username: 'ana', password: 'hunter22' }, req: { headers: { cookie: 'sid=secret' } } },
      'hello',
    );
    await app.close();
    const text = lines.join('');
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ msg: 'hello', body: { username: 'ana' } });
    expect(text).not.toContain('hunter22');
    expect(text).not.toContain('sid=secret');
  });

  it('censor password fields at the top and one level down, without changing the object logged', () => {
    const body = { username: 'ana', newPassword: 'hunter22', tags: ['password'] };
    const logged = { password: 'top-secret', body, user: 'student:1', list: [{ password: 'kept' }] };
    expect(censorPasswords(logged)).toEqual({
      password: '[redacted]',
      body: { username: 'ana', newPassword: '[redacted]', tags: ['password'] },
      user: 'student:1',
      list: [{ password: 'kept' }],
    });
    expect(logged.password).toBe('top-secret');
    expect(body.newPassword).toBe('hunter22');
    // A line with nothing to censor is written as it is, not copied.
    const line = { method: 'GET', route: '/api/student/homework', status: 200, ms: 1.2 };
    expect(censorPasswords(line)).toBe(line);
  });
});
