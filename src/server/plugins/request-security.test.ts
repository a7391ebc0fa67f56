import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HASH_CONCURRENCY, setHashingLimits } from '../modules/auth/password';
import {
  anonymousSession,
  attemptLogin,
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';

// The request layer an attacker meets first: CSRF whatever the path spelling, safe JSON, limits
// keyed by who asks, and no caching of personal answers.

vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 });

let t: TestApp;
afterEach(async () => {
  await t.close();
});

async function teacherAndStudent(app: TestApp) {
  const teacher = await createTeacher(app.db);
  const student = await createStudent(app.db, teacher.id);
  const session = await login(app.app, 'teacher', teacher.username, teacher.password);
  return { teacher, student, session };
}

async function isFrozen(studentId: number): Promise<boolean> {
  const row = await t.db
    .selectFrom('students')
    .select('isFrozen')
    .where('id', '=', studentId)
    .executeTakeFirst();
  return row?.isFrozen === 1;
}

describe('CSRF is decided by the method, not the path spelling', () => {
  it('refuses a freeze without a token through /%61pi/..., //api/... and /API/... and freezes nobody', async () => {
    t = await createTestApp();
    const { student, session } = await teacherAndStudent(t);
    for (const prefix of ['/%61pi', '/api', '/%61%70%69']) {
      const response = await injectAs(t.app, session, {
        method: 'POST',
        url: `${prefix}/teacher/students/${student.username}/freeze`,
        csrf: false,
      });
      expect(response.statusCode, prefix).toBe(403);
      expect(response.json().error).toBe('INVALID_CSRF_TOKEN');
    }
    expect(await isFrozen(student.id)).toBe(false);
  });
});

describe('JSON bodies', () => {
  it('refuses __proto__ and constructor.prototype keys with 400 and stores nothing', async () => {
    t = await createTestApp();
    const { session } = await teacherAndStudent(t);
    for (const payload of [
      '{"username":"kid1","__proto__":{"isAdmin":true}}',
      '{"username":"kid1","constructor":{"prototype":{"isAdmin":true}}}',
    ]) {
      const response = await injectAs(t.app, session, {
        method: 'POST',
        url: '/api/teacher/students',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/__proto__/);
    }
    const kids = await t.db
      .selectFrom('students')
      .select('username')
      .where('username', '=', 'kid1')
      .execute();
    expect(kids).toEqual([]);
  });

  it('answers 400, never 500, for homework JSON nested 5,000 deep', async () => {
    t = await createTestApp();
    const { session } = await teacherAndStudent(t);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: '/api/teacher/homework',
      headers: { 'content-type': 'application/json' },
      payload: `{"title":"Deep","assignmentDetails":${deep}}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nested more than 64 levels/);
  });

  it('puts homework pasted as a JSON string through the same guards: __proto__ keys and 20,000-deep nesting answer 400 and store nothing', async () => {
    t = await createTestApp();
    const { session } = await teacherAndStudent(t);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const task = {
      id: 't1',
      type: 'mcq_1',
      question: 'Q',
      options: ['a', 'b'],
      correctAnswer: 'a',
      points: 1,
    };
    const cases: Array<[unknown, RegExp]> = [
      [`{"tasks":${JSON.stringify([task])},"__proto__":{"isAdmin":true}}`, /__proto__/],
      [`{"tasks":${JSON.stringify([task])},"constructor":{"prototype":{"x":1}}}`, /__proto__/],
      [deep, /nested more than 64 levels/],
      // The wrapper form, its assignmentDetails itself a string.
      [JSON.stringify({ assignmentDetails: `{"tasks":[],"__proto__":{"x":1}}` }), /__proto__/],
    ];
    for (const [assignmentDetails, message] of cases) {
      const response = await injectAs(t.app, session, {
        method: 'POST',
        url: '/api/teacher/homework',
        payload: { title: 'Pasted', assignmentDetails },
      });
      expect([response.statusCode, response.body]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await t.db.selectFrom('homework').select('id').execute()).toEqual([]);
  });

  it('reads a body nested exactly 64 deep and refuses one nested 65 deep, through arrays and objects', async () => {
    t = await createTestApp();
    const { session } = await teacherAndStudent(t);
    // assignmentDetails sits at depth 2 of the body; the rest alternates objects and arrays.
    const nested = (levels: number) => {
      let inner = '1';
      for (let i = 0; i < levels; i++) inner = i % 2 === 0 ? `[${inner}]` : `{"a":${inner}}`;
      return `{"title":"Deep","assignmentDetails":${inner}}`;
    };
    const send = (payload: string) =>
      injectAs(t.app, session, {
        method: 'POST',
        url: '/api/teacher/homework',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    const atLimit = await send(nested(63));
    // Read as JSON (the homework itself is then refused for having no tasks, not for its depth).
    expect(atLimit.json().message).not.toMatch(/nested more than/);
    const past = await send(nested(64));
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toMatch(/nested more than 64 levels/);
  });
});

describe('limits keyed by who asks', () => {
  it('never throttles signed-in students for sharing one address: 20 students × 40 calls with a limit of 45 a minute each', async () => {
    // Signing in is anonymous (a token, then the login: 40 calls from the address for 20 students).
    t = await createTestApp({ config: { rateLimitPerMinute: 45 } });
    const teacher = await createTeacher(t.db);
    const sessions: BrowserSession[] = [];
    for (let i = 0; i < 20; i++) {
      const student = await createStudent(t.db, teacher.id);
      sessions.push(await login(t.app, 'student', student.username, student.password));
    }
    const statuses: number[] = [];
    for (const session of sessions) {
      for (let call = 0; call < 40; call++) {
        const response = await injectAs(t.app, session, { method: 'GET', url: '/api/student/homework' });
        statuses.push(response.statusCode);
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    // ... while one browser over its own limit is stopped, whatever spelling of the path it uses.
    const one = sessions[0] as BrowserSession;
    const more: number[] = [];
    for (let call = 0; call < 10; call++) {
      more.push((await injectAs(t.app, one, { method: 'GET', url: '/%61pi/student/homework' })).statusCode);
    }
    expect(more.at(-1)).toBe(429);
  });

  it('stops one address sending made-up session cookies', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 10 } });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/student/homework',
        cookies: { sid: randomBytes(24).toString('base64url') },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a made-up session cookie per address on signed-out routes too: a new one on each call gains nothing', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 30 } });
    const teacher = await createTeacher(t.db);
    const student = await createStudent(t.db, teacher.id);
    const signedIn = await login(t.app, 'student', student.username, student.password);
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: i % 2 ? '/api/csrf-token' : '/api/no-such-route',
        cookies: { sid: randomBytes(24).toString('base64url') },
      });
      statuses.push(response.statusCode);
    }
    // The sign-in above made two calls from this address: 28 more are answered, the rest refused.
    expect(statuses.filter((s) => s === 429)).toHaveLength(12);
    expect(statuses.slice(28).every((s) => s === 429)).toBe(true);
    // A live session at the same address is counted on its own and still answered.
    const own = await injectAs(t.app, signedIn, { method: 'GET', url: '/api/csrf-token' });
    expect(own.statusCode).toBe(200);
  });

  it('RATE_LIMIT_PER_MINUTE=0 turns the general limit off', async () => {
    t = await createTestApp({ config: { rateLimitPerMinute: 0 } });
    for (let i = 0; i < 30; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(response.statusCode).toBe(200);
    }
  });

  it('counts 40 parallel wrong passwords for one account before checking them: at most 5 are checked, and a classmate at the same address still signs in', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const target = await createStudent(t.db, teacher.id);
    const classmate = await createStudent(t.db, teacher.id);
    const attempts = await Promise.all(
      Array.from({ length: 40 }, () => attemptLogin(t.app, 'student', target.username, 'wrong-password')),
    );
    const statuses = attempts.map((a) => a.response.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const { response } = await attemptLogin(t.app, 'student', classmate.username, classmate.password);
    expect(response.statusCode).toBe(200);
  });
});

describe('HSTS', () => {
  it('is sent whenever the request arrived over HTTPS as the trusted proxy says, on API answers and pages, and never over plain HTTP', async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
    for (const url of ['/api/csrf-token', '/api/no-such-route', '/some/page']) {
      const secure = await t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect([url, secure.headers['strict-transport-security']]).toEqual([url, expect.stringMatching(/max-age=\d+/)]);
      const plain = await t.app.inject({ method: 'GET', url });
      expect([url, plain.headers['strict-transport-security']]).toEqual([url, undefined]);
    }
  });

  it('believes no forwarded protocol without TRUST_PROXY', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/csrf-token',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching', () => {
  it('marks every /api answer Cache-Control: no-store, errors included, but not the web app', async () => {
    t = await createTestApp();
    const { session } = await teacherAndStudent(t);
    for (const url of ['/api/teacher/students', '/api/csrf-token', '/api/student/homework', '/api/nope']) {
      const response = await injectAs(t.app, session, { method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const anon = await anonymousSession(t.app);
    const health = await injectAs(t.app, anon, { method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    // Other spellings the router takes to the same API route are API answers too: what decides is
    // the route that matched, not how the address was written.
    let routed = 0;
    for (const url of ['/%61pi/student/homework', '//api/student/homework', '/API/student/homework']) {
      const response = await injectAs(t.app, session, { method: 'GET', url });
      if (!response.headers['content-type']?.toString().startsWith('application/json')) continue;
      routed += 1;
      expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
    }
    expect(routed).toBeGreaterThan(0);
    // Refusals of every kind: not signed in, a body the schema refuses, one past the size limit,
    // a malformed URL, an unparsable JSON body.
    const refusals = [
      await t.app.inject({ method: 'GET', url: '/api/student/homework' }),
      await injectAs(t.app, session, {
        method: 'POST',
        url: '/api/student/homework/1/auto-save',
        payload: {},
      }),
      await injectAs(t.app, session, {
        method: 'POST',
        url: '/api/student/homework/1/auto-save',
        payload: { taskResponse: 'x'.repeat(2 * 1024 * 1024) },
      }),
      await t.app.inject({ method: 'GET', url: '/api/student/homework/%E0%A4%A' }),
      await injectAs(t.app, session, {
        method: 'POST',
        url: '/api/student/homework/1/auto-save',
        headers: { 'content-type': 'application/json' },
        payload: '{"taskResponse":',
      }),
    ];
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBeGreaterThanOrEqual(400);
      expect(refusal.headers['cache-control'], refusal.body).toBe('no-store');
      expect(refusal.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  it('gives API answers the headers of a fetched answer and pages the headers of a document', async () => {
    t = await createTestApp();
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    // Nothing in a JSON answer may run, be framed, sniffed or read by another site.
    expect(api.headers).toMatchObject({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });
});

describe('bounded password hashing', () => {
  it('answers 503 UNAVAILABLE with Retry-After once the hashing queue is full, and signs the rest in', async () => {
    t = await createTestApp();
    const teacher = await createTeacher(t.db);
    const students = await Promise.all(Array.from({ length: 24 }, () => createStudent(t.db, teacher.id)));
    setHashingLimits({ concurrency: 2, maxWaiting: 4 });
    try {
      const attempts = await Promise.all(
        students.map((s) => attemptLogin(t.app, 'student', s.username, s.password)),
      );
      const statuses = attempts.map((a) => a.response.statusCode);
      // At least the 6 the queue holds get in; how many more depends on how the rush is spread over
      // time on a busy machine, but some are always turned away rather than queued without end.
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(6);
      const busy = attempts.filter((a) => a.response.statusCode === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]?.response.headers['retry-after']).toBe('2');
      expect(busy[0]?.response.json()).toMatchObject({ error: 'UNAVAILABLE' });
    } finally {
      setHashingLimits({ concurrency: HASH_CONCURRENCY, maxWaiting: 64 });
    }
    // Once the rush is over everyone gets in.
    const late = await attemptLogin(t.app, 'student', students[23]!.username, students[23]!.password);
    expect(late.response.statusCode).toBe(200);
  });
});
