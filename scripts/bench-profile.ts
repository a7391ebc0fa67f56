/**
 * `node scripts/run-compiled.mjs scripts/bench-profile.ts [row ...]`: a CPU profile of the server
 * as `npm start` runs it (compiled, production logger into a file) while autocannon, in a child
 * process, loads one call as `npm run bench:server` does (50 connections, the browser's
 * Accept-Encoding). The V8 profiler runs only while the load runs (not during the set-up), and its
 * profile is written to PROFILE_DIR (default /tmp/tutor-profiles) as <row>.cpuprofile, readable in
 * Chrome's DevTools; the functions with the most self time, and the time by package, are printed.
 *
 * Rows: bare (the bare Fastify route the bench's ratios are to), poll (the unchanged list, 304), kept (the student's kept list, no ETag), teacher-kept,
 * teacher-changed (the teacher's list after one student's change), student-changed (the student's
 * list after a save), check (20 students at once, PROFILE_CHECKERS to change). PROFILE_SECONDS (default 8) sets the load's
 * length; PROFILE_LOGGER=off profiles the server without a logger.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { buildApp, LISTEN_BACKLOG } from '#server/app';
import { createLocalChangeBus } from '#server/cache/change-bus';
import { type CachedRead, ReadCaches, scope } from '#server/cache/read-caches';
import { parseConfig } from '#server/config';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { goodResponses, insertHomework } from '#server/modules/student/test-fixtures';
import { loggerOptions } from '#server/ops/logger';
import { createMemoryRateLimitStore } from '#server/plugins/rate-limit-store';
import { createStudent, createTeacher } from '#server/test-support/fixtures';
import { autoSaveBody, checkBody } from './bench-calls.mjs';
import { childReport } from './bench-child';

const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const outDir = process.env.PROFILE_DIR ?? '/tmp/tutor-profiles';
const logged = process.env.PROFILE_LOGGER !== 'off';
// How many students the check row spreads its taps over: each tap lengthens that student's log, so
// more students profile the short logs of a real lesson, fewer the long logs of a busy task.
const checkStudents = Number(process.env.PROFILE_CHECKERS ?? 20);
const rows = process.argv.slice(2).length ? process.argv.slice(2) : ['poll', 'teacher-changed'];
const run = promisify(execFile);

const work = mkdtempSync(join(tmpdir(), 'tutor-profile-'));
const database = openDatabase(join(work, 'profile.db'));
await migrateToLatest(database.db, database.dialect);
const config = { ...parseConfig({}), rateLimitPerMinute: 0 };

// As in bench-server.ts: before every read of the teacher's list one student has changed, and
// before every read of a student's list that student has saved to one homework.
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
const caches = new OneStudentChangedFirst(createLocalChangeBus());
const build = (changing: boolean) =>
  buildApp({
    db: database.db,
    dialect: database.dialect,
    config,
    rateLimitStore: createMemoryRateLimitStore(),
    clientDir: work,
    ...(changing ? { caches } : {}),
    ...(logged
      ? { logger: loggerOptions({ ...config, logFormat: 'json' }, false, join(work, 'server.log')) }
      : {}),
  });
const listening = async (server: Awaited<ReturnType<typeof buildApp>>) => {
  await server.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  return `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
};
// The bare Fastify JSON route the bench's ratios are to, in this process as in the bench.
const bare = Fastify();
bare.get('/bare', async () => ({ hello: 'world' }));
await bare.listen({ port: 0, host: '127.0.0.1' });
const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;
const app = await build(false);
const base = await listening(app);
// The same server on the same database where a change comes before every read (the -changed rows).
const changingApp = await build(true);
const changingBase = await listening(changingApp);

const teacher = await createTeacher(database.db, { username: 'profile-teacher' });
const students = [];
for (let i = 0; i < 50; i++) students.push(await createStudent(database.db, teacher.id));
const first = students[0]!;
const second = students[1]!;
const homeworkIds: number[] = [];
for (let i = 0; i < 10; i++)
  homeworkIds.push(
    await insertHomework(database.db, teacher.id, { assignTo: [first.id, second.id], title: `H ${i}` }),
  );
caches.changer = second.id;
caches.teacherId = teacher.id;
caches.savedHomework = homeworkIds.at(-1) ?? 0;

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
  if (!login.ok) throw new Error(`sign-in of ${username} answered ${login.status}`);
  return { cookie: [...csrfCookies, ...cookiesOf(login)].join('; '), token };
}
const student = await signIn('student', first.username, first.password);
const answering = await signIn('student', second.username, second.password);
for (const id of homeworkIds)
  for (const [index, taskResponse] of Object.values(goodResponses).entries())
    await fetch(`${base}/api/student/homework/${id}/auto-save`, {
      method: 'POST',
      headers: {
        cookie: answering.cookie,
        'x-csrf-token': answering.token,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ taskResponse, currentTaskIndex: index }),
    });
const teacherSession = await signIn('teacher', teacher.username, teacher.password);
const etag = (
  await fetch(`${base}/api/student/homework`, { headers: { cookie: student.cookie } })
).headers.get('etag');

const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
async function autocannon(path: string, headers: Record<string, string>, server = base): Promise<number> {
  const args = ['node_modules/autocannon/autocannon.js', '--json', '-c', '50', '-d', String(seconds)];
  for (const [key, value] of Object.entries({ ...browser, ...headers })) args.push('-H', `${key}=${value}`);
  args.push(`${server}${path}`);
  const { stdout } = await run('node', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return (JSON.parse(stdout) as { requests: { average: number } }).requests.average;
}
async function checks(): Promise<number> {
  const checkers: Array<{ cookie: string; token: string; homeworkId: number; seq: number }> = [];
  for (let i = 0; i < checkStudents; i++) {
    const checker = await createStudent(database.db, teacher.id);
    const id = await insertHomework(database.db, teacher.id, { assignTo: [checker.id], title: `C ${i}` });
    const session = await signIn('student', checker.username, checker.password);
    for (const [call, body] of [
      ['check', checkBody(0)],
      ['auto-save', autoSaveBody()],
    ] as const)
      await fetch(`${base}/api/student/homework/${id}/${call}`, {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.token,
          'content-type': 'application/json',
        },
        body,
      });
    checkers.push({ ...session, homeworkId: id, seq: 1 });
  }
  return profiled(async () => {
    const report = await childReport<{ requests: { average: number } }>(
      ['scripts/bench-answer-load.mjs', base, String(checkers.length), String(seconds), '0', 'check'],
      checkers,
    );
    return report.requests.average;
  });
}

const loads: Record<string, () => Promise<number>> = {
  bare: () => profiled(() => autocannon('/bare', {}, bareBase)),
  poll: () =>
    profiled(() =>
      autocannon('/api/student/homework', { cookie: student.cookie, 'if-none-match': etag ?? '' }),
    ),
  kept: () => profiled(() => autocannon('/api/student/homework', { cookie: student.cookie })),
  'teacher-kept': () =>
    profiled(() => autocannon('/api/teacher/students', { cookie: teacherSession.cookie })),
  'teacher-changed': () =>
    profiled(() => autocannon('/api/teacher/students', { cookie: teacherSession.cookie }, changingBase)),
  'student-changed': () =>
    profiled(() => autocannon('/api/student/homework', { cookie: answering.cookie }, changingBase)),
  check: checks,
};

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number };

const session = new Session();
session.connect();
let lastProfile: Profile | undefined;
async function profiled(load: () => Promise<number>): Promise<number> {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  const started = process.cpuUsage();
  const rps = await load();
  const used = process.cpuUsage(started);
  lastProfile = (await session.post('Profiler.stop')).profile as unknown as Profile;
  await session.post('Profiler.disable');
  const micros = used.user + used.system;
  console.log(
    `  server CPU ${(micros / 1e6).toFixed(1)} s over ${seconds} s of load: ${(micros / (rps * seconds)).toFixed(1)} µs a call`,
  );
  return rps;
}

/** The package (or our own folder) a frame's script belongs to. */
function owner(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const modules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (modules) return modules[1] ?? url;
  if (url.startsWith('node:')) return url.replace(/\/.*$/, '');
  const own = url.match(/dist\/run\/(.*)$/);
  return own ? `own: ${own[1]}` : url.replace(/^file:\/\/.*\//, '');
}

function summary(profile: Profile, row: string): void {
  const total = profile.samples.length;
  const self = new Map<string, number>();
  const byOwner = new Map<string, number>();
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const counts = new Map<number, number>();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  for (const [id, count] of counts) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const at = `${frame.functionName || '(anonymous)'} ${owner(frame.url, frame.functionName)}:${frame.lineNumber + 1}`;
    self.set(at, (self.get(at) ?? 0) + count);
    const by = owner(frame.url, frame.functionName);
    byOwner.set(by, (byOwner.get(by) ?? 0) + count);
  }
  const share = (n: number) => `${((100 * n) / total).toFixed(1)} %`;
  console.log(`\n${row}: self time by package (${total} samples)`);
  for (const [name, n] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 14))
    console.log(`  ${share(n)}  ${name}`);
  console.log(`${row}: functions with the most self time`);
  for (const [name, n] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${share(n)}  ${name}`);
}

mkdirSync(outDir, { recursive: true });
for (const row of rows) {
  const load = loads[row];
  if (!load) throw new Error(`unknown row ${row}; rows: ${Object.keys(loads).join(', ')}`);
  console.log(`${row}${logged ? '' : ' (no logger)'}:`);
  const rps = await load();
  console.log(`  ${Math.round(rps)} req/s`);
  if (lastProfile) {
    const file = join(outDir, `${row}${logged ? '' : '-nolog'}.cpuprofile`);
    writeFileSync(file, JSON.stringify(lastProfile));
    summary(lastProfile, row);
    console.log(`  profile: ${file}`);
  }
}
session.disconnect();
await app.close();
await changingApp.close();
await bare.close();
await database.close();
rmSync(work, { recursive: true, force: true });
