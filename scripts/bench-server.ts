/**
 * `npm run bench:server`: throughput and p99 of the hot API calls, each as a ratio to a bare Fastify
 * JSON route measured in the same run. The servers measured are built as `npm start` builds them:
 * compiled (scripts/run-compiled.mjs), with the production logger's options at its default level,
 * writing JSON lines to a file as a service manager's pipe or journal would take them; the goal
 * calls are measured again on the same servers without a logger, printed beside. Every call sends
 * the Accept-Encoding of a browser. (The general rate limit is off: the load comes from one address.)
 *
 * The ratios are to the bare route (this machine is shared and noisy: absolute numbers are not
 * comparable between runs, ratios are). The bare route is measured again after every call, and each
 * call's ratio is to the mean of the bare measurements just before and just after it: the machine's
 * speed drifts by tens of percent within minutes, and one bare figure taken at the start made the
 * later rows' ratios as much the drift as the server. The servers run in this process on SQLite
 * (PostgreSQL with BENCH_DATABASE_URL); the load comes from autocannon in one child process kept
 * for the run (scripts/bench-generator.mjs), so generator and server do not share an event loop.
 * It ends with every school-scale goal and this run's verdict. BENCH_CAPACITY (default
 * 5000,7500,10000 on SQLite, 3000,4500,6000 on PostgreSQL) sets the class sizes of the capacity
 * scenario.
 *
 * BENCH_SECONDS (default 5) sets each measurement's length; BENCH_QUICK=1 runs 1 s each (CI).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp, LISTEN_BACKLOG } from '#server/app';
import { parseConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { createLocalChangeBus } from '#server/cache/change-bus';
import { type CachedRead, ReadCaches, scope } from '#server/cache/read-caches';
import { createMemoryRateLimitStore } from '#server/plugins/rate-limit-store';
import { loggerOptions } from '#server/ops/logger';
import { createStudent, createTeacher } from '#server/test-support/fixtures';
import { goodResponses, insertHomework } from '#server/modules/student/test-fixtures';
import { adminQuery } from './server-process.mjs';
import { capacityRuns } from './bench-capacity-class';
import { worstBodies, worstHomework } from './bench-worst-bodies';
import { scryptEngine } from '#server/modules/auth/scrypt';
import { chooseHashingEngine } from '#server/modules/auth/password';
import { childReport } from './bench-child';
import { autoSaveBody, checkBody } from './bench-calls.mjs';

const seconds = process.env.BENCH_QUICK === '1' ? 1 : Number(process.env.BENCH_SECONDS ?? 5);
const connections = 50;

type Result = { name: string; rps: number; p99: number; non2xx: number };
/** A call's result with the bare route's req/s around it (the mean of the measurements either side). */
type Measured = Result & { bare: number };
/** A row: the call on the servers as `npm start` runs them, and (goal rows) the same without a logger. */
type Row = Measured & { off?: Measured };

/** What a browser sends on every call (Chrome's list): lists then go compressed, as in a school. */
const BROWSER_ENCODING = { 'accept-encoding': 'gzip, deflate, br, zstd' };

// The generator runs in a child process of its own for the whole run (scripts/bench-generator.mjs),
// awaited without blocking: the servers in this process keep answering meanwhile.
const generator = spawn('node', ['scripts/bench-generator.mjs'], { stdio: ['pipe', 'pipe', 'inherit'] });
const pending = new Map<number, (answer: Result & { error?: string }) => void>();
createInterface({ input: generator.stdout }).on('line', (line) => {
  const answer = JSON.parse(line) as Result & { id: number; error?: string };
  pending.get(answer.id)?.(answer);
  pending.delete(answer.id);
});
let nextLoad = 0;
/**
 * While true, a load is a warm-up: 0.3 s on 10 connections, not measured. Each row warms its call
 * on both servers before measuring: the first server measured was otherwise also the one whose
 * code the JIT was still compiling, which in 1 s runs put the logged server behind its twin by up
 * to a third. (By time, not by a number of calls: the slowest rows answer a few hundred a second.)
 */
let warming = false;
const WARM_SECONDS = 0.3;

async function load(
  name: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Result> {
  const id = nextLoad++;
  const answer = await new Promise<Result & { error?: string }>((resolve) => {
    pending.set(id, resolve);
    generator.stdin.write(
      `${JSON.stringify({
        id,
        url,
        connections: warming ? 10 : connections,
        seconds: warming ? WARM_SECONDS : seconds,
        method: options.method ?? 'GET',
        headers: { ...BROWSER_ENCODING, ...options.headers },
        body: options.body,
      })}\n`,
    );
  });
  if (answer.error) throw new Error(`the load of ${name} failed: ${answer.error}`);
  return { name, rps: answer.rps, p99: answer.p99, non2xx: answer.non2xx };
}

/** An answering call's load (scripts/bench-answer-load.mjs) with one connection per student. */
async function answerLoad(
  name: string,
  sessions: unknown[],
  rate = 0,
  kind: 'check' | 'auto-save' = 'check',
  server = base,
): Promise<Result> {
  // Every answer changes the data (and numbers its taps): no warm-up run, the first answers of
  // each student are made before the rows.
  if (warming) return { name, rps: 0, p99: 0, non2xx: 0 };
  const report = await childReport<{
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
  }>(
    ['scripts/bench-answer-load.mjs', server, String(sessions.length), String(seconds), String(rate), kind],
    sessions,
  );
  return { name, rps: report.requests.average, p99: report.latency.p99, non2xx: report.non2xx };
}

// How long each part of the run took (printed at the end: CI keeps the quick run under 2 minutes).
const phases: Array<[string, number]> = [];
let phaseStart = performance.now();
const phaseDone = (name: string) => {
  const now = performance.now();
  phases.push([name, (now - phaseStart) / 1000]);
  phaseStart = now;
};
const work = mkdtempSync(join(tmpdir(), 'tutor-bench-'));
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const barePort = (bare.server.address() as { port: number }).port;

// BENCH_DATABASE_URL (a PostgreSQL admin URL) runs every figure on PostgreSQL instead: a scratch
// database is created and dropped.
const pgAdmin = process.env.BENCH_DATABASE_URL;
const scratch = `bench_${process.pid}`;
let databaseUrl = join(work, 'bench.db');
if (pgAdmin) {
  await adminQuery(pgAdmin, `create database ${scratch}`);
  const url = new URL(pgAdmin);
  url.pathname = `/${scratch}`;
  databaseUrl = url.toString();
}
const database = openDatabase(databaseUrl);
await migrateToLatest(database.db, database.dialect);
const config = { ...parseConfig({}), rateLimitPerMinute: 0 };
// The log as `npm start` writes it under a service manager: JSON lines at the default level, here
// into a file (its size is printed at the end).
const logFile = join(work, 'server.log');
const productionLogger = () => loggerOptions({ ...config, logFormat: 'json' }, false, logFile);
const listening = async (server: Awaited<ReturnType<typeof buildApp>>) => {
  await server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
};
const app = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
  logger: productionLogger(),
});
const base = await listening(app);
// The same server without a logger, for the figures printed beside.
const quiet = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
});
const quietBase = await listening(quiet);
// The same server on the same database keeping no lists: every call builds the list, as the first
// call after a change does (sessions are kept, as they are then).
const unkept = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
  caches: new ReadCaches(createLocalChangeBus(), false, { listTtlMs: 0 }),
  logger: productionLogger(),
});
const unkeptBase = await listening(unkept);

// The same server where one student saves an answer (their change notice) before every call of
// the teacher's list, as in a class at work: each call builds the list again from the other
// students' kept rows and a read of that one student. And where the student whose list is asked
// for has just saved an answer to one homework (the notice of an auto-save) before every call:
// their list is built again from its kept parts and a read of that homework's submission.
class OneStudentChangedFirst extends ReadCaches {
  changer = 0;
  teacherId = 0;
  savedHomework = 0;
  override async read<V>(read: CachedRead<V>): Promise<V> {
    if (read.cache === this.teacherLists)
      await this.notify([scope.list(this.changer), scope.classOf(this.teacherId)]);
    if (read.cache === this.studentLists) {
      const studentId = Number(read.key);
      await this.notify([scope.list(studentId), scope.work(studentId, this.savedHomework)]);
    }
    return super.read(read);
  }
}
const changingCaches = new OneStudentChangedFirst(createLocalChangeBus());
const changing = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
  caches: changingCaches,
  logger: productionLogger(),
});
const changingBase = await listening(changing);
const quietChangingCaches = new OneStudentChangedFirst(createLocalChangeBus());
const quietChanging = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config,
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
  caches: quietChangingCaches,
});
const quietChangingBase = await listening(quietChanging);

// A class: 50 students, the first two with 10 homework.
const teacher = await createTeacher(database.db, { username: 'bench-teacher' });
const students = [];
for (let i = 0; i < 50; i++) students.push(await createStudent(database.db, teacher.id));
const first = students[0]!;
// The second has the same 10 homework with an answer saved to each of their four tasks: their list
// carries a submission per homework, built from 40 saved answers.
const second = students[1]!;
const homeworkIds: number[] = [];
for (let i = 0; i < 10; i++)
  homeworkIds.push(
    await insertHomework(database.db, teacher.id, {
      assignTo: [first.id, second.id],
      title: `Homework ${i}`,
    }),
  );
const homeworkId = homeworkIds.at(-1) ?? 0;
for (const caches of [changingCaches, quietChangingCaches]) {
  caches.changer = second.id;
  caches.teacherId = teacher.id;
  caches.savedHomework = homeworkId;
}

async function signIn(role: 'student' | 'teacher', username: string, password: string) {
  const cookiesOf = (answer: Response) => answer.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const tokenAnswer = await fetch(`${base}/api/csrf-token`);
  const csrfCookies = cookiesOf(tokenAnswer);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const login = await fetch(`${base}/api/${role}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrfCookies.join('; ') },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${username} answered ${login.status}: ${await login.text()}`);
  // Every cookie set, as a browser keeps them (the session's and any other the sign-in sets).
  return { cookie: [...csrfCookies, ...cookiesOf(login)].join('; '), token };
}

const student = await signIn('student', first.username, first.password);
const answering = await signIn('student', second.username, second.password);
for (const id of homeworkIds)
  for (const [index, taskResponse] of Object.values(goodResponses).entries()) {
    const saved = await fetch(`${base}/api/student/homework/${id}/auto-save`, {
      method: 'POST',
      headers: {
        cookie: answering.cookie,
        'x-csrf-token': answering.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ taskResponse, currentTaskIndex: index }),
    });
    if (saved.status !== 200) throw new Error(`auto-save answered ${saved.status}: ${await saved.text()}`);
  }
const teacherSession = await signIn('teacher', teacher.username, teacher.password);
const list = await fetch(`${base}/api/student/homework`, { headers: { cookie: student.cookie } });
const etag = list.headers.get('etag') ?? '';
const listBytes = (await list.text()).length;

phaseDone('set-up');
const results: Row[] = [];
const bareRoute = () => load('bare Fastify JSON route', `http://127.0.0.1:${barePort}/bare`);
const bareRuns: Result[] = [await bareRoute()];
/** Measures one call, then the bare route again; the call's ratio is to the bare runs either side. */
async function measure(call: () => Promise<Result>): Promise<Measured> {
  const before = bareRuns.at(-1)?.rps ?? 0;
  const result = await call();
  const after = await bareRoute();
  bareRuns.push(after);
  return { ...result, bare: (before + after.rps) / 2 };
}
/**
 * One row of the table: its load starts only once the bare run before it has ended. A goal's row
 * gives `withoutLogger`, the same call on the twin server that has no logger, measured after it.
 * Both are warmed first.
 */
async function row(call: () => Promise<Result>, withoutLogger?: () => Promise<Result>): Promise<void> {
  warming = true;
  await call();
  await withoutLogger?.();
  warming = false;
  const measured: Row = await measure(call);
  if (withoutLogger) measured.off = await measure(withoutLogger);
  results.push(measured);
}
await row(() => load('GET /api/csrf-token', `${base}/api/csrf-token`));
// A list changes when its student saves an answer: built again from its kept parts and one read
// of the homework saved to. Built whole (nothing kept) is what the first poll of a visit costs.
const changedList = `GET /api/student/homework changed: after a save to one homework (10 homework, ${(listBytes / 1024).toFixed(0)} KB)`;
await row(
  () => load(changedList, `${changingBase}/api/student/homework`, { headers: { cookie: student.cookie } }),
  () =>
    load(changedList, `${quietChangingBase}/api/student/homework`, { headers: { cookie: student.cookie } }),
);
const changedWithAnswers =
  'GET /api/student/homework changed, with answers: after a save to one homework (10 homework, 40 answers)';
await row(
  () =>
    load(changedWithAnswers, `${changingBase}/api/student/homework`, {
      headers: { cookie: answering.cookie },
    }),
  () =>
    load(changedWithAnswers, `${quietChangingBase}/api/student/homework`, {
      headers: { cookie: answering.cookie },
    }),
);
await row(() =>
  load(
    'GET /api/student/homework nothing kept: built whole on each call (10 homework)',
    `${unkeptBase}/api/student/homework`,
    {
      headers: { cookie: student.cookie },
    },
  ),
);
await row(() =>
  load(
    'GET /api/student/homework nothing kept, with answers: built whole on each call (10 homework, 40 answers)',
    `${unkeptBase}/api/student/homework`,
    { headers: { cookie: answering.cookie } },
  ),
);
await row(() =>
  load(
    'GET /api/student/homework kept: unchanged, no ETag (its compressed bytes kept)',
    `${base}/api/student/homework`,
    {
      headers: { cookie: student.cookie },
    },
  ),
);
const unchangedPoll = 'GET /api/student/homework, unchanged (304)';
await row(
  () =>
    load(unchangedPoll, `${base}/api/student/homework`, {
      headers: { cookie: student.cookie, 'if-none-match': etag },
    }),
  () =>
    load(unchangedPoll, `${quietBase}/api/student/homework`, {
      headers: { cookie: student.cookie, 'if-none-match': etag },
    }),
);
await row(() =>
  load(
    "POST auto-save, one student's task from 50 connections at once (one row: the saves take turns)",
    `${base}/api/student/homework/${homeworkId}/auto-save`,
    {
      method: 'POST',
      headers: { cookie: student.cookie, 'x-csrf-token': student.token, 'content-type': 'application/json' },
      body: JSON.stringify({ taskResponse: goodResponses.mcq1, currentTaskIndex: 1 }),
    },
  ),
);
const teacherKept = 'GET /api/teacher/students (50 students) kept: unchanged';
await row(
  () => load(teacherKept, `${base}/api/teacher/students`, { headers: { cookie: teacherSession.cookie } }),
  () =>
    load(teacherKept, `${quietBase}/api/teacher/students`, { headers: { cookie: teacherSession.cookie } }),
);
const teacherChanged = "GET /api/teacher/students (50 students) changed: after one student's change";
await row(
  () =>
    load(teacherChanged, `${changingBase}/api/teacher/students`, {
      headers: { cookie: teacherSession.cookie },
    }),
  () =>
    load(teacherChanged, `${quietChangingBase}/api/teacher/students`, {
      headers: { cookie: teacherSession.cookie },
    }),
);
await row(() =>
  load(
    'GET /api/teacher/students (50 students) nothing kept: built whole on each call',
    `${unkeptBase}/api/teacher/students`,
    { headers: { cookie: teacherSession.cookie } },
  ),
);

// The check call: every connection is another student tapping words of their own homework, each
// action applied and written (durable), as 200 students playing at once would.
const checkStudents = process.env.BENCH_QUICK === '1' ? 20 : 200;
const checkers: Array<{ cookie: string; token: string; homeworkId: number }> = [];
for (let i = 0; i < checkStudents; i++) {
  const checker = await createStudent(database.db, teacher.id);
  const id = await insertHomework(database.db, teacher.id, { assignTo: [checker.id], title: `Check ${i}` });
  checkers.push({ ...(await signIn('student', checker.username, checker.password)), homeworkId: id });
}
// Each student's first answers (a check and an auto-save) are made before the rows: the first one
// creates the student's submission and goes the locking way, a call each student makes once per
// homework; the rows measure the answers that follow, which are nearly all of them.
for (const checker of checkers)
  for (const [call, body] of [
    ['check', checkBody(0)],
    ['auto-save', autoSaveBody()],
  ]) {
    const answer = await fetch(`${base}/api/student/homework/${checker.homeworkId}/${call}`, {
      method: 'POST',
      headers: { cookie: checker.cookie, 'x-csrf-token': checker.token, 'content-type': 'application/json' },
      body,
    });
    if (answer.status !== 200) throw new Error(`the first ${call} answered ${answer.status}`);
  }
const checkAtOnce = `POST check (${checkStudents} students at once, durable)`;
await row(
  () =>
    answerLoad(
      checkAtOnce,
      checkers.map((c) => ({ ...c, seq: 1 })),
    ),
  // Numbered past the first run's taps, so every call is applied and written again.
  () =>
    answerLoad(
      checkAtOnce,
      checkers.map((c) => ({ ...c, seq: 50_000 })),
      0,
      'check',
      quietBase,
    ),
);
// The same students at a person's pace: one action a second each.
await row(() =>
  answerLoad(
    `POST check (${checkStudents} students, 1 action/s each)`,
    // Numbered past the runs before, so every call is applied and written again.
    checkers.map((c) => ({ ...c, seq: 100_000 })),
    checkStudents,
  ),
);
// Auto-saves as a class makes them: every connection another student saving their own answer.
const autoSaveAtOnce = `POST auto-save (${checkStudents} students at once, durable, ${pgAdmin ? 'PostgreSQL' : 'SQLite synchronous=FULL'})`;
await row(
  () => answerLoad(autoSaveAtOnce, checkers, 0, 'auto-save'),
  () => answerLoad(autoSaveAtOnce, checkers, 0, 'auto-save', quietBase),
);

const bareFigures = bareRuns.map((r) => r.rps);
console.log(
  `\n${seconds} s each, ${connections} connections; ratio = req/s ÷ the bare Fastify route's req/s measured just before and just after the call (bare route this run: ${Math.round(Math.min(...bareFigures))}–${Math.round(Math.max(...bareFigures))} req/s)\n`,
);
console.log(
  '| call | ratio (production logger) | req/s | bare req/s around it | p99 ms | non-2xx | ratio without a logger |',
);
console.log('|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(
    `| ${r.name} | ${(r.rps / r.bare).toFixed(3)} | ${Math.round(r.rps)} | ${Math.round(r.bare)} | ${r.p99} | ${r.non2xx} | ${r.off ? (r.off.rps / r.off.bare).toFixed(3) : '–'} |`,
  );
}

// 30 students signing in at the same moment (a class starting): each waits for its password check
// in the bounded hashing queue; the slowest answer is what the last of them waits.
// As the server does once started: the faster scrypt implementation on this machine is kept.
phaseDone("the calls (with the answering students' set-up)");
const hashTiming = await chooseHashingEngine();
const rushStudents = [];
for (let i = 0; i < 30; i++) rushStudents.push(await createStudent(database.db, teacher.id));
const rushStarted = performance.now();
const rushTimes = await Promise.all(
  rushStudents.map(async (rusher) => {
    const started = performance.now();
    const session = await signIn('student', rusher.username, rusher.password);
    if (!session.cookie.includes('=')) throw new Error(`sign-in failed for ${rusher.username}`);
    return performance.now() - started;
  }),
);
console.log(
  `\n30 simultaneous sign-ins (scrypt by ${scryptEngine()}${hashTiming ? `, one lane of the cost: libsodium ${hashTiming.sodiumMs.toFixed(0)} ms, Node ${hashTiming.nodeMs.toFixed(0)} ms` : ''}): slowest ${Math.max(...rushTimes).toFixed(0)} ms, all done in ${(performance.now() - rushStarted).toFixed(0)} ms (goal: all within 2,000 ms: ${Math.max(...rushTimes) < 2000 ? 'met' : 'missed'})`,
);

phaseDone('30 sign-ins');
await worstBodies({ db: database.db, teacherId: teacher.id, studentId: first.id, base, session: student });
await worstHomework({ db: database.db, teacherId: teacher.id, studentId: first.id, base, session: student });

// Capacity with the web app's rhythm (scripts/bench-capacity.mjs), on a server as `npm start` runs
// it behind a proxy on this machine: each visit comes from its own address (X-Forwarded-For), as a
// school's browsers would, so per-address sign-in limits see one student each. Full mode: the sizes
// of BENCH_CAPACITY, arriving over a minute, 2 % signing in with a password (BENCH_SIGNIN_SHARE;
// each sign-in costs the server its password check, see docs/performance.md); quick mode: 200
// students arriving over 5 s, to show the scenario runs.
phaseDone('the worst bodies and homework');
const quick = process.env.BENCH_QUICK === '1';
const capacityServer = await buildApp({
  db: database.db,
  dialect: database.dialect,
  config: { ...config, trustProxy: ['127.0.0.1'] },
  rateLimitStore: createMemoryRateLimitStore(),
  clientDir: work,
  logger: productionLogger(),
});
const capacityBase = await listening(capacityServer);
const capacity = await capacityRuns({
  db: database.db,
  teacherId: teacher.id,
  base: capacityBase,
  seconds: quick ? 5 : Math.max(20, seconds * 4),
  arrivalSeconds: quick ? 5 : Number(process.env.BENCH_ARRIVAL_SECONDS ?? 60),
  signInShare: Number(process.env.BENCH_SIGNIN_SHARE ?? 0.02),
  sizes: quick
    ? [200]
    : (process.env.BENCH_CAPACITY ?? (pgAdmin ? '3000,4500,6000' : '5000,7500,10000')).split(',').map(Number),
});
// Held: p99 under 50 ms once connected, no error, and (nearly) every asked call served: each
// student asks 0.3 calls a second (a poll every 5 s, an action every 10 s).
const held = capacity
  .filter((c) => c.p99 < 50 && c.errors === 0 && c.rps >= c.students * 0.3 * 0.97)
  .map((c) => c.students);
const capacityFigure = quick
  ? 'full mode only'
  : `held up to ${held.length ? Math.max(...held) : 'none of the sizes'}`;

// The goals of issue 33, each judged on this run's figure with the production logger; beside it
// the same call without a logger. Goals this bench cannot measure say so.
phaseDone('capacity');
const dialectName = pgAdmin ? 'PostgreSQL' : 'SQLite';
const found = (prefix: string) => results.find((r) => r.name.startsWith(prefix));
const ratioOf = (prefix: string) => {
  const r = found(prefix);
  return r ? r.rps / r.bare : 0;
};
const offRatioOf = (prefix: string) => {
  const off = found(prefix)?.off;
  return off ? (off.rps / off.bare).toFixed(3) : '–';
};
/** A ratio goal's row: name, this run's ratio, its ratio without a logger, verdict. */
const ratioGoal = (name: string, prefix: string, goal: number): [string, string, string, boolean] => [
  `${name} ≥ ${goal.toFixed(2)}`,
  ratioOf(prefix).toFixed(3),
  offRatioOf(prefix),
  ratioOf(prefix) >= goal,
];
const capacityGoal = pgAdmin ? 6000 : 10_000;
const goals: Array<[string, string, string, boolean | null]> = [
  ratioGoal('unchanged poll answered 304', unchangedPoll, 0.5),
  ratioGoal('changed list of 10 homework, built again after a save to one homework', changedList, 0.2),
  ratioGoal('the same with an answer saved to every task, after a save', changedWithAnswers, 0.2),
  ratioGoal(`durable auto-save on ${dialectName}`, autoSaveAtOnce, 0.15),
  ratioGoal(`durable check on ${dialectName}`, checkAtOnce, 0.15),
  ratioGoal("teacher's list of students (50), unchanged", teacherKept, 0.3),
  ratioGoal("teacher's list of students (50), after a student's change", teacherChanged, 0.15),
  [
    '30 simultaneous sign-ins within 2 s',
    `${Math.max(...rushTimes).toFixed(0)} ms`,
    '–',
    Math.max(...rushTimes) < 2000,
  ],
  [
    `auto-save or check on ${pgAdmin ? 'SQLite' : 'PostgreSQL'}`,
    `run with${pgAdmin ? 'out' : ''} BENCH_DATABASE_URL`,
    '–',
    null,
  ],
  [
    `${capacityGoal.toLocaleString('en')} students with the client's rhythm on one process, p99 < 50 ms, no errors`,
    capacityFigure,
    '–',
    quick ? null : held.includes(capacityGoal),
  ],
  ['1 → 2 processes on PostgreSQL', 'see npm run bench:workers', '–', null],
];
console.log('\nGoals (ratios to the bare route in this run)\n');
console.log('| goal | this run (production logger) | without a logger | verdict |');
console.log('|---|---|---|---|');
for (const [name, figure, off, met] of goals)
  console.log(`| ${name} | ${figure} | ${off} | ${met === null ? '–' : met ? 'met' : 'MISSED'} |`);
await new Promise((resolve) => setTimeout(resolve, 200));
console.log(
  `\nThe log the servers with a logger wrote (JSON lines, level ${config.logLevel}): ${(statSync(logFile).size / 1024).toFixed(0)} KB`,
);

console.log(
  `\nTime by part (after compiling): ${phases.map(([name, took]) => `${name} ${took.toFixed(0)} s`).join(', ')}`,
);

await app.close();
await quiet.close();
await unkept.close();
await changing.close();
await quietChanging.close();
await capacityServer.close();
await bare.close();
generator.stdin.end();
await database.close();
if (pgAdmin) await adminQuery(pgAdmin, `drop database if exists ${scratch} with (force)`);
rmSync(work, { recursive: true, force: true });
