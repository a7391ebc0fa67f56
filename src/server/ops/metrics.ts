import { sessionCalls } from '#contract/api-calls';
import { route } from '../plugins/declared-route';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keptCompressions } from '../plugins/etag';
import { HttpError } from '../plugins/http-errors';
import { logRequest, quietReason, rememberFailure, requestLogLevel, UNMATCHED } from './request-log';

/** Upper bounds (seconds) of the request duration histogram's buckets. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Series = { counts: number[]; sum: number; total: number };

function label(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function isLoopback(ip: string): boolean {
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
}

/** Headers a reverse proxy adds: a call carrying any of them came through one, from anywhere. */
const PROXY_HEADERS = 'forwarded via x-real-ip x-forwarded-for x-forwarded-host x-forwarded-proto'.split(' ');

/**
 * Whether the call comes straight from this machine: a loopback peer and no proxy header. A proxy
 * on the same host (the documented setup) also connects from loopback, so the address alone would
 * open the metrics to everyone it forwards.
 */
function isDirectLoopback(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress ?? '')) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Every request's one log line (ops/request-log.ts), and at GET /api/metrics in the Prometheus text
 * format: request durations per route, a histogram by method, route pattern (never the raw URL, so
 * ids do not make a series each) and status class; the count of answers logged at debug only (304
 * polls, health checks); the kept answers compressed, by encoding; resident memory. Readable with `Authorization: Bearer METRICS_TOKEN`, or from this machine only when no token is
 * set. Kept per process: with WORKERS, scrape each process or put a collector in front.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token: string | undefined }) => {
  // Keyed by method, route pattern and status class; each series keeps its label text, built once.
  const series = new Map<string, Series & { labels: string }>();

  // Requests whose line is written at debug only, counted here instead: by reason, route and status.
  const quiet = new Map<string, { labels: string; count: number }>();

  app.addHook('onError', (request, reply, error, done) => {
    rememberFailure(request, reply, error);
    done();
  });

  // One hook per request for both its figures and its log line (ops/request-log.ts).
  // Fastify measures each request from its arrival (reply.elapsedTime): no clock of our own.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const level = requestLogLevel(route, reply.statusCode, reply.elapsedTime);
    logRequest(request, reply, route, level);
    const reason = quietReason(route, reply.statusCode);
    if (reason) {
      const quietKey = `${reason} ${reply.statusCode} ${route}`;
      const counted = quiet.get(quietKey);
      if (counted) counted.count += 1;
      else
        quiet.set(quietKey, {
          labels: `reason="${reason}",route="${label(route)}",status="${reply.statusCode}"`,
          count: 1,
        });
    }
    const status = Math.floor(reply.statusCode / 100);
    const key = `${request.method} ${status} ${route}`;
    let entry = series.get(key);
    if (!entry) {
      const labels = `method="${label(request.method)}",route="${label(route)}",status="${status}xx"`;
      entry = { counts: BUCKETS.map(() => 0), sum: 0, total: 0, labels };
      series.set(key, entry);
    }
    const seconds = reply.elapsedTime / 1000;
    for (let i = 0; i < BUCKETS.length; i++) {
      if (seconds <= (BUCKETS[i] ?? 0)) entry.counts[i] = (entry.counts[i] ?? 0) + 1;
    }
    entry.sum += seconds;
    entry.total += 1;
    done();
  });

  route(app, sessionCalls.getMetrics, async (request, reply) => {
    const given = request.headers.authorization?.replace(/^Bearer\s+/i, '');
    const allowed = options.token ? given === options.token : isDirectLoopback(request);
    if (!allowed)
      throw new HttpError('FORBIDDEN', 'Metrics need the METRICS_TOKEN, or a call from this machine');
    const lines = [
      '# HELP http_request_duration_seconds Time to answer a request, by route.',
      '# TYPE http_request_duration_seconds histogram',
    ];
    for (const { labels: key, ...entry } of series.values()) {
      BUCKETS.forEach((bound, i) => {
        lines.push(`http_request_duration_seconds_bucket{${key},le="${bound}"} ${entry.counts[i]}`);
      });
      lines.push(`http_request_duration_seconds_bucket{${key},le="+Inf"} ${entry.total}`);
      lines.push(`http_request_duration_seconds_sum{${key}} ${Number(entry.sum.toFixed(6))}`);
      lines.push(`http_request_duration_seconds_count{${key}} ${entry.total}`);
    }
    lines.push(
      '# HELP http_quiet_responses_total Answers whose log line is written at debug only: unchanged polls (304) and health checks.',
      '# TYPE http_quiet_responses_total counter',
    );
    for (const { labels: key, count } of quiet.values())
      lines.push(`http_quiet_responses_total{${key}} ${count}`);
    lines.push(
      '# HELP kept_answer_compressions_total Kept answers compressed (once per change and encoding), by encoding.',
      '# TYPE kept_answer_compressions_total counter',
    );
    for (const [encoding, count] of Object.entries(keptCompressions))
      lines.push(`kept_answer_compressions_total{encoding="${encoding}"} ${count}`);
    const memory = process.memoryUsage();
    lines.push('# HELP process_resident_memory_bytes Resident memory size in bytes.');
    lines.push('# TYPE process_resident_memory_bytes gauge');
    lines.push(`process_resident_memory_bytes ${memory.rss}`);
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return `${lines.join('\n')}\n`;
  });
});
