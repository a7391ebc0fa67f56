import type { FastifyReply, FastifyRequest } from 'fastify';

/** The route named for a request no route matched (then its address is logged too). */
export const UNMATCHED = 'unmatched';

/** A request that took longer than this (ms, from its arrival to its answer) is always logged. */
export const SLOW_REQUEST_MS = 500;

/** The log level of a request's line. */
export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

// The error a request failed with, kept from the onError hook to its one line.
const failures = new WeakMap<FastifyRequest, unknown>();

/** onError hook: remembers the error for the request's line. */
export function rememberFailure(request: FastifyRequest, _reply: FastifyReply, error: unknown): void {
  failures.set(request, error);
}

/**
 * Why a request's line is written at `debug` only (it is counted in /api/metrics instead), or
 * null: an unchanged poll answered 304 (the bulk of a class's calls) or a health check.
 */
export function quietReason(route: string, status: number): 'not_modified' | 'health' | null {
  if (status === 304) return 'not_modified';
  if (route.startsWith('/api/health')) return 'health';
  return null;
}

/**
 * The level of a request's line: a server error at `error`, a slow answer at `warn`, a 304 or a
 * health check at `debug`, anything else (including refusals, 4xx) at `info`.
 */
export function requestLogLevel(route: string, status: number, ms: number): RequestLogLevel {
  if (status >= 500) return 'error';
  if (ms > SLOW_REQUEST_MS) return 'warn';
  if (quietReason(route, status)) return 'debug';
  return 'info';
}

/** Who made the call: 'student:12', 'teacher:3', or undefined when signed out. */
function userOf(request: FastifyRequest): string | undefined {
  if (request.student) return `student:${request.student.id}`;
  if (request.teacher) return `teacher:${request.teacher.id}`;
  return undefined;
}

/**
 * Writes the request's one line (Fastify's own two lines a request are turned off in app.ts):
 * method, route pattern, status, milliseconds from arrival to answer and the user. A refusal adds
 * its code and message; a slow request or a server error adds the full address, and an error its
 * stack. Nothing is built when the line's level is off.
 */
export function logRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  route: string,
  level: RequestLogLevel,
): void {
  const log = request.log;
  // Fastify's logger when none is configured has no isLevelEnabled: nothing is written then.
  if (!(log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled?.(level)) return;
  const status = reply.statusCode;
  const line: Record<string, unknown> = {
    method: request.method,
    route,
    status,
    ms: Math.round(reply.elapsedTime * 10) / 10,
    user: userOf(request),
  };
  if (level === 'error' || level === 'warn' || route === UNMATCHED) line.url = request.url;
  const failure = failures.get(request) as { code?: unknown; message?: unknown } | undefined;
  if (status >= 500) {
    line.err = failure ?? new Error('answered a server error without an error');
    log.error(line, 'request failed');
    return;
  }
  if (failure) {
    line.code = failure.code;
    line.message = failure.message;
  }
  log[level](line, level === 'warn' ? 'slow request' : 'request');
}
