import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { ChangeBus } from '../cache/change-bus';
import { type Config, parseConfig } from '../config';
import type { UserType } from '../db/schema';
import { createMemoryRateLimitStore, type RateLimitStore } from '../plugins/rate-limit-store';
import { checkAnswer } from './answer-check';
import { createTestDatabase, type TestDatabase } from './test-database';

export { createStudent, createTeacher } from './fixtures';

/** An app on a fresh database; call `close()` in afterEach/afterAll. */
export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  rateLimitStore: RateLimitStore;
  close: () => Promise<void>;
};

/** A browser's cookies and its CSRF token. */
export type BrowserSession = { cookies: Record<string, string>; csrfToken: string };

/** Builds the app on a fresh database (TEST_DB=sqlite: temp file; postgres: fresh schema). */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    rateLimitStore?: RateLimitStore;
    clientDir?: string;
    /** Another app's database (a second server process on it); it is not removed on close. */
    database?: TestDatabase;
    changeBus?: ChangeBus;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const rateLimitStore = options.rateLimitStore ?? createMemoryRateLimitStore();
  // Every cached read is compared with the database: a write that forgot its change notice fails.
  const config = { ...parseConfig({}), cacheSelfCheck: true, ...options.config };
  const app = await buildApp({
    db: database.db,
    dialect: database.dialect,
    config,
    rateLimitStore,
    clientDir: options.clientDir ?? '/nonexistent-client-dir',
    ...(options.changeBus ? { changeBus: options.changeBus } : {}),
  });
  await app.ready();
  checkEveryAnswer(app);
  return {
    app,
    database,
    db: database.db,
    rateLimitStore,
    close: async () => {
      await app.close();
      await rateLimitStore.close();
      await app.caches.close();
      if (!options.database) await database.cleanup();
    },
  };
}

/**
 * Makes the app's `inject` check each answer against the API description (./answer-check.ts): a
 * test whose request gets an undocumented status or a body off its schema fails there.
 */
function checkEveryAnswer(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options?: unknown, callback?: unknown) => unknown;
  const checked = (options?: string | InjectOptions, callback?: unknown): unknown => {
    if (options === undefined || callback !== undefined) return inject(options, callback);
    return (inject(options) as Promise<LightMyRequestResponse>).then((response) => {
      checkAnswer(options, response);
      return response;
    });
  };
  Object.defineProperty(app, 'inject', { value: checked, configurable: true, writable: true });
}

function mergeCookies(session: BrowserSession, response: LightMyRequestResponse): void {
  for (const cookie of response.cookies) {
    const expired =
      cookie.value === '' ||
      (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
      (cookie.expires && cookie.expires.getTime() <= Date.now());
    if (expired) delete session.cookies[cookie.name];
    else session.cookies[cookie.name] = cookie.value;
  }
}

/** A signed-out browser: fetches GET /api/csrf-token and keeps the cookie it sets. */
export async function anonymousSession(app: FastifyInstance): Promise<BrowserSession> {
  const session: BrowserSession = { cookies: {}, csrfToken: '' };
  const response = await app.inject({ method: 'GET', url: '/api/csrf-token' });
  mergeCookies(session, response);
  session.csrfToken = (response.json() as { token: string }).token;
  return session;
}

/**
 * Sends a request as `session`: its cookies and x-csrf-token header (pass `csrf: false` to omit it).
 * Cookies the answer sets or clears are kept in the session.
 */
export async function injectAs(
  app: FastifyInstance,
  session: BrowserSession,
  options: InjectOptions & { csrf?: boolean },
): Promise<LightMyRequestResponse> {
  const { csrf = true, ...request } = options;
  const response = await app.inject({
    ...request,
    cookies: { ...session.cookies, ...(request.cookies ?? {}) },
    headers: { ...(csrf ? { 'x-csrf-token': session.csrfToken } : {}), ...(request.headers ?? {}) },
  });
  mergeCookies(session, response);
  return response;
}

/** Attempts a login and answers the raw response with the browser session (signed in on 200). */
export async function attemptLogin(
  app: FastifyInstance,
  role: UserType,
  username: string,
  password: string,
  rememberMe = false,
): Promise<{ response: LightMyRequestResponse; session: BrowserSession }> {
  const session = await anonymousSession(app);
  const response = await injectAs(app, session, {
    method: 'POST',
    url: `/api/${role}/login`,
    payload: { username, password, rememberMe },
  });
  return { response, session };
}

/** Signs in and answers the browser session (cookies + CSRF token); throws unless the login answers 200. */
export async function login(
  app: FastifyInstance,
  role: UserType,
  username: string,
  password: string,
  rememberMe = false,
): Promise<BrowserSession & { response: LightMyRequestResponse }> {
  const { response, session } = await attemptLogin(app, role, username, password, rememberMe);
  if (response.statusCode !== 200)
    throw new Error(`login as ${role} ${username} failed: ${response.statusCode} ${response.body}`);
  return { ...session, response };
}
