// The capacity scenario, run by scripts/bench-server.ts in a child process (arguments: base URL,
// seconds measured, seconds of arrival; students as JSON on stdin, each { cookie, username,
// password, homeworkId, signsIn, ip, and optionally seq: the first tap's number }). It models the web app as a school uses it:
// - visits arrive spread over the arrival seconds (a minute in full mode), each from its own
//   address (X-Forwarded-For, the bench's server trusts the loopback proxy);
// - a visit starts as the app does: GET /api/csrf-token, whose cookie and token are kept for the
//   whole visit; a student marked `signsIn` then signs in with their password (POST login, the
//   server's real password check), the others come back with their remembered session (`cookie`);
// - the dashboard polls the homework list every 5 s with the ETag of its last answer;
// - the player sends one check per answer, every 10 s, from its own random start;
// - every call carries a browser's Accept-Encoding.
// Each student keeps their own two connections (one for the polls, one for the actions), as a
// browser does over HTTP/1.1, or one when two would pass the open-files limit (below). The measured `seconds` follow the arrival and the first 10 s of everyone's rhythm.
// Prints { requests: { average }, calls, latency: { p50, p99 }, arrival: { p99 }, signIns: { count, p99,
// refused }, errors, generatorLoopP99, generatorLoopMax, connectionsPerStudent } as JSON.

import { execSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkBody } from './bench-calls.mjs';
import { RawConnection } from './bench-raw-http.mjs';

const [url, seconds, arrivalSeconds] = process.argv.slice(2);
const students = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);

const POLL_MS = 5000;
const ACT_MS = 10_000;
const ARRIVAL_MS = Number(arrivalSeconds) * 1000;
const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const latencies = [];
const arrivalLatencies = [];
const signInLatencies = [];
let signInsRefused = 0;
let errors = 0;
const measuredFrom = Date.now() + ARRIVAL_MS + ACT_MS;
const end = measuredFrom + Number(seconds) * 1000;

// A raw keep-alive connection per browser connection (scripts/bench-raw-http.mjs): node:http's
// client cost the generator about as much CPU per call as the server spends answering it, and the
// generator shares the two cores with the server it measures.
const target = new URL(url);

// A process may hold at most `ulimit -n` files, and the server and this generator each hold one per
// connection: where two per student would not fit (10,000 students here, under a limit of 20,000),
// each student's polls and checks share one connection, as a browser's do over HTTP/2 behind the
// proxy of docs/deploy.md (a check then waits for a poll on the way, as it would there).
const fileLimit = Number(execSync('ulimit -n', { encoding: 'utf8', shell: '/bin/sh' }).trim()) || 1024;
const oneConnection = process.env.BENCH_ONE_CONNECTION === '1' || students.length * 2 + 1000 > fileLimit;
const connection = () => new RawConnection(target.hostname, Number(target.port));

/** One call on a connection; resolves with its status, headers and body once all of it arrived. */
function call(conn, method, path, headers, body) {
  return conn.call(method, path, headers, body);
}

async function timed(send) {
  const started = performance.now();
  const into = Date.now() < measuredFrom ? arrivalLatencies : latencies;
  try {
    const answer = await send();
    if (answer.status >= 400) errors += 1;
    into.push(performance.now() - started);
    return answer;
  } catch {
    errors += 1;
    return null;
  }
}

const cookiesOf = (answer) => (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A visit's start: the CSRF token (kept for the visit), then a sign-in or the remembered session. */
async function startVisit(student, agent) {
  const base = { 'x-forwarded-for': student.ip, 'accept-encoding': BROWSER_ENCODING };
  const tokenAnswer = await timed(() => call(agent, 'GET', '/api/csrf-token', base));
  if (tokenAnswer?.status !== 200) return null;
  const { token } = JSON.parse(tokenAnswer.body.toString('utf8'));
  const csrf = cookiesOf(tokenAnswer);
  if (!student.signsIn) return { token, cookie: [...csrf, student.cookie].join('; '), base };
  const started = performance.now();
  let login;
  try {
    login = await call(
      agent,
      'POST',
      '/api/student/login',
      { ...base, 'content-type': 'application/json', 'x-csrf-token': token, cookie: csrf.join('; ') },
      JSON.stringify({ username: student.username, password: student.password }),
    );
  } catch {
    login = null;
  }
  signInLatencies.push(performance.now() - started);
  if (login?.status !== 200) {
    signInsRefused += 1;
    errors += 1;
    return null;
  }
  return { token, cookie: [...csrf, ...cookiesOf(login)].join('; '), base };
}

async function poller(visit, agent) {
  let etag = '';
  while (Date.now() < end) {
    const answer = await timed(() =>
      call(agent, 'GET', '/api/student/homework', {
        ...visit.base,
        cookie: visit.cookie,
        ...(etag ? { 'if-none-match': etag } : {}),
      }),
    );
    etag = answer?.headers.etag ?? etag;
    await sleep(POLL_MS);
  }
}

async function actor(student, visit, shared) {
  const agent = shared ?? connection();
  // A run after another on the same students numbers its taps past the earlier run's.
  let seq = student.seq ?? 0;
  await sleep(Math.random() * ACT_MS);
  while (Date.now() < end) {
    await timed(() =>
      call(
        agent,
        'POST',
        `/api/student/homework/${student.homeworkId}/check`,
        {
          ...visit.base,
          cookie: visit.cookie,
          'x-csrf-token': visit.token,
          'content-type': 'application/json',
        },
        checkBody(seq),
      ),
    );
    seq += 1;
    await sleep(ACT_MS);
  }
}

async function visit(student) {
  await sleep(Math.random() * ARRIVAL_MS);
  const agent = connection();
  const started = await startVisit(student, agent);
  if (!started) return;
  await Promise.all([poller(started, agent), actor(student, started, oneConnection ? agent : undefined)]);
}

// The generator's own event-loop delay: how late it was to read answers that had arrived.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
await Promise.all(students.map(visit));
loop.disable();
latencies.sort((a, b) => a - b);
arrivalLatencies.sort((a, b) => a - b);
signInLatencies.sort((a, b) => a - b);
const at = (share, list = latencies) => Math.round((list[Math.floor(list.length * share)] ?? 0) * 10) / 10;
process.stdout.write(
  JSON.stringify({
    requests: { average: latencies.length / Number(seconds) },
    // Every call answered, arrival and sign-ins included: what the server's CPU time is divided by.
    calls: latencies.length + arrivalLatencies.length + signInLatencies.length,
    latency: { p50: at(0.5), p99: at(0.99) },
    arrival: { p99: at(0.99, arrivalLatencies) },
    signIns: { count: signInLatencies.length, p99: at(0.99, signInLatencies), refused: signInsRefused },
    errors,
    generatorLoopP99: Math.round(loop.percentile(99) / 1e5) / 10,
    generatorLoopMax: Math.round(loop.max / 1e6),
    connectionsPerStudent: oneConnection ? 1 : 2,
  }),
);
