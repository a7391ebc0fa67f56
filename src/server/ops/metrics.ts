import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../plugins/http-errors';

/** Upper bounds (seconds) of the request duration histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { counts: number[]; sum: number; total: number };

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/**
 * Request durations per route at GET /api/metrics in the Prometheus text format: a histogram by
 * method, route pattern (never the raw URL, so ids do not make a series each) and status class.
 * Readable with `Authorization: Bearer METRICS_TOKEN`, or from this machine only when no token is
 * set. Kept per process: with WORKERS, scrape each process or put a collector in front.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token: string | undefined }) => {
  const series = new Map<string, Series>();
  const started = new WeakMap<FastifyRequest, bigint>();

  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
  });
  app.addHook('onResponse', async (request, reply) => {
    const start = started.get(request);
    if (start === undefined) return;
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const route = request.routeOptions.url ?? 'unmatched';
    const key = `method="${label(request.method)}",route="${label(route)}",status="${Math.floor(reply.statusCode / 100)}xx"`;
    let entry = series.get(key);
    if (!entry) {
      entry = { counts: BUCKETS.map(() => 0), sum: 0, total: 0 };
      series.set(key, entry);
    }
    BUCKETS.forEach((bound, i) => {
      if (seconds <= bound && entry) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
    });
    entry.sum += seconds;
    entry.total += 1;
  });

  app.get('/api/metrics', { config: { access: 'anonymous' } }, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    const allowed = options.token ? given === options.token : isLoopback(request.socket.remoteAddress ?? '');
    if (!allowed)
      throw new HttpError('FORBIDDEN', 'Metrics need the METRICS_TOKEN, or a call from this machine');
    const lines = [
      '# HELP http_request_duration_seconds Time to answer a request, by route.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const [key, entry] of series) {
      BUCKETS.forEach((bound, i) => {
        lines.push(`http_request_duration_seconds_bucket{${key},le="${bound}"} ${entry.counts[i]}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${key},le="+Inf"} ${entry.total}`);
      lines.push(`http_request_duration_seconds_sum{${key}} ${entry.sum}`);
      lines.push(`http_request_duration_seconds_count{${key}} ${entry.total}`);
    }
    const memory = process.memoryUsage();
    lines.push('# HELP process_resident_memory_bytes Resident memory size in bytes.');
    lines.push('# TYPE process_resident_memory_bytes gauge');
    lines.push(`process_resident_memory_bytes ${memory.rss}`);
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return `${lines.join('\n')}\n`;
  });
});
