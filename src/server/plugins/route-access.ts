import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireStudent, requireTeacher } from './auth-guards';

/**
 * Who may call a route: anyone ('anonymous': sign-in, tokens, health), a signed-in student who is
 * not frozen, or a signed-in teacher. Every route takes it from its catalogue entry
 * (src/contract/api-calls*.ts) through `route` (./declared-route.ts); the server refuses to start
 * when an /api route was registered another way, so a new route can never be open by accident.
 * State-changing methods (POST, PUT, PATCH, DELETE) always need the CSRF token (plugins/csrf.ts),
 * whatever the access.
 */
export type Access = 'anonymous' | 'student' | 'teacher';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * A student who must replace a temporary password may call this route anyway (who am I,
     * change password); every other student route answers 403 PASSWORD_CHANGE_REQUIRED until then.
     */
    beforePasswordChange?: boolean;
  }
  interface FastifyInstance {
    /** The /api routes registered, each with the access it declared. */
    apiRoutes: () => ApiRoute[];
  }
}

/** One registered /api route. */
export type ApiRoute = { method: string; url: string; access: Access | undefined };

function isApi(url: string): boolean {
  return url.startsWith('/api/') || url === '/api';
}

/**
 * Checks who is calling on request, before the body is read, from the access of the route that
 * matched (never from the URL's spelling): 401 without a live session, 403 for the other role,
 * 403 ACCOUNT_FROZEN for a frozen student.
 */
export const routeAccessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('apiRoutes', () =>
    routes
      .filter((route) => isApi(route.url))
      .flatMap((route) =>
        [route.method]
          .flat()
          .filter((method) => method !== 'HEAD')
          .map((method) => ({ method, url: route.url, access: route.config?.access })),
      ),
  );
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => isApi(route.url) && !route.config?.declared);
    const open = app.apiRoutes().filter((route) => route.access === undefined);
    if (undeclared.length > 0 || open.length > 0) {
      throw new Error(
        `Routes not made from their catalogue entry with route() (plugins/declared-route.ts): ${[...undeclared, ...open].map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });
  // A callback hook: a route open to anyone passes at once, without the promise and the turn of
  // the queue an async hook costs every request.
  app.addHook('onRequest', (request, reply, done) => {
    const access = request.routeOptions.config.access;
    const guard = access === 'student' ? requireStudent : access === 'teacher' ? requireTeacher : null;
    if (!guard) return done();
    guard(request, reply).then(() => done(), done);
  });
});
