import type { FastifyServerOptions } from 'fastify';
import { openSync } from 'node:fs';
import pino from 'pino';
import type { Config } from '../config';

/**
 * Paths in a log line whose values never reach the log: session and CSRF secrets and credentials
 * in logged headers. Exact paths only: pino's redaction of a wildcard path (`*.password`) walks
 * every logged object and cost about 7 µs a line, a fifth of a bare request, on every request's
 * line; password fields are censored by `censorPasswords` instead.
 */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
];

/** Field names whose values are censored in a logged object and in any object directly in it. */
const PASSWORD_FIELDS = new Set([
  'password',
  'currentPassword',
  'newPassword',
  'temporaryPassword',
  'passwordHash',
]);

const CENSOR = '[redacted]';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A logged object with every password field censored, at its top level and one level down (where
 * pino's `*.password` looked: `{ body: { password } }`); the object given is never changed (a
 * copy is made only when something is censored). A request's line has a handful of fields of
 * plain values, so this costs a loop over them.
 */
export function censorPasswords(line: Record<string, unknown>): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key in line) {
    if (PASSWORD_FIELDS.has(key)) {
      copy ??= { ...line };
      copy[key] = CENSOR;
      continue;
    }
    const value = line[key];
    if (!isPlainObject(value)) continue;
    let inner: Record<string, unknown> | undefined;
    for (const field in value)
      if (PASSWORD_FIELDS.has(field)) {
        inner ??= { ...value };
        inner[field] = CENSOR;
      }
    if (inner) {
      copy ??= { ...line };
      copy[key] = inner;
    }
  }
  return copy ?? line;
}

/**
 * The server's logger: lines a person can read (pino-pretty) when the output is a terminal or
 * LOG_FORMAT=pretty, one JSON object a line otherwise (for journald, Docker and log collectors).
 *
 * JSON lines go to `destination` (default standard output; the bench gives a file) written
 * asynchronously: a line is put in a buffer and the buffer written when the previous write has
 * finished, so a request never waits for the pipe or the disk. What is still buffered when the
 * process exits is written then (pino flushes on exit).
 */
export function loggerOptions(
  config: Config,
  isTerminal = Boolean(process.stdout.isTTY),
  destination: number | string = 1,
): FastifyServerOptions['logger'] {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : isTerminal;
  const options = {
    level: config.logLevel,
    redact: { paths: redactedLogPaths, censor: CENSOR },
    formatters: { log: censorPasswords },
  };
  if (pretty)
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    };
  // A file is opened here, before the first line: sonic-boom would open a path asynchronously, and
  // a process exiting before that open has finished would lose its buffered lines.
  const fd = typeof destination === 'string' ? openSync(destination, 'a') : destination;
  return { ...options, stream: pino.destination({ dest: fd, sync: false }) };
}
