import { resolve } from 'node:path';
import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Which reverse proxies may set X-Forwarded-For/-Proto: a hop count ("1": the one proxy in front)
 * or a comma-separated list of proxy addresses or CIDR ranges. "Trust every address" is refused:
 * anyone could then forge their IP and escape the per-address limits.
 */
const trustProxy = z
  .string()
  .default('0')
  .transform((value, ctx): false | number | string[] => {
    const v = value.trim().toLowerCase();
    if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
    if (/^\d+$/.test(v)) return Number(v);
    if (v === 'true' || v === 'yes' || v === '*') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY must be a hop count (e.g. 1) or proxy addresses (e.g. 127.0.0.1,10.0.0.0/8), never "trust everything"',
      });
      return z.NEVER;
    }
    const addresses = v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean);
    if (!addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/.test(a))) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY: "${value}" is not a hop count or a list of addresses`,
      });
      return z.NEVER;
    }
    return addresses;
  });

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('./data/tutor.db'),
  TEACHER_USERNAME: z.string().trim().min(1).optional(),
  TEACHER_PASSWORD: z.string().min(8, 'TEACHER_PASSWORD must be at least 8 characters').optional(),
  COOKIE_SECURE: flag,
  TRUST_PROXY: trustProxy,
  /** Bearer token for GET /api/metrics; without it only this machine may read them. */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** 'pretty' for logs a person reads, 'json' for a log collector; default: pretty on a terminal. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** A session not kept with Remember me ends after this many minutes without a call. */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  /** Calls a minute per signed-in user (or per address when signed out); 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A relative folder is taken from where the server is started, as a relative SQLite file is; the
  // static file server accepts only whole paths, and stopped with its own error on a relative one.
  CLIENT_DIR: z
    .string()
    .min(1)
    .transform((dir) => resolve(dir))
    .optional(),
  /** 1: every cached read is compared with the database (the test suites; slower). */
  CACHE_SELF_CHECK: z.enum(['0', '1']).default('0'),
  /**
   * 1: this is the only server process on its PostgreSQL database (no other instance anywhere), so
   * it may keep reads in memory without REDIS_URL. Without it, PostgreSQL needs REDIS_URL.
   */
  SINGLE_INSTANCE: flag,
  /** Server processes sharing the port (node:cluster); above 1 needs PostgreSQL and Redis. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
});

/** Server configuration, parsed once from the environment. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  teacherUsername: string | undefined;
  teacherPassword: string | undefined;
  cookieSecure: boolean;
  /** false, a hop count, or the proxy addresses whose X-Forwarded-* headers are believed. */
  trustProxy: false | number | string[];
  /** The token /api/metrics asks for, or undefined (then only loopback may read them). */
  metricsToken: string | undefined;
  /** How logs are written; undefined means pretty on a terminal, JSON otherwise. */
  logFormat: 'pretty' | 'json' | undefined;
  /** Minutes without a call after which a session without Remember me ends. */
  sessionIdleMinutes: number;
  /** The general request limit a minute; 0 means off (a limiter in front does it). */
  rateLimitPerMinute: number;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Where the built web app is (default dist/client); the browser tests build their own copy. */
  clientDir: string | undefined;
  /** How many server processes share the port. */
  workers: number;
  /** SINGLE_INSTANCE=1: the only server instance on its database (PostgreSQL without Redis). */
  singleInstance: boolean;
  /** Whether each cached read is checked against the database (for tests; see cache/read-caches.ts). */
  cacheSelfCheck: boolean;
};

/** Thrown when an environment variable has a bad value; main prints it and exits. */
export class ConfigError extends Error {}

/** Parses the environment into a Config, throwing ConfigError with every bad variable named. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // Empty strings mean "not set", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.data;
  // Several processes must share everything a request relies on: one SQLite file written by several
  // processes would serialise on its lock, and rate limits counted in each process's memory would
  // let a client multiply its allowance by the number of processes.
  if (c.WORKERS > 1 && (!isPostgresUrl(c.DATABASE_URL) || !c.REDIS_URL)) {
    throw new ConfigError(
      'Invalid configuration:\n  WORKERS: more than one process needs a PostgreSQL DATABASE_URL and a REDIS_URL',
    );
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    teacherUsername: c.TEACHER_USERNAME,
    teacherPassword: c.TEACHER_PASSWORD,
    cookieSecure: c.COOKIE_SECURE,
    trustProxy: c.TRUST_PROXY,
    rateLimitPerMinute: c.RATE_LIMIT_PER_MINUTE,
    sessionIdleMinutes: c.SESSION_IDLE_MINUTES,
    metricsToken: c.METRICS_TOKEN,
    logFormat: c.LOG_FORMAT,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    clientDir: c.CLIENT_DIR,
    workers: c.WORKERS,
    singleInstance: c.SINGLE_INSTANCE,
    cacheSelfCheck: c.CACHE_SELF_CHECK === '1',
  };
}

/** Whether a DATABASE_URL points at PostgreSQL rather than a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * The rule a server instance starts by (the command-line tools do not serve, so it is not theirs):
 * each instance keeps sessions, accounts and homework lists in memory, dropped by change notices
 * that reach other instances only through Redis. On a PostgreSQL database that other instances
 * (other machines, containers) may share, an instance without Redis would go on granting a frozen
 * student, an ended session or a hidden homework for as long as it keeps them. A SQLite file is one
 * instance's by nature; with PostgreSQL, SINGLE_INSTANCE=1 must say so. Throws ConfigError.
 */
export function checkInstanceRule(config: Config): void {
  if (isPostgresUrl(config.databaseUrl) && !config.redisUrl && !config.singleInstance) {
    throw new ConfigError(
      "Invalid configuration:\n  REDIS_URL: PostgreSQL needs a REDIS_URL (instances sharing the database must hear each other's changes), or SINGLE_INSTANCE=1 when this is the only instance",
    );
  }
}
