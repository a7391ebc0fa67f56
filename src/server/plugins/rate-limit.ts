import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-errors';
import type { RateLimitStore } from './rate-limit-store';
import { SESSION_COOKIE } from './session';

/** Failed sign-ins allowed per IP and per username in one window. */
export const LOGIN_FAILURE_LIMIT = 10;
/** The failed sign-in window: 15 minutes. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** Requests allowed per session (or per IP when signed out) per minute on the rest of the API. */
export const REQUEST_LIMIT = 1200;
const REQUEST_WINDOW_MS = 60 * 1000;
// A backstop per IP, so made-up session cookies cannot dodge the limit; high because a school may share one IP.
const IP_REQUEST_LIMIT = REQUEST_LIMIT * 5;

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

function loginKeys(request: FastifyRequest, role: string, username: string): string[] {
  return [`login-fail:ip:${request.ip}`, `login-fail:user:${role}:${username.trim().toLowerCase()}`];
}

/** Throws 429 RATE_LIMITED when the IP or the username has had too many failed sign-ins recently. */
export async function assertLoginAllowed(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<void> {
  const store = request.server.rateLimitStore;
  const counts = await Promise.all(loginKeys(request, role, username).map((key) => store.peek(key)));
  const blocked = counts.filter((c) => c !== null && c.count >= LOGIN_FAILURE_LIMIT);
  if (blocked.length === 0) return;
  const resetAt = Math.max(...blocked.map((c) => c!.resetAt));
  throw rateLimited(
    `Too many failed sign-in attempts. Try again in ${waitText(resetAt - Date.now())}.`,
    resetAt,
  );
}

/** Counts one failed sign-in against the IP and the username. */
export async function recordLoginFailure(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<void> {
  const store = request.server.rateLimitStore;
  await Promise.all(loginKeys(request, role, username).map((key) => store.hit(key, LOGIN_FAILURE_WINDOW_MS)));
}

/** Clears the username's failures after a good sign-in (the IP's count stays). */
export async function clearLoginFailures(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<void> {
  const [, userKey] = loginKeys(request, role, username);
  if (userKey) await request.server.rateLimitStore.reset(userKey);
}

/** The general limit: REQUEST_LIMIT calls a minute per session, or per IP when signed out. */
export const requestRateLimitPlugin = fp(async (app: FastifyInstance, options: { store: RateLimitStore }) => {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url === '/api/health') return;
    const token = request.cookies[SESSION_COOKIE];
    const who = token
      ? `sid:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`
      : `ip:${request.ip}`;
    const [mine, network] = await Promise.all([
      options.store.hit(`req:${who}`, REQUEST_WINDOW_MS),
      token ? options.store.hit(`req-ip:${request.ip}`, REQUEST_WINDOW_MS) : null,
    ]);
    const over =
      mine.count > REQUEST_LIMIT ? mine : network && network.count > IP_REQUEST_LIMIT ? network : null;
    if (over) {
      throw rateLimited(
        `Too many requests. Try again in ${waitText(over.resetAt - Date.now())}.`,
        over.resetAt,
      );
    }
  });
});
