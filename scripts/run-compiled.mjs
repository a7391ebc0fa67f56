// `node scripts/run-compiled.mjs scripts/bench-server.ts`: compiles a TypeScript program the way the
// server is compiled for production (scripts/build-server.mjs) into dist/run/ and runs it in this
// process. The benches run through it, so their figures are those of the code `npm start` runs.
import { basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildInto } from './build-server.mjs';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/run-compiled.mjs <program.ts>');
  process.exit(2);
}
const name = basename(source).replace(/\.ts$/, '');
await buildInto('dist/run', { [name]: source });
process.argv.splice(1, 1);
await import(pathToFileURL(`dist/run/${name}.js`).href);
