// Compiles the server and the command-line tools into dist/server with esbuild: one ES module per
// entry, the project's own code bundled (so `#domain/*` and friends need no loader at run time),
// packages from node_modules left as imports. `npm start` runs the result with plain `node`.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/** The programs that are run directly: the server and the command-line tools. */
export const serverEntries = {
  main: 'src/server/main.ts',
  'seed-demo': 'src/cli/seed-demo.ts',
  'create-teacher': 'src/cli/create-teacher.ts',
  backup: 'src/cli/backup-command.ts',
};

/**
 * Builds dist/server; answers the files written. Each file is written beside its place and then
 * renamed over it, so a server or a test starting meanwhile never reads half a file, even when two
 * builds run at once.
 */
export async function buildServer() {
  return buildInto('dist/server', serverEntries);
}

/**
 * Compiles `entries` (name → source) into `outdir` exactly as the server is compiled: the benches
 * use it to measure the code `npm start` runs (tsx wraps every function it compiles to keep its
 * name, and under it even a bare Fastify route answered a quarter slower here).
 */
export async function buildInto(outdir, entries) {
  const result = await build({
    write: false,
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
  });
  for (const file of result.outputFiles) {
    mkdirSync(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return Object.keys(result.metafile.outputs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = await buildServer();
  console.log(`Built ${files.filter((f) => f.endsWith('.js')).join(', ')}`);
}
