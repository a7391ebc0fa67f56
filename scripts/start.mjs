// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then runs the compiled server in this same process (no child process: a SIGTERM from a
// process manager reaches the server itself, which finishes requests in flight and exits).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';
import { precompress } from './precompress.mjs';

const root = new URL('..', import.meta.url).pathname;
const clientDir = resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const serverMain = join(root, 'dist/server/main.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function staleAgainst(file, folders) {
  return (
    !existsSync(file) || Math.max(...folders.map((d) => newestMtime(join(root, d)))) > statSync(file).mtimeMs
  );
}

if (staleAgainst(join(clientDir, 'index.html'), ['src/client', 'src/domain', 'src/contract'])) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', clientDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  precompress(clientDir);
}

if (staleAgainst(serverMain, ['src/server', 'src/domain', 'src/contract', 'src/cli'])) {
  console.log('Building the server…');
  await buildServer();
}

process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(serverMain).href);
