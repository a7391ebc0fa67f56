// The load generator of scripts/bench-server.ts: one child process for the whole run (starting
// node and loading autocannon for each of its forty-odd measurements cost about a second each on a
// loaded machine, more than the measurement itself in quick mode). It reads one JSON request a line
// on stdin ({ id, url, connections, seconds, method, headers, body }), runs autocannon for it and
// writes one JSON line back: { id, rps, p99, non2xx } (or { id, error }). It ends with its stdin.
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  try {
    const report = await autocannon({
      url: request.url,
      connections: request.connections,
      duration: request.seconds,
      method: request.method ?? 'GET',
      headers: request.headers ?? {},
      ...(request.body ? { body: request.body } : {}),
    });
    process.stdout.write(
      `${JSON.stringify({
        id: request.id,
        rps: report.requests.average,
        p99: report.latency.p99,
        non2xx: report.non2xx,
      })}\n`,
    );
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ id: request.id, error: String(error) })}\n`);
  }
}
