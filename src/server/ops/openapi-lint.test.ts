import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './openapi';

// The generated description is linted with Redocly's `recommended` rules on every test run. The
// CLI reads only the files written here: the rules are built in, nothing is fetched, telemetry and
// the update check are off, so the lint runs without a network.

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Problem = { ruleId: string; severity: 'error' | 'warn'; message: string };

async function lint(document: unknown): Promise<{ errors: number; warnings: number; problems: Problem[] }> {
  const file = join(dir, `api-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(document));
  const cli = join(process.cwd(), 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');
  const result = await run(
    process.execPath,
    [cli, 'lint', file, '--config', join(dir, 'redocly.yaml'), '--format=json'],
    {
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        NO_COLOR: '1',
      },
      timeout: 60_000,
    },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(result.stdout) as {
    totals: { errors: number; warnings: number };
    problems: Problem[];
  };
  return { ...report.totals, problems: report.problems };
}

// One dialect is enough: the description does not depend on the database.
describe.skipIf(process.env.TEST_DB === 'postgres')(
  'the OpenAPI description under Redocly',
  { timeout: 60_000 },
  () => {
    it('has no error under the recommended rules, and only the warning docs/api.md lists', async () => {
      const report = await lint(openApiDocument());
      expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(report.errors).toBe(0);
      // GET /api/health takes nothing and is not rate limited: it has no 4xx answer to list.
      expect(report.problems.map((p) => `${p.severity} ${p.ruleId}`)).toEqual([
        'warn operation-4xx-response',
      ]);
    });

    it('reports a broken description (the lint is live)', async () => {
      const document = openApiDocument() as {
        paths: Record<string, Record<string, { operationId: string }>>;
      };
      const login = document.paths['/api/student/login']?.post;
      const auth = document.paths['/api/student/auth']?.get;
      if (!login || !auth) throw new Error('the sign-in calls are described');
      auth.operationId = login.operationId;
      const report = await lint(document);
      expect(report.errors).toBeGreaterThan(0);
      expect(report.problems.map((p) => p.ruleId)).toContain('operation-operationId-unique');
    });
  },
);
