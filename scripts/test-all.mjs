// `npm test`: every suite (Vitest projects, then Playwright in Chromium), ending with one line
// "N passed, N failed" counted over all of them. Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

let passed = 0;
let failed = 0;
let exitCode = 0;
// The names of what failed, printed again at the very end: CI keeps only the tail of the output,
// and a failure scrolled away among a thousand passing lines cannot be found afterwards.
const failures = [];

const colours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

function firstLine(text) {
  return String(text ?? '').replace(colours, '').split('\n')[0].slice(0, 300);
}

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) exitCode = 1;
  return result.status;
}

// Vitest: unit, API (SQLite, and PostgreSQL when TEST_DATABASE_URL is set), client components.
const vitestJson = join(out, 'vitest.json');
run('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  // A file that fails to load has no failed test of its own: count it once.
  if ((report.numFailedTests ?? 0) === 0) failed += report.numFailedTestSuites ?? 0;
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(root) ? file.name.slice(root.length) : file.name;
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) {
      failures.push(`vitest ${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      failures.push(`vitest ${where}: ${firstLine(file.message)}`);
    }
  }
} else {
  failed += 1;
}

// The JavaScript budgets: a production build, the gzip size each screen loads, against the sign-in
// and player budgets (scripts/route-js.mjs). One check, passed or failed.
// The build is kept for the browser tests below, which then need not build the app again.
const clientBuild = mkdtempSync(join(tmpdir(), 'tutor-client-'));
if (
  run('JavaScript budgets', 'node', ['scripts/route-js.mjs', '--check'], {
    ROUTE_JS_KEEP_BUILD: clientBuild,
  }) === 0
)
  passed += 1;
else failed += 1;
const built = existsSync(join(clientBuild, 'index.html'))
  ? { E2E_CLIENT_DIR: clientBuild, E2E_CLIENT_BUILT: '1' }
  : {};

// No English left behind (issue 32): the converted parts of the client show only catalogue texts,
// every message in the code is in the catalogues, and every message has its Chinese text
// (scripts/check-i18n.mjs). One check, passed or failed.
if (run('translations', 'node', ['scripts/check-i18n.mjs']) === 0) passed += 1;
else failed += 1;

// The server's rooms (scripts/check-rooms.mjs): each floor imports only the floors beneath it, the
// modules one another only through their entries and without a loop, and no production file
// imports test support. One check, passed or failed.
if (run('server rooms', 'node', ['scripts/check-rooms.mjs']) === 0) passed += 1;
else failed += 1;

// Playwright: browser tests on the system Chromium.
if (process.env.SKIP_E2E !== '1') {
  const pwJson = join(out, 'playwright.json');
  run('playwright', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, ...built });
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, 'utf8'));
    passed += report.stats?.expected ?? 0;
    failed += report.stats?.unexpected ?? 0;
    // Errors outside any test (a broken config or global setup) count as failures too.
    failed += (report.errors ?? []).length;
    for (const error of report.errors ?? []) failures.push(`playwright: ${firstLine(error.message)}`);
    collectPlaywrightFailures(report.suites ?? [], []);
  } else {
    failed += 1;
  }
}

rmSync(clientBuild, { recursive: true, force: true });

// A Playwright test counts as failed when its last try was not what it expected.
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        failures.push(
          `playwright [${test.projectName}] ${[...path, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    collectPlaywrightFailures(suite.suites ?? [], path);
  }
}

if (failures.length > 0) {
  console.log('\nFailed:');
  for (const line of failures) console.log(`  ${line}`);
}

if (failed > 0) exitCode = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode);
