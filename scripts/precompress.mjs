// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the built web app, so the
// server sends them as they are (@fastify/static preCompressed) instead of compressing the same
// files on every request, or not at all. Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Source maps are left out: the server never sends them (src/server/plugins/spa.ts hides every
// .map), and brotli at its best quality on their 5 MB was most of this script's time.
const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Compresses every text file over 1 KB in `dir`; answers how many files were compressed. */
export function precompress(dir) {
  let count = 0;
  for (const path of files(dir)) {
    if (!compressible.has(extname(path)) || statSync(path).size < 1024) continue;
    const data = readFileSync(path);
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] ?? process.env.CLIENT_DIR ?? 'dist/client');
  console.log(`Precompressed ${precompress(dir)} files in ${dir}`);
}
