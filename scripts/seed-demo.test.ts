import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'tutor-seed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run seed:demo', () => {
  it('works on an empty database: creates the first teacher, prints its password once, then the classroom', {
    timeout: 120_000,
  }, () => {
    const { TEACHER_PASSWORD: _password, TEACHER_USERNAME: _username, ...inherited } = process.env;
    const env = { ...inherited, DATABASE_URL: join(work, 'fresh.db'), PASSWORD_HASH_COST: 'test' };
    const first = spawnSync('npm', ['run', '--silent', 'seed:demo'], { cwd: root, env, encoding: 'utf8' });
    expect(first.stderr).not.toMatch(/No teacher yet/);
    expect(first.status).toBe(0);
    expect(first.stdout).toContain('First teacher account created');
    expect(first.stdout).toMatch(/Password: \S{12,}/);
    expect(first.stdout).toMatch(/Demo classroom for teacher "teacher": added [1-9]\d* students/);

    const again = spawnSync('npm', ['run', '--silent', 'seed:demo'], { cwd: root, env, encoding: 'utf8' });
    expect(again.status).toBe(0);
    expect(again.stdout).not.toContain('First teacher account created');
    expect(again.stdout).toContain('added 0 students');
  });
});
