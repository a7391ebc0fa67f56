import type { FastifyServerOptions } from 'fastify';
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
 */
export function loggerOptions(
  config: Config,
  isTerminal = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  const pretty = config.logFormat ? config.logFormat === 'pretty' : isTerminal;
  return {
    level: config.logLevel,
    redact: { paths: redactedLogPaths, censor: '[redacted]' },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
          },
        }
      : {}),
  };
}
