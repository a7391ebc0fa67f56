import { z } from 'zod';

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('0')
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.string().min(1).default('./data/tutor.db'),
  TEACHER_USERNAME: z.string().trim().min(1).optional(),
  TEACHER_PASSWORD: z.string().min(8, 'TEACHER_PASSWORD must be at least 8 characters').optional(),
  COOKIE_SECURE: flag,
  TRUST_PROXY: flag,
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIR: z.string().min(1).optional(),
});

/** Server configuration, parsed once from the environment. */
export type Config = {
  port: number;
  host: string;
  databaseUrl: string;
  teacherUsername: string | undefined;
  teacherPassword: string | undefined;
  cookieSecure: boolean;
  trustProxy: boolean;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  /** Where the built web app is (default dist/client); the browser tests build their own copy. */
  clientDir: string | undefined;
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
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    teacherUsername: c.TEACHER_USERNAME,
    teacherPassword: c.TEACHER_PASSWORD,
    cookieSecure: c.COOKIE_SECURE,
    trustProxy: c.TRUST_PROXY,
    redisUrl: c.REDIS_URL,
    logLevel: c.LOG_LEVEL,
    clientDir: c.CLIENT_DIR,
  };
}

/** Whether a DATABASE_URL points at PostgreSQL rather than a SQLite file. */
export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}
