import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors';
import type { RateLimitStore } from './rate-limit-store';
import { signedIn } from './auth-guards';
import { hashToken, SESSION_COOKIE } from './session';

/** The default general limit: calls a minute per signed-in session, or per address when signed out. */
export const REQUEST_LIMIT = 1200;
const REQUEST_WINDOW_MS = 60 * 1000;
function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms > 60_000) return `${minutes} minutes`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 60 ? '1 minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function rateLimited(message: string, resetAt: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new HttpError('RATE_LIMITED', message, { 'retry-after': String(retryAfter) });
}

/**
 * The general limit, on every API route whatever spelling of its path was used (the route matched,
 * not the raw URL, decides): `limit` calls a minute per live session when the request carries one,
 * per address otherwise. A session cookie that is not a live session (made up, ended, expired)
 * counts against its address like no cookie at all, on every route, signed-out ones included, so
 * a fresh made-up cookie on each request gains nothing; signed-in traffic is never counted per
 * address, so a school's students behind one address are not throttled together. A limit of 0
 * turns it off.
 */
export const requestRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { store: RateLimitStore; limit: number }) => {
    if (options.limit <= 0) return;
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      // Static files of the web app are not limited; unknown paths are, like the API.
      const isApi = route === undefined || route.startsWith('/api/');
      if (!isApi || request.routeOptions.config.rateClass === 'unlimited') return;
      const token = request.cookies[SESSION_COOKIE];
      // The live-session lookup is the one the access check makes next (kept in memory).
      const live = token ? await signedIn(request) : null;
      const who = token && live ? `sid:${hashToken(token).slice(0, 32)}` : `ip:${request.ip}`;
      const mine = await options.store.hit(`req:${who}`, REQUEST_WINDOW_MS);
      if (mine.count > options.limit) {
        throw rateLimited(
          `Too many requests. Try again in ${waitText(mine.resetAt - Date.now())}.`,
          mine.resetAt,
        );
      }
    });
  },
);

/** Activity reports (opened, closed) one student may send about one homework or report in a window. */
export const STUDENT_ACTIVITY_LIMIT = 30;
/** The window of STUDENT_ACTIVITY_LIMIT: 10 minutes. */
export const STUDENT_ACTIVITY_WINDOW_MS = 10 * 60 * 1000;

/**
 * Counts one activity report of a student about one target (`homework:7`, `report:3`); 429 past
 * STUDENT_ACTIVITY_LIMIT in the window. Each report becomes a line of the teacher's activity feed,
 * so a student (or a script with her session) must not be able to bury the feed; opening and
 * closing the same homework fifteen times in ten minutes is far more than anyone reading it does.
 */
export async function limitStudentActivity(
  request: FastifyRequest,
  studentId: number,
  target: string,
): Promise<void> {
  const count = await request.server.rateLimitStore.hit(
    `activity:${studentId}:${target}`,
    STUDENT_ACTIVITY_WINDOW_MS,
  );
  if (count.count > STUDENT_ACTIVITY_LIMIT) {
    throw rateLimited(
      `Too many activity reports for this item. Try again in ${waitText(count.resetAt - Date.now())}.`,
      count.resetAt,
    );
  }
}
