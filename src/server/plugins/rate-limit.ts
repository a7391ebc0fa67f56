import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors';
import type { RateLimitStore } from './rate-limit-store';
import { SESSION_COOKIE } from './session';

/** Failed sign-ins allowed per account in one window, from anywhere. */
export const LOGIN_ACCOUNT_LIMIT = 10;
/** Failed sign-ins allowed per account from one address in one window. */
export const LOGIN_ACCOUNT_IP_LIMIT = 5;
/**
 * Failed sign-ins allowed per address across all accounts: high, because a whole school signs in
 * from one address and one student's typos must never lock out the classroom.
 */
export const LOGIN_IP_LIMIT = 100;
/** The failed sign-in window: 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** The default general limit: calls a minute per signed-in session, or per address when signed out. */
export const REQUEST_LIMIT = 1200;
const REQUEST_WINDOW_MS = 60 * 1000;
// Requests from one address whose session cookie turned out not to be a live session are counted
// too, against the same per-minute limit as signed-out calls from that address. Counting these
// (and never the signed-in traffic) stops made-up cookies from dodging the limit without
// throttling a school's many signed-in students behind one address; the browser of a student
// whose session ended is told to drop the cookie, so it does not keep adding to the count.

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

function accountKey(role: string, username: string): string {
  return `${role}:${username.trim().toLowerCase()}`;
}

/**
 * Counts a sign-in attempt BEFORE its password is checked, so parallel guesses cannot all slip in
 * between a check and a count: 429 once the account (from anywhere) or the account from this
 * address is over its limit, or this address has failed too often across accounts. A good password
 * gives the attempt back (clearLoginFailures).
 */
export async function reserveLoginAttempt(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<void> {
  const store = request.server.rateLimitStore;
  const account = accountKey(role, username);
  const [perAccount, perAccountIp, perIp] = await Promise.all([
    store.hit(`login:account:${account}`, LOGIN_FAILURE_WINDOW_MS),
    store.hit(`login:account-ip:${account}:${request.ip}`, LOGIN_FAILURE_WINDOW_MS),
    store.peek(`login:ip:${request.ip}`),
  ]);
  const over = [
    perAccount.count > LOGIN_ACCOUNT_LIMIT ? perAccount : null,
    perAccountIp.count > LOGIN_ACCOUNT_IP_LIMIT ? perAccountIp : null,
    perIp && perIp.count >= LOGIN_IP_LIMIT ? perIp : null,
  ].filter((c) => c !== null);
  if (over.length === 0) return;
  const resetAt = Math.max(...over.map((c) => c.resetAt));
  throw rateLimited(
    `Too many failed sign-in attempts. Try again in ${waitText(resetAt - Date.now())}.`,
    resetAt,
  );
}

/** Counts a failed sign-in against the address (the account's counts were taken up front). */
export async function recordLoginFailure(request: FastifyRequest): Promise<void> {
  await request.server.rateLimitStore.hit(`login:ip:${request.ip}`, LOGIN_FAILURE_WINDOW_MS);
}

/** After a good sign-in the account's counts start again (the address's failures stay). */
export async function clearLoginFailures(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<void> {
  const store = request.server.rateLimitStore;
  const account = accountKey(role, username);
  await Promise.all([
    store.reset(`login:account:${account}`),
    store.reset(`login:account-ip:${account}:${request.ip}`),
  ]);
}

/** Counts a request whose session cookie was not a live session. */
export async function recordBadSession(request: FastifyRequest): Promise<void> {
  await request.server.rateLimitStore.hit(`bad-session:${request.ip}`, REQUEST_WINDOW_MS);
}

/**
 * The general limit, on every API route whatever spelling of its path was used (the route matched,
 * not the raw URL, decides): `limit` calls a minute per session cookie when one is sent, per address
 * otherwise. Signed-in traffic is never counted per address; an address sending many cookies that
 * are not live sessions is stopped instead. A limit of 0 turns it off.
 */
export const requestRateLimitPlugin = fp(
  async (app: FastifyInstance, options: { store: RateLimitStore; limit: number }) => {
    if (options.limit <= 0) return;
    app.addHook('onRequest', async (request) => {
      const route = request.routeOptions.url;
      // Static files of the web app are not limited; unknown paths are, like the API.
      const isApi = route === undefined || route.startsWith('/api/');
      if (!isApi || route === '/api/health') return;
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        const bad = await options.store.peek(`bad-session:${request.ip}`);
        if (bad && bad.count >= options.limit) {
          throw rateLimited(
            `Too many requests. Try again in ${waitText(bad.resetAt - Date.now())}.`,
            bad.resetAt,
          );
        }
      }
      const who = token
        ? `sid:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
        : `ip:${request.ip}`;
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
