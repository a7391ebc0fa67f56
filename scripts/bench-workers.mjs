// `npm run bench:workers`: one server process against two (WORKERS=2) on PostgreSQL and Redis, the
// way an operator runs them (compiled server, demo class seeded). The load is a signed-in student's
// homework list and its ETag poll, then 100 students at once each checking and auto-saving their
// own answers (scripts/bench-answer-load.mjs), from autocannon in its own process; each figure is
// printed with the ratio of 2 processes to 1. On this 2-core machine the load generator shares the cores, so
// the scaling shown is a floor. Needs TEST_DATABASE_URL (an admin URL; a scratch database is
// created and dropped) and Redis on REDIS_URL or 127.0.0.1:6379.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { answeredHomeworkDetails } from './bench-calls.mjs';
import { adminQuery, signIn, waitFor } from './server-process.mjs';

const run = promisify(execFile);
const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5291);
const origin = `http://127.0.0.1:${port}`;
const database = `bench_${randomBytes(4).toString('hex')}`;

const url = new URL(adminUrl);
url.pathname = `/${database}`;
const env = {
  ...process.env,
  DATABASE_URL: url.toString(),
  REDIS_URL: redisUrl,
  PORT: String(port),
  HOST: '127.0.0.1',
  TEACHER_PASSWORD: 'bench-teacher-pass',
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
};

async function start(workers) {
  const server = spawn('node', ['dist/server/main.js'], {
    cwd: root,
    env: { ...env, WORKERS: String(workers) },
    stdio: 'ignore',
  });
  const up = await waitFor(async () => {
    try {
      return (await fetch(`${origin}/api/health/live`)).ok;
    } catch {
      return false;
    }
  }, 20_000);
  if (up) return server;
  server.kill('SIGKILL');
  throw new Error('The server did not start.');
}

async function stop(server) {
  const done = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await done;
}

async function load(path, headers) {
  const args = ['autocannon', '--json', '-c', '50', '-d', String(seconds)];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}=${value}`);
  args.push(`${origin}${path}`);
  const { stdout } = await run('npx', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const report = JSON.parse(stdout);
  const errors = (report['4xx'] ?? 0) + (report['5xx'] ?? 0) + report.errors + report.timeouts;
  return { rps: report.requests.average, p99: report.latency.p99, errors };
}

/** An answering call's load from `sessions`, one connection per student (autocannon's report). */
async function answers(sessions, kind) {
  const child = spawn(
    'node',
    ['scripts/bench-answer-load.mjs', origin, String(sessions.length), String(seconds), '0', kind],
    { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdin.end(JSON.stringify(sessions));
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  await new Promise((resolve) => child.on('close', resolve));
  const report = JSON.parse(out);
  const errors = (report['4xx'] ?? 0) + (report['5xx'] ?? 0) + report.errors + report.timeouts;
  return { rps: report.requests.average, p99: report.latency.p99, errors };
}

/**
 * A class of 100 students (the demo student's password hash, so the same password) with one
 * homework the answering calls answer; answers their ids and the homework's.
 */
async function answeringClass() {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const mei = await client.query(
      "select teacher_id, password_hash from students where username = 'demomei'",
    );
    const { teacher_id: teacherId, password_hash: passwordHash } = mei.rows[0];
    const at = new Date().toISOString();
    const homework = await client.query(
      `insert into homework (teacher_id, title, description, assigned_date, created_at, updated_at,
         hidden, assignment_details) values ($1, 'Bench', 'Answered by the bench', $2, $2, $2, 0, $3)
       returning id`,
      [teacherId, at, JSON.stringify(answeredHomeworkDetails)],
    );
    const homeworkId = homework.rows[0].id;
    const usernames = [];
    for (let i = 0; i < 100; i++) {
      const username = `bench${i}`;
      const student = await client.query(
        `insert into students (teacher_id, username, email, first_name, last_name, is_frozen,
           password_hash, created_at, updated_at) values ($1, $2, $3, 'Bench', $4, 0, $5, $6, $6)
         returning id`,
        [teacherId, username, `${username}@example.com`, `Student ${i}`, passwordHash, at],
      );
      await client.query(
        'insert into assignments (homework_id, student_id, assigned_at) values ($1, $2, $3)',
        [homeworkId, student.rows[0].id, at],
      );
      usernames.push(username);
    }
    return { homeworkId, usernames };
  } finally {
    await client.end();
  }
}

/** Signs a student in; answers the session's cookies and its CSRF token. */
async function session(username) {
  const cookie = await signIn(origin, 'student', username, 'mei-demo-2025');
  const answer = await fetch(`${origin}/api/csrf-token`, { headers: { cookie, connection: 'close' } });
  return { cookie, token: (await answer.json()).token };
}

let sessions = null;

async function measure(workers, seqFrom) {
  const server = await start(workers);
  try {
    const cookie = await signIn(origin, 'student', 'demomei', 'mei-demo-2025');
    const list = await fetch(`${origin}/api/student/homework`, { headers: { cookie } });
    const etag = list.headers.get('etag') ?? '';
    // Sessions live in the database: signed in once, they serve both runs.
    if (!sessions) {
      const { homeworkId, usernames } = await answeringClass();
      sessions = [];
      for (const username of usernames) sessions.push({ ...(await session(username)), homeworkId });
    }
    return {
      list: await load('/api/student/homework', { cookie }),
      poll: await load('/api/student/homework', { cookie, 'if-none-match': etag }),
      // Each run numbers its taps past the last run's, so every check is applied and written.
      check: await answers(
        sessions.map((s) => ({ ...s, seq: seqFrom })),
        'check',
      ),
      autoSave: await answers(sessions, 'auto-save'),
    };
  } finally {
    await stop(server);
  }
}

execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
try {
  await adminQuery(adminUrl, `create database ${database}`);
} catch (error) {
  // Part of `npm run bench`: on a machine without PostgreSQL the other figures still count.
  console.log(`\n1 against 2 processes: skipped, no PostgreSQL at ${adminUrl} (${error.message})`);
  process.exit(0);
}
try {
  execFileSync('node', ['dist/server/seed-demo.js'], { cwd: root, env, stdio: 'ignore' });
  const one = await measure(1, 0);
  const two = await measure(2, 500_000);
  console.log(`\nPostgreSQL + Redis, ${seconds} s per figure, 50 connections:\n`);
  console.log('| call | 1 process req/s (p99) | 2 processes req/s (p99) | 2 ÷ 1 |');
  console.log('|---|---|---|---|');
  for (const [name, key] of [
    ['GET /api/student/homework (no ETag: the kept list)', 'list'],
    ['GET /api/student/homework (304 poll)', 'poll'],
    ['POST check (100 students at once, durable)', 'check'],
    ['POST auto-save (100 students at once, durable)', 'autoSave'],
  ]) {
    const a = one[key];
    const b = two[key];
    const errors = a.errors + b.errors > 0 ? ` (${a.errors + b.errors} errors)` : '';
    console.log(
      `| ${name} | ${Math.round(a.rps)} (${a.p99} ms) | ${Math.round(b.rps)} (${b.p99} ms) | ${(b.rps / a.rps).toFixed(2)}${errors} |`,
    );
  }
} finally {
  await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
}
