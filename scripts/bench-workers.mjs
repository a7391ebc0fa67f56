// `npm run bench:workers`: one server process against two (WORKERS=2) on PostgreSQL and Redis, the
// way an operator runs them (compiled server, demo class seeded). The load is a signed-in student's
// homework list and its ETag poll, then 100 students at once each checking and auto-saving their
// own answers (scripts/bench-answer-load.mjs), from autocannon in its own process; each figure is
// printed with the ratio of 2 processes to 1. On this 2-core machine the load generator shares the cores, so
// the scaling shown is a floor. Needs TEST_DATABASE_URL (an admin URL; a scratch database is
// created and dropped) and Redis on REDIS_URL or 127.0.0.1:6379.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

async function start(workers, extra = {}, stdout = 'ignore', nodeArgs = []) {
  const server = spawn('node', [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    // A key given as null in `extra` is left out (the single process runs without Redis).
    env: Object.fromEntries(
      Object.entries({ ...env, WORKERS: String(workers), ...extra }).filter(([, value]) => value !== null),
    ),
    stdio: ['ignore', stdout, 'inherit'],
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
  // pg_stat_database's counters are sent by each backend now and then, not at every commit: a
  // pause before each reading lets the run's last commits arrive.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const before = await databaseStats();
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
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await databaseStats();
  // PostgreSQL's transactions per call answered: each is a WAL flush the database waits for, so
  // how many calls share one is what a durable write costs there.
  const commits =
    (after.commits - before.commits) /
    Math.max(1, report.requests.total ?? report.requests.average * seconds);
  return { rps: report.requests.average, p99: report.latency.p99, errors, commits };
}

/**
 * Runs `write` on a connection to the scratch database with the demo teacher's id and the demo
 * student's password hash (bench students share that password).
 */
async function asDemoTeacher(write) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const mei = await client.query(
      "select teacher_id, password_hash from students where username = 'demomei'",
    );
    const { teacher_id: teacherId, password_hash: passwordHash } = mei.rows[0];
    return await write(client, teacherId, passwordHash);
  } finally {
    await client.end();
  }
}

/** A homework of the demo teacher that the answering calls answer; answers its id. */
async function answeredHomework(client, teacherId, title, at) {
  const row = await client.query(
    `insert into homework (teacher_id, title, description, assigned_date, created_at, updated_at,
       hidden, assignment_details) values ($1, $2, 'Answered by the bench', $3, $3, $3, 0, $4)
     returning id`,
    [teacherId, title, at, JSON.stringify(answeredHomeworkDetails)],
  );
  return row.rows[0].id;
}

/**
 * A class of 100 students (the demo student's password hash, so the same password); answers their
 * usernames and ids.
 */
async function answeringClass() {
  return asDemoTeacher(async (client, teacherId, passwordHash) => {
    const at = new Date().toISOString();
    const usernames = [];
    const ids = [];
    for (let i = 0; i < 100; i++) {
      const username = `bench${i}`;
      const student = await client.query(
        `insert into students (teacher_id, username, email, first_name, last_name, is_frozen,
           password_hash, created_at, updated_at) values ($1, $2, $3, 'Bench', $4, 0, $5, $6, $6)
         returning id`,
        [teacherId, username, `${username}@example.com`, `Student ${i}`, passwordHash, at],
      );
      usernames.push(username);
      ids.push(student.rows[0].id);
    }
    return { usernames, ids };
  });
}

/**
 * A new homework for the class to answer, so each measurement starts from empty answers. (The two
 * set-ups once answered the same homework one after the other: the second began where the first
 * left off, with logs past the length kept in memory between calls, and so measured the locking
 * way of writing a long answer, not the second process.)
 */
async function answeringHomework(ids, title) {
  return asDemoTeacher(async (client, teacherId) => {
    const at = new Date().toISOString();
    const homeworkId = await answeredHomework(client, teacherId, title, at);
    for (const id of ids)
      await client.query(
        'insert into assignments (homework_id, student_id, assigned_at) values ($1, $2, $3)',
        [homeworkId, id, at],
      );
    return homeworkId;
  });
}

/** Signs a student in; answers the session's cookies and its CSRF token. */
async function session(username) {
  const cookie = await signIn(origin, 'student', username, 'mei-demo-2025');
  const answer = await fetch(`${origin}/api/csrf-token`, { headers: { cookie, connection: 'close' } });
  return { cookie, token: (await answer.json()).token };
}

let sessions = null;

async function measure(workers) {
  const server = await start(workers);
  try {
    const cookie = await signIn(origin, 'student', 'demomei', 'mei-demo-2025');
    const list = await fetch(`${origin}/api/student/homework`, { headers: { cookie } });
    const etag = list.headers.get('etag') ?? '';
    // Sessions live in the database: signed in once, they serve both runs.
    if (!sessions) {
      const { usernames, ids } = await answeringClass();
      sessions = { ids, list: [] };
      for (const username of usernames) sessions.list.push(await session(username));
    }
    const homeworkId = await answeringHomework(sessions.ids, `Bench ${workers}`);
    const answering = sessions.list.map((s) => ({ ...s, homeworkId }));
    return {
      list: await load('/api/student/homework', { cookie }),
      poll: await load('/api/student/homework', { cookie, 'if-none-match': etag }),
      // Every check numbers its taps from 0 (a fresh homework), so each is applied and written.
      check: await answers(answering, 'check'),
      autoSave: await answers(answering, 'auto-save'),
    };
  } finally {
    await stop(server);
  }
}

async function throughput() {
  const one = await measure(1);
  const two = await measure(2);
  console.log(`\nPostgreSQL + Redis, ${seconds} s per figure, 50 connections:\n`);
  console.log(
    '| call | 1 process req/s (p99) | 2 processes req/s (p99) | 2 ÷ 1 | PostgreSQL commits a call, 1 process | the same, 2 processes |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, key] of [
    ['GET /api/student/homework (no ETag: the kept list)', 'list'],
    ['GET /api/student/homework (304 poll)', 'poll'],
    ['POST check (100 students at once, durable)', 'check'],
    ['POST auto-save (100 students at once, durable)', 'autoSave'],
  ]) {
    const a = one[key];
    const b = two[key];
    const errors = a.errors + b.errors > 0 ? ` (${a.errors + b.errors} errors)` : '';
    const commits = (row) => (row.commits === undefined ? '–' : row.commits.toFixed(2));
    console.log(
      `| ${name} | ${Math.round(a.rps)} (${a.p99} ms) | ${Math.round(b.rps)} (${b.p99} ms) | ${(b.rps / a.rps).toFixed(2)}${errors} | ${commits(a)} | ${commits(b)} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Capacity with the web app's rhythm (scripts/bench-capacity.mjs: visits arriving over a minute,
// a poll every 5 s with its ETag, a check every 10 s, 2 % signing in with their password), one
// process without Redis (as a single process is deployed) against WORKERS=2 with Redis, both
// logging as `npm start` does (JSON lines at info, into a file as a service manager takes them).
// Beside each size: the CPU time each part of the machine spent per call answered (the server's
// processes, PostgreSQL's, Redis and the load generator), read from /proc around the run, so the
// cost of the second process shows where it lands.

const capacitySizes = (process.env.BENCH_WORKERS_CAPACITY ?? '3000,4500,6000').split(',').map(Number);
const arrivalSeconds = Number(process.env.BENCH_ARRIVAL_SECONDS ?? 60);
const capacitySeconds = Math.max(20, seconds * 4);
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** Every process's parent, name and CPU ticks (user + system), from /proc. */
function processTable() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended while read
    }
    // The name is in parentheses and may hold spaces: the fields after it are split on spaces.
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    table.set(Number(entry), {
      ppid: Number(fields[1]),
      name,
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return table;
}

/** CPU seconds so far of a process and its descendants, of PostgreSQL's and of Redis's processes. */
function cpuByPart(serverPid, generatorPid) {
  const table = processTable();
  const within = (pid, root) => {
    for (let at = pid; at > 1; at = table.get(at)?.ppid ?? 0) if (at === root) return true;
    return false;
  };
  const parts = { server: 0, postgres: 0, redis: 0, generator: 0 };
  for (const [pid, row] of table) {
    if (within(pid, serverPid)) parts.server += row.ticks;
    else if (generatorPid && within(pid, generatorPid)) parts.generator += row.ticks;
    else if (row.name === 'postgres') parts.postgres += row.ticks;
    else if (row.name === 'redis-server') parts.redis += row.ticks;
  }
  for (const key of Object.keys(parts)) parts[key] /= ticksPerSecond;
  return parts;
}

/**
 * The largest class of the run: students of the demo teacher (the demo student's password hash, so
 * the same password), ten homework each, and a remembered session each, written in a few
 * statements. Answers each student as bench-capacity.mjs takes them.
 */
async function capacityClass(size) {
  return asDemoTeacher(async (client, teacherId, passwordHash) => {
    const now = new Date();
    const at = now.toISOString();
    const homework = [];
    for (let i = 0; i < 10; i++) homework.push(await answeredHomework(client, teacherId, `Class ${i}`, at));
    const students = await client.query(
      `insert into students (teacher_id, username, email, first_name, last_name, is_frozen,
         password_hash, created_at, updated_at)
       select $1, 'cap' || g, 'cap' || g || '@example.com', 'Cap', 'Student ' || g, 0, $2, $3, $3
       from generate_series(1, $4) g
       returning id, username`,
      [teacherId, passwordHash, at, size],
    );
    const ids = students.rows.map((row) => row.id);
    await client.query(
      `insert into assignments (homework_id, student_id, assigned_at)
       select h, s, $3 from unnest($1::int[]) h cross join unnest($2::int[]) s`,
      [homework, ids, at],
    );
    const tokens = ids.map(() => randomBytes(32).toString('base64url'));
    await client.query(
      `insert into sessions (id, user_type, user_id, created_at, expires_at, persistent)
       select unnest($1::text[]), 'student', unnest($2::int[]), $3, $4, 1`,
      [
        tokens.map((token) => createHash('sha256').update(token).digest('hex')),
        ids,
        at,
        new Date(now.getTime() + 86_400_000).toISOString(),
      ],
    );
    const signInShare = Number(process.env.BENCH_SIGNIN_SHARE ?? 0.02);
    return students.rows.map((row, index) => {
      const n = index + 1;
      return {
        cookie: `sid=${tokens[index]}`,
        username: row.username,
        password: 'mei-demo-2025',
        homeworkId: homework[0],
        signsIn: Math.floor(n * signInShare) > Math.floor((n - 1) * signInShare),
        ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      };
    });
  });
}

/** The database's counters: transactions committed (each statement outside one counts) and rows. */
async function databaseStats() {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select xact_commit::int as commits, tup_returned::int as scanned, tup_fetched::int as fetched,
         (tup_inserted + tup_updated + tup_deleted)::int as written
       from pg_stat_database where datname = $1`,
      [database],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** One size against one server set-up: the generator's report and the CPU each part spent per call. */
async function capacityRun(workers, students) {
  const logPath = join(mkdtempSync(join(tmpdir(), 'tutor-workers-')), 'server.log');
  const log = openSync(logPath, 'a');
  // BENCH_WORKERS_PROFILE=<folder>: every server process and the generator write a V8 CPU profile
  // there as they stop.
  const profile = process.env.BENCH_WORKERS_PROFILE;
  const extra = {
    LOG_LEVEL: 'info',
    TRUST_PROXY: '127.0.0.1',

    ...(workers === 1 ? { REDIS_URL: null, SINGLE_INSTANCE: '1' } : {}),
  };
  // (the worker processes inherit the first one's arguments)
  const nodeArgs = profile ? ['--cpu-prof', `--cpu-prof-dir=${join(profile, `workers-${workers}`)}`] : [];
  const server = await start(workers, extra, log, nodeArgs);
  try {
    const generator = spawn(
      'node',
      [...nodeArgs, 'scripts/bench-capacity.mjs', origin, String(capacitySeconds), String(arrivalSeconds)],
      { cwd: root, stdio: ['pipe', 'pipe', 'inherit'] },
    );
    const before = cpuByPart(server.pid, generator.pid);
    const statsBefore = await databaseStats();
    generator.stdin.end(JSON.stringify(students));
    let out = '';
    generator.stdout.on('data', (chunk) => {
      out += chunk;
    });
    // Read just before the generator exits (its own ticks go with it): sampled every second.
    let last = before;
    const sampler = setInterval(() => {
      last = cpuByPart(server.pid, generator.pid);
    }, 1000);
    await new Promise((resolve) => generator.on('close', resolve));
    clearInterval(sampler);
    const report = JSON.parse(out);
    // PostgreSQL sends its counters to the statistics every second or so: wait for the last ones.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const statsAfter = await databaseStats();
    const perCall = {};
    for (const key of Object.keys(statsBefore))
      perCall[key] = ((statsAfter[key] - statsBefore[key]) / Math.max(1, report.calls)).toFixed(2);
    for (const key of Object.keys(before))
      perCall[key] = Math.round(((last[key] - before[key]) * 1e6) / Math.max(1, report.calls));
    return { report, perCall, logBytes: statSync(logPath).size };
  } finally {
    await stop(server);
    closeSync(log);
  }
}

async function capacity() {
  const largest = Math.max(...capacitySizes);
  const students = await capacityClass(largest);
  console.log(
    `\nCapacity with the client's rhythm on PostgreSQL (arrival over ${arrivalSeconds} s, then ${capacitySeconds} s measured; production logging into a file). CPU µs per call answered, by part, and PostgreSQL's commits and rows per call:\n`,
  );
  console.log(
    '| set-up | students | req/s (asked) | p99 ms | errors | held | server | PostgreSQL | Redis | generator | commits | rows scanned | rows fetched | rows written | log |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  const heldBy = {};
  let runs = 0;
  for (const workers of [1, 2]) {
    const name = workers === 1 ? '1 process' : 'WORKERS=2 + Redis';
    for (const size of capacitySizes) {
      // Each run's taps are numbered past every earlier run's, so every check is applied and written.
      runs += 1;
      const taking = students.slice(0, size).map((student) => ({ ...student, seq: runs * 100_000 }));
      const { report, perCall, logBytes } = await capacityRun(workers, taking);
      const held =
        report.latency.p99 < 50 && report.errors === 0 && report.requests.average >= size * 0.3 * 0.97;
      if (held) heldBy[name] = size;
      console.log(
        `| ${name} | ${size} | ${Math.round(report.requests.average)} (${Math.round(size * 0.3)}) | ${report.latency.p99} | ${report.errors} | ${held ? 'yes' : 'no'} | ${perCall.server} | ${perCall.postgres} | ${perCall.redis} | ${perCall.generator} | ${perCall.commits} | ${perCall.scanned} | ${perCall.fetched} | ${perCall.written} | ${(logBytes / 1e6).toFixed(1)} MB |`,
      );
      // A size that did not hold: the larger ones will not either.
      if (!held) break;
    }
  }
  const one = heldBy['1 process'] ?? 0;
  const two = heldBy['WORKERS=2 + Redis'] ?? 0;
  console.log(
    `\nHeld: 1 process ${one || 'none'}, WORKERS=2 ${two || 'none'} (goal: 6,000 on one process; WORKERS=2 at least as many): ${one >= 6000 ? 'met' : 'missed'} / ${two >= one && two > 0 ? 'met' : 'missed'}`,
  );
}

execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
try {
  await adminQuery(adminUrl, `create database ${database}`);
} catch (error) {
  // Part of `npm run bench`: on a machine without PostgreSQL the other figures still count.
  console.log(`\n1 against 2 processes: skipped, no PostgreSQL at ${adminUrl} (${error.message})`);
  process.exit(0);
}
// BENCH_WORKERS_LOG_STATEMENTS=1: PostgreSQL logs every statement of the scratch database (its log
// lines carry the database's name), to count which statements a call costs.
if (process.env.BENCH_WORKERS_LOG_STATEMENTS === '1')
  await adminQuery(adminUrl, `alter database ${database} set log_statement = 'all'`);
console.log(`(scratch database ${database})`);
try {
  execFileSync('node', ['dist/server/seed-demo.js'], { cwd: root, env, stdio: 'ignore' });
  if (process.env.BENCH_WORKERS_ONLY !== 'capacity') await throughput();
  if (process.env.BENCH_WORKERS_ONLY !== 'throughput') await capacity();
} finally {
  await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
}
