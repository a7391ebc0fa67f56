import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, freePort, signIn, waitFor } from './server-process.mjs';

// WORKERS=2 as an operator runs it, on PostgreSQL and Redis: two server processes share the port and
// everything a request relies on (sessions, CSRF secret, rate limits), a crashed one is replaced,
// and SIGTERM stops them all. Needs TEST_DATABASE_URL (CI sets it) and Redis on REDIS_URL or
// 127.0.0.1:6379.

const root = join(import.meta.dirname, '..');
const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const work = mkdtempSync(join(tmpdir(), 'tutor-workers-'));
const database = `workers_${randomBytes(5).toString('hex')}`;

/** The process ids of a process's children. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe.skipIf(!adminUrl)('WORKERS=2 on PostgreSQL and Redis', () => {
  beforeAll(async () => {
    execFileSync('node', ['scripts/build-server.mjs'], { cwd: root, stdio: 'ignore' });
    await adminQuery(adminUrl as string, `create database ${database}`);
  }, 120_000);

  afterAll(async () => {
    await adminQuery(adminUrl as string, `drop database if exists ${database} with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it('serves one shared session from two processes, replaces a crashed one and stops on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const clientDir = join(work, 'client');
    mkdirSync(clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>test</title>');
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const url = new URL(adminUrl as string);
    url.pathname = `/${database}`;
    const server = spawn('node', ['dist/server/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        WORKERS: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        REDIS_URL: redisUrl,
        CLIENT_DIR: clientDir,
        TEACHER_USERNAME: 'teacher',
        TEACHER_PASSWORD: 'workers-test-password',
        LOG_LEVEL: 'warn',
        PASSWORD_HASH_COST: 'test',
      },
      stdio: 'ignore',
    });
    const pid = server.pid as number;
    const healthy = async () => {
      try {
        return (await fetch(`${origin}/api/health/live`)).ok;
      } catch {
        return false;
      }
    };
    try {
      expect(await waitFor(healthy, 60_000)).toBe(true);
      expect(await waitFor(() => childrenOf(pid).length === 2, 10_000)).toBe(true);

      // Sign in through one connection, then use the session on fresh connections, which the
      // primary hands to both processes in turn.
      const cookie = await signIn(origin, 'teacher', 'teacher', 'workers-test-password');
      const statuses = [];
      for (let i = 0; i < 10; i += 1) {
        const answer = await fetch(`${origin}/api/teacher/students`, {
          headers: { connection: 'close', cookie },
        });
        statuses.push(answer.status);
      }
      expect(statuses).toEqual(Array(10).fill(200));

      // A crashed process is replaced; the others keep answering meanwhile.
      const [victim] = childrenOf(pid);
      process.kill(victim as number, 'SIGKILL');
      expect(
        await waitFor(() => {
          const now = childrenOf(pid);
          return now.length === 2 && !now.includes(victim as number);
        }, 15_000),
      ).toBe(true);
      expect(await waitFor(healthy, 10_000)).toBe(true);

      server.kill('SIGTERM');
      expect(await exited(server)).toBe(0);
      expect(await healthy()).toBe(false);
    } finally {
      if (server.exitCode === null) server.kill('SIGKILL');
      for (const child of childrenOf(pid)) process.kill(child, 'SIGKILL');
    }
  });
});
