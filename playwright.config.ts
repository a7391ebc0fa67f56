import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Port of the server the browser tests start (E2E_PORT overrides it, e.g. to run two suites at once). */
const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;

// One fresh SQLite file per run. The runner sets it once; its workers inherit the same value through
// the environment, so tests/e2e/support can open the same file when they need to.
if (!process.env.E2E_DATABASE_PATH) {
  const path = join(tmpdir(), `tutor-e2e-${process.pid}-${Date.now()}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
  process.env.E2E_DATABASE_PATH = path;
}
const databasePath = process.env.E2E_DATABASE_PATH;

// Each run builds the web app into its own folder, so two suites never serve each other's half-built files.
process.env.E2E_CLIENT_DIR ??= join(tmpdir(), `tutor-e2e-client-${process.pid}-${Date.now()}`);
const clientDir = process.env.E2E_CLIENT_DIR;

/** The teacher the server creates on its empty database (tests/e2e/support/users.ts signs in with it). */
process.env.E2E_TEACHER_USERNAME ??= 'e2e-teacher';
process.env.E2E_TEACHER_PASSWORD ??= 'e2e-teacher-password-1';

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: jsonOutput ? [['list'], ['json', { outputFile: jsonOutput }]] : [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace (every action, DOM snapshots, network, console) and a screenshot.
    // The trace's own screencast is off: grabbing and encoding frames all through every test, passed
    // or not, took more CPU than the tests themselves on two cores (a sample of 13 tests: 48 s of
    // CPU and 81 s wall without it, 87 s and 134 s with it), and slowed tests into their timeouts.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      // Specs that open phone-sized browsers of their own (390 px, a locale of their choosing) would
      // only repeat themselves here: they run once, on the phone project.
      testIgnore: ['**/language.spec.ts', '**/teacher-language.spec.ts'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      // Flows whose screens the phone shows exactly as the desktop does, run once (on the desktop):
      // each of their screens is still scanned at 390 and 320 px by the reflow and accessibility specs.
      // The tutor's flows below also have their main screens played on a phone by
      // teacher-language.spec.ts (the manager, the gradebook), and the student's player by player,
      // student, keyboard and language.spec.ts. Writing homework through the form, trying it as a
      // student and the tutor's whole journey stay on the phone too: a tutor does them between
      // lessons on one.
      testIgnore: [
        '**/manager.spec.ts',
        '**/gradebook.spec.ts',
        '**/class-at-once.spec.ts',
        '**/json-errors.spec.ts',
        '**/item-analysis.spec.ts',
        '**/class-overview.spec.ts',
        '**/progress-history.spec.ts',
        '**/edit-student.spec.ts',
        '**/unassign.spec.ts',
        '**/security.spec.ts',
        '**/player-tabs.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: false,
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it.
    // `npm test` hands over the web app its JavaScript budgets check has just built (E2E_CLIENT_BUILT=1
    // with E2E_CLIENT_DIR), so a run builds it once.
    command: `${process.env.E2E_CLIENT_BUILT === '1' ? '' : `npx vite build --logLevel warn --outDir ${clientDir} --emptyOutDir && `}node scripts/precompress.mjs ${clientDir} && node scripts/build-server.mjs && node dist/server/main.js`,
    url: `${baseURL}/api/health`,
    // Never reuse by default: another suite's server on the port would answer with another database.
    // E2E_REUSE_SERVER=1 reuses a server you started yourself with the same settings.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1' && !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      CLIENT_DIR: clientDir,
      HOST: '127.0.0.1',
      DATABASE_URL: databasePath,
      TEACHER_USERNAME: process.env.E2E_TEACHER_USERNAME,
      TEACHER_PASSWORD: process.env.E2E_TEACHER_PASSWORD,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Cheap password hashing for the many sign-ins of the suite (src/server/modules/auth/password.ts).
      PASSWORD_HASH_COST: 'test',
      // Every cached read is compared with the database: a write that forgot its change notice fails.
      CACHE_SELF_CHECK: '1',
    },
  },
});
