import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitFor } from './server-process.mjs';

// `npm start` as a process manager runs it: started, then stopped with SIGTERM sent to npm's own
// process (not the server's). Nothing may be left listening.

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'tutor-start-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
}

describe('npm start', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops everything on ${signal} to npm's process: the port is free within 10 s`, {
      timeout: 120_000,
    }, async () => {
      // A stand-in web app, so the test does not spend a minute building the real one.
      const clientDir = join(work, `client-${signal}`);
      mkdirSync(clientDir, { recursive: true });
      writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>test</title>');
      const port = await freePort();
      const npm = spawn('npm', ['start'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: join(work, `${signal}.db`),
          CLIENT_DIR: clientDir,
          TEACHER_PASSWORD: 'start-test-password',
          LOG_LEVEL: 'warn',
          PASSWORD_HASH_COST: 'test',
        },
        stdio: 'ignore',
      });
      try {
        const up = await waitFor(async () => {
          try {
            return (await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok;
          } catch {
            return false;
          }
        }, 90_000);
        expect(up).toBe(true);
        npm.kill(signal);
        const freed = await waitFor(async () => !(await listening(port)), 10_000);
        expect(freed).toBe(true);
        await exited(npm);
      } finally {
        if (npm.exitCode === null) npm.kill('SIGKILL');
      }
    });
  }
});
