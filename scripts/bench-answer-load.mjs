// Load for the answering calls, run by scripts/bench-server.ts in a child process (arguments: base
// URL, connections, seconds, an overall rate in calls a second or 0 for as fast as answered, and
// the call: check (default) or auto-save). Each connection is one signed-in student (sessions
// passed as JSON on stdin) answering their own homework again and again: checks tap the first word
// of the sequence task, each tap numbered after the last; auto-saves save the multiple-choice
// answer. Every call is applied and written. Prints autocannon's JSON report.
import autocannon from 'autocannon';
import { autoSaveBody, checkBody } from './bench-calls.mjs';

const [url, connections, seconds, rate, kind = 'check'] = process.argv.slice(2);
const students = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);

/** One student's answering call, numbered `seq` (a check's tap number): path, headers, body. */
function answerCall(student, seq) {
  return {
    path: `/api/student/homework/${student.homeworkId}/${kind === 'auto-save' ? 'auto-save' : 'check'}`,
    headers: {
      cookie: student.cookie,
      'x-csrf-token': student.token,
      'content-type': 'application/json',
      // What a browser sends on every call.
      'accept-encoding': 'gzip, deflate, br, zstd',
    },
    body: kind === 'auto-save' ? autoSaveBody() : checkBody(seq),
  };
}

/**
 * Students at a person's pace: each acts once every `1 / perStudent` seconds from its own random
 * start, as a class does (autocannon's rate limit sends each second's calls in one burst, which
 * measures the burst, not the server). Reports the same fields as autocannon.
 */
async function paced(perStudent) {
  const latencies = [];
  let non2xx = 0;
  const end = Date.now() + Number(seconds) * 1000;
  const gap = 1000 / perStudent;
  await Promise.all(
    students.map(async (student) => {
      let seq = student.seq ?? 0;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * gap));
      while (Date.now() < end) {
        const started = performance.now();
        const call = answerCall(student, seq);
        const answer = await fetch(`${url}${call.path}`, { method: 'POST', ...call });
        await answer.arrayBuffer();
        const took = performance.now() - started;
        latencies.push(took);
        if (answer.status >= 300) non2xx += 1;
        seq += 1;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, gap - took)));
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
  return {
    requests: { average: latencies.length / Number(seconds) },
    latency: { p99: Math.round(p99 * 10) / 10, p50: latencies[Math.floor(latencies.length / 2)] ?? 0 },
    non2xx,
  };
}

if (Number(rate) > 0) {
  process.stdout.write(JSON.stringify(await paced(Number(rate) / students.length)));
  process.exit(0);
}

// Each connection is one student for the whole run, numbering their taps one after the other: the
// next call's body is set when an answer arrives, before autocannon sends it. (A setupRequest with
// a per-connection context does not work for this: autocannon clears the context after every pass
// over its request list, which with one request is every call, so each call took the next student
// and the first number again, and nearly every check was a retry that wrote nothing.)
let next = 0;
const result = await autocannon({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  setupClient: (client) => {
    const student = students[next % students.length];
    next += 1;
    let seq = student.seq ?? 0;
    // A request object of this connection's own: autocannon keeps the built request on it.
    client.setRequests([{ method: 'POST', ...answerCall(student, seq) }]);
    client.on('response', () => {
      seq += 1;
      client.setBody(answerCall(student, seq).body);
    });
  },
});
process.stdout.write(JSON.stringify(result));
