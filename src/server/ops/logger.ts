import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';

/**
 * Paths in a log line whose values never reach the log: session and CSRF secrets, credentials,
 * and any password field in a logged object.
 */
export const redactedLogPaths = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.temporaryPassword',
  '*.passwordHash',
];

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
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
  };
  if (pretty)
    return {
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
      },
    };
  return { ...options, stream: pino.destination({ dest: destination, sync: false }) };
}
