import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors';

/** The methods an /api path may have; HEAD comes with every GET. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The path of a URL, without its query. */
function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * A method an /api path does not have answers 405 METHOD_NOT_ALLOWED with an `Allow` header naming
 * the methods it has, before the access and CSRF checks could refuse it as something else (a POST
 * without a token was a 403, a signed-out GET a 401): the caller learns the call itself is wrong.
 * A path no route has still answers 404. Registered before those checks, so its hook runs first.
 */
export const methodNotAllowedPlugin = fp(async (app: FastifyInstance) => {
  // A callback hook, not an async one: it runs before every request and almost always lets it
  // through at once, and an async hook costs every request a promise and a turn of the queue.
  app.addHook('onRequest', (request, _reply, done) => {
    // A request an /api route took is fine; only one that fell to the not-found handler (or to the
    // built client's catch-all GET) is looked at.
    if (request.routeOptions.url?.startsWith('/api')) return done();
    const path = pathOf(request.url);
    if (!path.startsWith('/api/')) return done();
    const allowed = METHODS.filter((method) => {
      if (method === request.method) return false;
      const route = app.findRoute({ method, url: path });
      // The client's catch-all GET (`/*`) is not an /api route.
      return route !== null && !(route.params && '*' in route.params);
    });
    if (allowed.length === 0) return done();
    done(
      new HttpError(
        'METHOD_NOT_ALLOWED',
        `${path} does not take ${request.method}; it takes ${allowed.join(', ')}`,
        {
          allow: allowed.join(', '),
        },
      ),
    );
  });
});
