import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Dialect } from './db/dialect';
import type { Database } from './db/schema';
import { authRoutes } from './modules/auth';
import { insightRoutes } from './modules/insight';
import { teacherRoutes } from './modules/teacher';
import { studentRoutes } from './modules/student';
import { healthRoutes } from './ops/health';
import { metricsPlugin } from './ops/metrics';
import { openApiRoutes } from './ops/openapi';
import { type ChangeBus, createLocalChangeBus } from './cache/change-bus';
import { ReadCaches } from './cache/read-caches';
import { changeNoticesPlugin } from './plugins/change-notices';
import { compressionPlugin } from './plugins/compression';
import { csrfPlugin } from './plugins/csrf';
import { methodNotAllowedPlugin } from './plugins/method-not-allowed';
import { routeAccessPlugin } from './plugins/route-access';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestRateLimitPlugin } from './plugins/rate-limit';
import type { RateLimitStore } from './plugins/rate-limit-store';
import { securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers';
import { spaPlugin } from './plugins/spa';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (Kysely, camelCase). */
    db: Kysely<Database>;
    /** 'sqlite' or 'postgres'. */
    dialect: Dialect;
    /** Parsed configuration. */
    config: Config;
    /** Shared rate-limit counters (memory or Redis). */
    rateLimitStore: RateLimitStore;
    /** Reads kept between calls and the notices that drop them. */
    caches: ReadCaches;
  }
}

/** What the app is built from; tests pass their own database and store. */
export type AppDependencies = {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Config;
  rateLimitStore: RateLimitStore;
  /** How change notices reach every process; default this process only. */
  changeBus?: ChangeBus;
  /** The read caches, when the caller sets them up itself (the bench). */
  caches?: ReadCaches;
  logger?: FastifyServerOptions['logger'];
  /** The built SPA; default dist/client at the project root. */
  clientDir?: string;
};

/**
 * How many new connections may wait to be accepted (the kernel caps it at net.core.somaxconn). Node's
 * default of 511 overflowed when a school's students all connected within seconds: the dropped
 * connection attempts were retried by the clients one, three, seven seconds later.
 */
export const LISTEN_BACKLOG = 4096;

/** The default request body limit (1 MB); a route may raise it with its own `bodyLimit`. */
export const BODY_LIMIT = 1024 * 1024;

/**
 * The API's areas, each a Fastify plugin mounted under '/api'. Each of their routes is made from its
 * catalogue entry (src/contract/api-calls*.ts) with `route` (./plugins/declared-route.ts), which
 * gives it its access; an /api route registered any other way stops the server at start.
 */
const areaModules: FastifyPluginAsync[] = [authRoutes, studentRoutes, teacherRoutes, insightRoutes];

/**
 * The project's folder: the nearest folder above this module holding package.json. The same code
 * runs from src/server (tests, `npm run dev`) and compiled from dist/server (`npm start`).
 */
function projectRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

/** TRUST_PROXY as Fastify takes it: a hop count believes that many proxies nearest to us. */
function trustProxyOption(
  trust: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_address, hop) => hop < trust;
  return trust;
}

/** Builds the Fastify app from its dependencies; it never listens (main.ts does). */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const headersFor = securityHeadersFor(deps.config.cookieSecure);
  const app = Fastify({
    logger: deps.logger ?? false,
    // Each request is logged in one line by ops/request-log.ts, not Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: trustProxyOption(deps.config.trustProxy),
    bodyLimit: BODY_LIMIT,
    // A request Fastify cannot route (a malformed address such as /api/x/%E0%A4%A) is refused before
    // any hook runs: answer it as every other refusal, with the same headers and error shape.
    frameworkErrors: (error, request, frameworkReply) => {
      (frameworkReply as FastifyReply)
        .headers(headersFor(request.url))
        .code(400)
        .send({ error: 'BAD_REQUEST', message: `This address is not valid: ${error.message}` });
    },
  });
  app.decorate('db', deps.db);
  app.decorate('dialect', deps.dialect);
  app.decorate('config', deps.config);
  app.decorate('rateLimitStore', deps.rateLimitStore);
  app.decorate(
    'caches',
    deps.caches ?? new ReadCaches(deps.changeBus ?? createLocalChangeBus(), deps.config.cacheSelfCheck),
  );
  app.decorateRequest('student', null);
  app.decorateRequest('teacher', null);

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin, { headersFor });
  await app.register(cookie);
  await app.register(compressionPlugin);
  await app.register(requestRateLimitPlugin, {
    store: deps.rateLimitStore,
    limit: deps.config.rateLimitPerMinute,
  });
  await app.register(methodNotAllowedPlugin);
  await app.register(routeAccessPlugin);
  await app.register(csrfPlugin);
  await app.register(changeNoticesPlugin);

  await app.register(healthRoutes);
  await app.register(openApiRoutes);
  await app.register(metricsPlugin, { token: deps.config.metricsToken });

  for (const area of areaModules) await app.register(area, { prefix: '/api' });

  await app.register(spaPlugin, {
    clientDir: deps.clientDir ?? resolve(projectRoot(), 'dist/client'),
  });
  return app;
}
