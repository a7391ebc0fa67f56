// `npm run lighthouse`: Lighthouse's mobile preset (simulated slow 4G, 4× slower CPU, a phone screen)
// on the sign-in screen, a student's dashboard and the homework player, against the production build
// served by the real server on a fresh SQLite database with the demo class. Prints the performance
// score of each screen against the goal of 95 and the figures behind it. Not a CI gate: the score
// moves with the machine's load; run it by hand on a quiet machine.
//
// Uses the system Chromium (CHROME_PATH, else /usr/bin/chromium). `--no-build` reuses dist/;
// LIGHTHOUSE_REPORTS=folder writes each screen's full report (JSON) there.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signIn, waitFor } from './server-process.mjs';

const root = new URL('..', import.meta.url).pathname;
const port = Number(process.env.LIGHTHOUSE_PORT ?? 5290);
const origin = `http://127.0.0.1:${port}`;
const goal = 95;
const student = { username: 'demomei', password: 'mei-demo-2025' };

if (!process.argv.includes('--no-build'))
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });

const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const env = {
  ...process.env,
  DATABASE_URL: join(dir, 'app.db'),
  TEACHER_PASSWORD: 'lighthouse-teacher-1',
  PORT: String(port),
  RATE_LIMIT_PER_MINUTE: '0',
  LOG_LEVEL: 'warn',
};
execFileSync('node', ['dist/server/seed-demo.js'], { cwd: root, env, stdio: 'ignore' });
const server = spawn('node', ['dist/server/main.js'], { cwd: root, env, stdio: 'ignore' });

async function openHomeworkId(cookie) {
  const list = await (await fetch(`${origin}/api/student/homework`, { headers: { cookie } })).json();
  const open = list.find((homework) => !homework.isCompleted && !homework.submission) ?? list[0];
  if (!open) throw new Error('The demo student has no homework.');
  return open.id;
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromePath)) throw new Error(`No Chromium at ${chromePath} (set CHROME_PATH).`);
let chrome;
try {
  const up = await waitFor(async () => {
    try {
      return (await fetch(`${origin}/api/health`)).ok;
    } catch {
      return false;
    }
  }, 10_000);
  if (!up) throw new Error('The server did not start.');
  const cookie = await signIn(origin, 'student', student.username, student.password);
  const screens = [
    { name: 'sign-in', url: `${origin}/`, cookie: null },
    { name: 'student dashboard', url: `${origin}/dashboard`, cookie },
    { name: 'homework player', url: `${origin}/homework/${await openHomeworkId(cookie)}`, cookie },
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  console.log('| screen | performance | FCP | LCP | TBT | speed index | CLS | goal ≥ 95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  let missed = 0;
  for (const screen of screens) {
    const result = await lighthouse(screen.url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      ...(screen.cookie ? { extraHeaders: { Cookie: screen.cookie } } : {}),
    });
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${screen.name.replaceAll(' ', '-')}.json`),
        JSON.stringify(lhr),
      );
    }
    const score = Math.round((lhr.categories.performance.score ?? 0) * 100);
    const shown = (id) => lhr.audits[id]?.displayValue ?? '?';
    if (score < goal) missed += 1;
    console.log(
      `| ${screen.name} | ${score} | ${shown('first-contentful-paint')} | ${shown('largest-contentful-paint')} | ${shown('total-blocking-time')} | ${shown('speed-index')} | ${shown('cumulative-layout-shift')} | ${score >= goal ? 'met' : 'MISSED'} |`,
    );
    if (lhr.finalDisplayedUrl !== screen.url) console.log(`  (ended on ${lhr.finalDisplayedUrl})`);
  }
  console.log(missed === 0 ? 'Every screen meets the goal.' : `${missed} screen(s) below ${goal}.`);
} finally {
  await chrome?.kill();
  server.kill();
  rmSync(dir, { recursive: true, force: true });
}
