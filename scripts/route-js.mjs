// `npm run size`: the JavaScript each screen loads, gzip, measured on a production build. Builds the
// web app with a manifest into a temporary folder, then for each screen (a lazily loaded page
// module) sums the entry's static imports and the page's own static imports, each file counted
// once. Prints the figures against the budgets; with --check it exits 1 when a budget is exceeded
// (`npm test` runs it so).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgets = {
  'features/auth/student-login-page.tsx': { name: 'sign-in', kb: 90 },
  'features/player/homework-player-page.tsx': { name: 'homework player', kb: 160 },
};
const budgetOf = (key) => Object.entries(budgets).find(([end]) => key.endsWith(end))?.[1];

// `npm test` keeps this build for its browser tests (ROUTE_JS_KEEP_BUILD names the folder), so a
// run builds the web app once; the manifest, which only this script reads, is removed from it.
const kept = process.env.ROUTE_JS_KEEP_BUILD;
const out = kept || mkdtempSync(join(tmpdir(), 'route-js-'));
try {
  execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', out, '--emptyOutDir'], { stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(join(out, '.vite', 'manifest.json'), 'utf8'));
  const gz = new Map();
  const sizeOf = (file) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(out, file)), { level: 9 }).length);
    return gz.get(file);
  };
  /** Every JS file a chunk loads before it runs: itself and its static imports, transitively. */
  const closure = (key, seen = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file)) return seen;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entryFiles = closure(entryKey);
  // A screen's module may sit in its own chunk or in a group chunk (vite.config.ts): the chunk that
  // holds it is the one whose source map lists it.
  const chunkOf = new Map();
  for (const [key, chunk] of Object.entries(manifest)) {
    const mapFile = join(out, `${chunk.file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    for (const source of map.sources) {
      const page = source.match(/features\/.*-page\.tsx$/)?.[0];
      if (page) chunkOf.set(page, key);
    }
  }
  const rows = [...chunkOf]
    .map(([page, key]) => {
      const files = closure(key, new Set(entryFiles));
      const kb = [...files].reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
      return { key: page, files: files.size, kb };
    })
    .sort((a, b) => b.kb - a.kb);
  let over = false;
  console.log('| screen | JS files | KB gzip | budget |');
  console.log('|---|---|---|---|');
  for (const row of rows) {
    const budget = budgetOf(row.key);
    const verdict = budget ? (row.kb <= budget.kb ? `${budget.kb} KB: met` : `${budget.kb} KB: missed`) : '';
    if (budget && row.kb > budget.kb) over = true;
    const page = row.key.replace(/^.*features\//, '');
    const name = budget ? `${budget.name} (${page})` : page;
    console.log(`| ${name} | ${row.files} | ${row.kb.toFixed(1)} | ${verdict} |`);
  }
  if (process.argv.includes('--check') && over) process.exitCode = 1;
} finally {
  rmSync(kept ? join(out, '.vite') : out, { recursive: true, force: true });
}
