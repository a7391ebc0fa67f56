import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ConfigError, checkInstanceRule, isPostgresUrl, parseConfig } from './config';
import { createStudent, createTeacher, createTestApp } from './test-support/test-app';

// scrypt (16 MB, deliberately slow) and fresh databases: allow for a machine busy with parallel test files.
vi.setConfig({ testTimeout: 20_000, hookTimeout: 20_000 });

describe('configuration (parsed once with zod; a bad value stops the process with a clear message)', () => {
  it('has the documented defaults', () => {
    expect(parseConfig({})).toEqual({
      port: 5000,
      host: '0.0.0.0',
      databaseUrl: './data/tutor.db',
      teacherUsername: undefined,
      teacherPassword: undefined,
      cookieSecure: false,
      trustProxy: false,
      rateLimitPerMinute: 1200,
      sessionIdleMinutes: 60,
      redisUrl: undefined,
      logLevel: 'info',
      workers: 1,
      singleInstance: false,
      cacheSelfCheck: false,
    });
  });

  it('reads every variable', () => {
    const config = parseConfig({
      PORT: '8080',
      COOKIE_SECURE: '1',
      TRUST_PROXY: '1',
      REDIS_URL: 'redis://127.0.0.1:6379',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, cookieSecure: true, trustProxy: 1, logLevel: 'warn' });
    expect(parseConfig({ RATE_LIMIT_PER_MINUTE: '0' }).rateLimitPerMinute).toBe(0);
  });

  it('trusts a proxy by hop count or by address, never every address', () => {
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(parseConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    for (const everything of ['true', 'yes', '*'])
      expect(() => parseConfig({ TRUST_PROXY: everything })).toThrow(/never "trust everything"/);
    expect(() => parseConfig({ TRUST_PROXY: 'proxy.example' })).toThrow(/not a hop count/);
  });

  it('names each bad variable', () => {
    expect(() => parseConfig({ PORT: 'abc', LOG_LEVEL: 'loud', COOKIE_SECURE: 'maybe' })).toThrow(
      ConfigError,
    );
    expect(() => parseConfig({ PORT: '70000', REDIS_URL: 'http://x' })).toThrow(
      /^Invalid configuration:\n {2}PORT: .*\n {2}REDIS_URL: REDIS_URL must start with redis:\/\//,
    );
  });

  it('takes a relative CLIENT_DIR from the folder the server starts in', () => {
    expect(parseConfig({ CLIENT_DIR: 'dist/client' }).clientDir).toBe(join(process.cwd(), 'dist/client'));
    expect(parseConfig({ CLIENT_DIR: '/srv/tutor/client' }).clientDir).toBe('/srv/tutor/client');
    expect(parseConfig({}).clientDir).toBeUndefined();
  });

  it('runs several processes only on PostgreSQL with Redis', () => {
    expect(parseConfig({}).workers).toBe(1);
    const shared = { DATABASE_URL: 'postgres://u@h/db', REDIS_URL: 'redis://127.0.0.1:6379' };
    expect(parseConfig({ ...shared, WORKERS: '4' }).workers).toBe(4);
    expect(() => parseConfig({ WORKERS: '2' })).toThrow(/WORKERS: more than one process needs a PostgreSQL/);
    expect(() => parseConfig({ DATABASE_URL: shared.DATABASE_URL, WORKERS: '2' })).toThrow(ConfigError);
    expect(() => parseConfig({ ...shared, WORKERS: '0' })).toThrow(/WORKERS/);
  });

  it('refuses PostgreSQL without REDIS_URL unless SINGLE_INSTANCE=1 says this is the only instance', () => {
    const postgres = { DATABASE_URL: 'postgres://u@h/db' };
    const check = (env: Record<string, string>) => () => checkInstanceRule(parseConfig(env));
    expect(check(postgres)).toThrow(/REDIS_URL: PostgreSQL needs a REDIS_URL .* or SINGLE_INSTANCE=1/);
    expect(check({ ...postgres, SINGLE_INSTANCE: '0' })).toThrow(ConfigError);
    expect(check({ ...postgres, SINGLE_INSTANCE: '1' })).not.toThrow();
    expect(check({ ...postgres, REDIS_URL: 'redis://127.0.0.1:6379' })).not.toThrow();
    // A SQLite file is one instance's by nature; the command-line tools (backup) only parse.
    expect(check({ DATABASE_URL: './data/x.db' })).not.toThrow();
    expect(parseConfig(postgres).databaseUrl).toBe(postgres.DATABASE_URL);
  });

  it('recognises PostgreSQL URLs', () => {
    expect(isPostgresUrl('postgres://u@h/db')).toBe(true);
    expect(isPostgresUrl('postgresql://u@h/db')).toBe(true);
    expect(isPostgresUrl('./data/tutor.db')).toBe(false);
  });
});

describe('Secure cookies', () => {
  it('are Secure when COOKIE_SECURE=1', async () => {
    const t = await createTestApp({ config: { cookieSecure: true } });
    try {
      const teacher = await createTeacher(t.db);
      await createStudent(t.db, teacher.id);
      const csrf = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(csrf.cookies.find((c) => c.name === 'csrf')?.secure).toBe(true);
      expect(String(csrf.headers['strict-transport-security'])).toContain('max-age=');
    } finally {
      await t.close();
    }
  });

  it('are Secure behind TRUST_PROXY when the proxy says the request came over HTTPS', async () => {
    const t = await createTestApp({ config: { trustProxy: 1 } });
    try {
      const viaHttps = await t.app.inject({
        method: 'GET',
        url: '/api/csrf-token',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaHttps.cookies.find((c) => c.name === 'csrf')?.secure).toBe(true);
      const viaHttp = await t.app.inject({ method: 'GET', url: '/api/csrf-token' });
      expect(viaHttp.cookies.find((c) => c.name === 'csrf')?.secure).toBeFalsy();
    } finally {
      await t.close();
    }
  });
});
