/**
 * `tsx scripts/bench-cpu-probe.ts`: the server's CPU time per call (µs, user + system of this
 * process) for the polled calls, through Fastify's inject (no sockets), with the production logger
 * into a file and without a logger, beside the bare Fastify route the same way. CPU time, unlike
 * req/s, barely moves when other programs load the machine: a profile's before/after is read here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '#server/app';
import { scope } from '#server/cache/read-caches';
import { parseConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { insertHomework } from '#server/modules/student/test-fixtures';
import { loggerOptions } from '#server/ops/logger';
import { createMemoryRateLimitStore } from '#server/plugins/rate-limit-store';
import { createStudent, createTeacher } from '#server/test-support/fixtures';

const calls = Number(process.env.PROBE_CALLS ?? 5000);
const work = mkdtempSync(join(tmpdir(), 'tutor-probe-'));
const database = openDatabase(join(work, 'probe.db'));
await migrateToLatest(database.db, database.dialect);
const config = { ...parseConfig({}), rateLimitPerMinute: 0 };
const build = (logged: boolean) =>
  buildApp({
    db: database.db,
    dialect: database.dialect,
    config,
    rateLimitStore: createMemoryRateLimitStore(),
    clientDir: work,
    ...(logged
      ? { logger: loggerOptions({ ...config, logFormat: 'json' }, false, join(work, 'server.log')) }
      : {}),
  });
const logged = await build(true);
const quiet = await build(false);
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await Promise.all([logged.ready(), quiet.ready(), bare.ready()]);

const teacher = await createTeacher(database.db);
const students: Array<Awaited<ReturnType<typeof createStudent>>> = [];
for (let i = 0; i < 50; i++) students.push(await createStudent(database.db, teacher.id));
const first = students[0]!;
for (let i = 0; i < 10; i++)
  await insertHomework(database.db, teacher.id, { assignTo: [first.id], title: `H ${i}` });

async function signIn(app: FastifyInstance, role: 'student' | 'teacher', username: string, password: string) {
  const token = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  const csrf = token.cookies.map((c) => `${c.name}=${c.value}`);
  const login = await app.inject({
    method: 'POST',
    url: `/api/${role}/login`,
    headers: { 'x-csrf-token': (token.json() as { token: string }).token, cookie: csrf.join('; ') },
    payload: { username, password },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in ${login.statusCode} ${login.body}`);
  return [...csrf, ...login.cookies.map((c) => `${c.name}=${c.value}`)].join('; ');
}
const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const sessions = new Map<FastifyInstance, { student: string; teacher: string; etag: string }>();
for (const app of [logged, quiet]) {
  const student = await signIn(app, 'student', first.username, first.password);
  const teacherCookie = await signIn(app, 'teacher', teacher.username, teacher.password);
  const list = await app.inject({
    method: 'GET',
    url: '/api/student/homework',
    headers: { cookie: student },
  });
  sessions.set(app, { student, teacher: teacherCookie, etag: String(list.headers.etag) });
}

/** CPU µs per call of `one`, best of three rounds. */
async function perCall(one: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 200; i++) await one();
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const start = process.cpuUsage();
    for (let i = 0; i < calls; i++) await one();
    const used = process.cpuUsage(start);
    best = Math.min(best, (used.user + used.system) / calls);
  }
  return best;
}

const rows: Array<[string, (app: FastifyInstance) => () => Promise<unknown>]> = [
  [
    'GET /api/student/homework unchanged (304)',
    (app) => () =>
      app.inject({
        method: 'GET',
        url: '/api/student/homework',
        headers: { ...browser, cookie: sessions.get(app)!.student, 'if-none-match': sessions.get(app)!.etag },
      }),
  ],
  [
    'GET /api/student/homework kept, no ETag',
    (app) => () =>
      app.inject({
        method: 'GET',
        url: '/api/student/homework',
        headers: { ...browser, cookie: sessions.get(app)!.student },
      }),
  ],
  [
    'GET /api/teacher/students kept (50)',
    (app) => () =>
      app.inject({
        method: 'GET',
        url: '/api/teacher/students',
        headers: { ...browser, cookie: sessions.get(app)!.teacher },
      }),
  ],
  [
    "GET /api/teacher/students after one student's change",
    (app) => async () => {
      await app.caches.notify([scope.list(students[1]!.id), scope.classOf(teacher.id)]);
      return app.inject({
        method: 'GET',
        url: '/api/teacher/students',
        headers: { ...browser, cookie: sessions.get(app)!.teacher },
      });
    },
  ],
];
const bareCost = await perCall(() => bare.inject({ method: 'GET', url: '/bare', headers: browser }));
console.log(
  `\nCPU µs per call through inject (${calls} calls, best of 3); bare Fastify route: ${bareCost.toFixed(1)} µs\n`,
);
console.log('| call | logger (µs) | no logger (µs) | bare ÷ logger | bare ÷ no logger |');
console.log('|---|---|---|---|---|');
// PROBE_ROW=n measures only that row (for a profile: node --cpu-prof dist/run/bench-cpu-probe.js).
const only = process.env.PROBE_ROW;
for (const [name, make] of only ? [rows[Number(only)]!] : rows) {
  // PROBE_SIDE=logged or quiet measures that server only.
  const side = process.env.PROBE_SIDE;
  const on = side === 'quiet' ? Number.NaN : await perCall(make(logged));
  const off = side === 'logged' ? Number.NaN : await perCall(make(quiet));
  console.log(
    `| ${name} | ${on.toFixed(1)} | ${off.toFixed(1)} | ${(bareCost / on).toFixed(3)} | ${(bareCost / off).toFixed(3)} |`,
  );
}
await logged.close();
await quiet.close();
await bare.close();
await database.close();
rmSync(work, { recursive: true, force: true });
