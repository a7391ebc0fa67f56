import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { keptCompressions } from './etag';
import { insertHomework } from '../modules/student/test-fixtures';
import {
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';

let t: TestApp;
let dir: string | undefined;
afterEach(async () => {
  await t.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

// Each test signs in (a real password check): on a loaded machine that alone can take seconds.
describe('compression', { timeout: 30_000 }, () => {
  it('compresses JSON answers of 1 KB or more for browsers that accept it, and leaves small ones alone', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    for (let i = 0; i < 20; i++)
      await insertHomework(t.db, teacher.id, { assignTo: [student.id], title: `Homework ${i}` });
    const session = await login(t.app, 'student', student.username, student.password);
    const headers = { 'accept-encoding': 'br, gzip' };
    const big = await injectAs(t.app, session, { method: 'GET', url: '/api/student/homework', headers });
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toMatch(/accept-encoding/i);
    const list = JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8')) as unknown[];
    expect(list).toHaveLength(20);
    expect(big.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 3);
    const small = await injectAs(t.app, session, { method: 'GET', url: '/api/student/auth', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await injectAs(t.app, session, { method: 'GET', url: '/api/student/homework' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('compresses a kept list once per change and encoding, and its bytes decompress to the plain answer', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++)
      ids.push(await insertHomework(t.db, teacher.id, { assignTo: [student.id], title: `Homework ${i}` }));
    const session = await login(t.app, 'student', student.username, student.password);
    const get = (acceptEncoding?: string) =>
      injectAs(t.app, session, {
        method: 'GET',
        url: '/api/student/homework',
        ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
      });
    const compressions = async () => {
      const metrics = (await t.app.inject({ method: 'GET', url: '/api/metrics' })).body;
      const count = (encoding: string) =>
        Number(
          metrics.match(new RegExp(`kept_answer_compressions_total\\{encoding="${encoding}"\\} (\\d+)`))?.[1],
        );
      return { br: count('br'), gzip: count('gzip') };
    };

    // A client that names no encoding gets the JSON as it is.
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveLength(20);
    const start = await compressions();
    const br = await get('gzip, deflate, br, zstd');
    const brAgain = await get('gzip, deflate, br, zstd');
    const gzip = await get('gzip, deflate');
    const gzipAgain = await get('br;q=0, gzip');
    for (const answer of [br, brAgain]) {
      expect(answer.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(answer.rawPayload).toString('utf8')).toBe(plain.body);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
    for (const answer of [gzip, gzipAgain]) {
      expect(answer.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(answer.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // Two answers in each encoding, one compression each.
    expect(await compressions()).toEqual({ br: start.br + 1, gzip: start.gzip + 1 });

    // The teacher takes a homework back: the next list is new JSON, compressed again once.
    const teacherSession = await login(t.app, 'teacher', teacher.username, teacher.password);
    const taken = await injectAs(t.app, teacherSession, {
      method: 'DELETE',
      url: `/api/teacher/homework/${ids[0]}/students/${student.username}`,
    });
    expect(taken.statusCode).toBe(200);
    const changed = await get('br');
    await get('br');
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString('utf8'))).toHaveLength(19);
    expect(await compressions()).toEqual({ br: start.br + 2, gzip: start.gzip + 1 });
  });

  it("compresses the teacher's kept list of students once until a change", async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    for (let i = 0; i < 15; i++) await createStudent(t.db, teacher.id);
    const session = await login(t.app, 'teacher', teacher.username, teacher.password);
    const get = () =>
      injectAs(t.app, session, {
        method: 'GET',
        url: '/api/teacher/students',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
    const plain = await injectAs(t.app, session, { method: 'GET', url: '/api/teacher/students' });
    expect(plain.body.length).toBeGreaterThan(1024);
    const before = keptCompressions.br;
    const first = await get();
    const second = await get();
    expect(keptCompressions.br).toBe(before + 1);
    // The same bytes both times: the second answer is the kept buffer.
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('sends the brotli or gzip copy made at build time, with the caching of the original', async () => {
    dir = mkdtempSync(join(tmpdir(), 'tutor-precompressed-'));
    mkdirSync(join(dir, 'assets'));
    const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
    writeFileSync(join(dir, 'index.html'), `<!doctype html><div id="root"></div>${' '.repeat(2000)}`);
    writeFileSync(join(dir, 'assets', 'app-abc.js'), script);
    expect(precompress(dir)).toBe(2);
    t = await createTestApp({ clientDir: dir });
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const index = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.statusCode).toBe(200);
  });
});

describe('entity tags on polled lists', () => {
  it('answers an unchanged student list 304 without a body, and 200 with a new tag once it changed', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    await insertHomework(t.db, teacher.id, { assignTo: [student.id], title: 'First' });
    const second = await insertHomework(t.db, teacher.id, { assignTo: [student.id], title: 'Second' });
    const session = await login(t.app, 'student', student.username, student.password);
    const first = await injectAs(t.app, session, { method: 'GET', url: '/api/student/homework' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await injectAs(t.app, session, {
      method: 'GET',
      url: '/api/student/homework',
      headers: { 'if-none-match': etag },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    // The teacher takes one back: the kept list is dropped at once.
    const teacherSession = await login(t.app, 'teacher', teacher.username, teacher.password);
    const taken = await injectAs(t.app, teacherSession, {
      method: 'DELETE',
      url: `/api/teacher/homework/${second}/students/${student.username}`,
    });
    expect(taken.statusCode).toBe(200);
    const changed = await injectAs(t.app, session, {
      method: 'GET',
      url: '/api/student/homework',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as unknown[]).length).toBe(1);
  });
});
