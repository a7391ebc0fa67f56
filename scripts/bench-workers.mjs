// `npm run bench:workers`: one server process against two (WORKERS=2) on PostgreSQL and Redis, the
// way an operator runs them (compiled server, demo class seeded). The load is a signed-in student's
// homework list and its ETag poll, from autocannon in its own process; each figure is printed with
// the ratio of 2 processes to 1. On this 2-core machine the load generator shares the cores, so
// the scaling shown is a floor. Needs TEST_DATABASE_URL (an admin URL; a scratch database is
// created and dropped) and Redis on REDIS_URL or 127.0.0.1:6379.
import { execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
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

async function measure(workers) {
  const server = await start(workers);
  try {
    const cookie = await signIn(origin, 'student', 'demomei', 'mei-demo-2025');
    const list = await fetch(`${origin}/api/student/homework`, { headers: { cookie } });
    const etag = list.headers.get('etag') ?? '';
    return {
      list: await load('/api/student/homework', { cookie }),
      poll: await load('/api/student/homework', { cookie, 'if-none-match': etag }),
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
  const one = await measure(1);
  const two = await measure(2);
  console.log(`\nPostgreSQL + Redis, ${seconds} s per figure, 50 connections:\n`);
  console.log('| call | 1 process req/s (p99) | 2 processes req/s (p99) | 2 ÷ 1 |');
  console.log('|---|---|---|---|');
  for (const [name, key] of [
    ['GET /api/student/homework (no ETag: the kept list)', 'list'],
    ['GET /api/student/homework (304 poll)', 'poll'],
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
