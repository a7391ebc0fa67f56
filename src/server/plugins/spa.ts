import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorBody } from '#contract/errors';

/**
 * Files the server never hands out from the built app, whatever the spelling of their address:
 * dotfiles and dot-directories (an .env or .git copied into the folder by mistake) and source
 * maps (the client's original source; the development server of Vite serves its own when needed).
 */
export function isHiddenFile(urlPath: string): boolean {
  let path = urlPath.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /(^|[\\/])\./.test(path) || /\.map$/i.test(path);
}

const NOT_BUILT = 'The web app is not built yet. Run `npm run build`, then reload this page.';

/**
 * Serves the built SPA from `clientDir` (hashed assets cached for a year, index.html never; brotli
 * or gzip copies made at build time when the browser takes them),
 * with index.html for every other GET path. Unknown /api paths answer JSON 404 NOT_FOUND.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { clientDir: string }) => {
  const built = existsSync(join(options.clientDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: true,
      index: ['index.html'],
      // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent as they are.
      preCompressed: true,
      dotfiles: 'deny',
      allowedPath: (pathName, _root, request) => !isHiddenFile(pathName) && !isHiddenFile(request.url),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes(`${join('/', 'assets', '/')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path === '/api' ||
      path.startsWith('/api/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      const body: ErrorBody = { error: 'NOT_FOUND', message: `No API route ${request.method} ${path}` };
      return reply.status(404).type('application/json').send(body);
    }
    if (!built) return reply.type('text/plain; charset=utf-8').send(NOT_BUILT);
    if (isHiddenFile(request.url))
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    // A missing file (an old asset) is a real 404; any other path is a client route.
    if (extname(path) !== '') return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
});
