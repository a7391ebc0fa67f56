// The capacity scenario, run by scripts/bench-server.ts in a child process (arguments: base URL,
// seconds, CSRF token; students as JSON on stdin, each { cookie, homeworkId }): every student polls
// their homework list every 5 s with the ETag of their last answer, as the dashboard does, and
// answers one action every 10 s through the check call, as the player does, each from its own
// random start. The first 10 s are the class arriving: every student opens their two connections
// with their first poll and first action (10,000 connections within 10 s for 5,000 students).
// The measured `seconds` follow, with everyone connected, as a class at work is. Prints
// { requests: { average }, latency: { p50, p99 }, arrival: { p99 }, errors } as JSON: the rate and
// latencies of the measured part, and the p99 of the calls made while arriving.

import { Agent, request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { checkBody } from './bench-calls.mjs';

const [url, seconds, token] = process.argv.slice(2);
const students = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);

const POLL_MS = 5000;
const ACT_MS = 10_000;
const latencies = [];
const arrivalLatencies = [];
let errors = 0;
const measuredFrom = Date.now() + ACT_MS;
const end = measuredFrom + Number(seconds) * 1000;

// Plain node:http: fetch costs the generator several times more CPU per call, and the generator
// shares the two cores with the server it measures. Each student keeps their own connections, as
// each browser does (one for the polls, one for the actions), so the server holds 10,000 sockets
// for 5,000 students.
const target = new URL(url);

/** One call; resolves with its status and headers once the whole answer has arrived. */
function call(agent, method, path, headers, body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { agent, host: target.hostname, port: target.port, method, path, headers },
      (incoming) => {
        incoming.on('data', () => {});
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
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

async function poller(student) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let etag = '';
  await new Promise((r) => setTimeout(r, Math.random() * POLL_MS));
  while (Date.now() < end) {
    const answer = await timed(() =>
      call(agent, 'GET', '/api/student/homework', {
        cookie: student.cookie,
        ...(etag ? { 'if-none-match': etag } : {}),
      }),
    );
    etag = answer?.headers.etag ?? etag;
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

async function actor(student) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let seq = 0;
  await new Promise((r) => setTimeout(r, Math.random() * ACT_MS));
  while (Date.now() < end) {
    await timed(() =>
      call(
        agent,
        'POST',
        `/api/student/homework/${student.homeworkId}/check`,
        { cookie: student.cookie, 'x-csrf-token': token, 'content-type': 'application/json' },
        checkBody(seq),
      ),
    );
    seq += 1;
    await new Promise((r) => setTimeout(r, ACT_MS));
  }
}

// The generator's own event-loop delay: how late it was to read answers that had arrived.
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
await Promise.all(students.flatMap((student) => [poller(student), actor(student)]));
loop.disable();
latencies.sort((a, b) => a - b);
arrivalLatencies.sort((a, b) => a - b);
const at = (share, list = latencies) => Math.round((list[Math.floor(list.length * share)] ?? 0) * 10) / 10;
process.stdout.write(
  JSON.stringify({
    requests: { average: latencies.length / Number(seconds) },
    latency: { p50: at(0.5), p99: at(0.99) },
    arrival: { p99: at(0.99, arrivalLatencies) },
    errors,
    generatorLoopP99: Math.round(loop.percentile(99) / 1e5) / 10,
  }),
);
