import { sessionCalls } from '#contract/api-calls';
import { route } from './declared-route';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { keepNewest } from '../cache/bounded-map';
import { memoEntries } from '../cache/read-layer';
import { getOrCreateSetting } from '../db/helpers';
import { HttpError } from './http-errors';
import { cookieIsSecure } from './session';

/** The per-browser random cookie the CSRF token is bound to. */
export const CSRF_COOKIE = 'csrf';
/** The request header that carries the token. */
export const CSRF_HEADER = 'x-csrf-token';
/** The methods that change state: each needs the CSRF token and sends a change notice. */
export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function sign(secret: string, binding: string, nonce: string): string {
  return createHmac('sha256', secret).update(`${binding}.${nonce}`).digest('base64url');
}

/** A new token for a browser's cookie: a random nonce and the signature of both. */
export function issueToken(secret: string, binding: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, binding, nonce)}`;
}

function tokenMatches(secret: string, binding: string, token: string): boolean {
  const [nonce, signature, extra] = token.split('.');
  if (!nonce || !signature || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The token check, remembering the pairs it accepted. A browser keeps one token for its whole visit
 * and sends it with every answer, so the same pair comes back every few seconds; signing it again
 * each time (a new HMAC object per call) was about 4 % of a check's CPU. A pair once valid stays
 * valid while the secret does (the secret is read once, at start), so remembering it changes no
 * answer: a pair gets in only by passing the full check, and a wrong token is checked in full every
 * time. The oldest pair is dropped first; a dropped one is simply checked in full again.
 */
export function tokenChecker(secret: string): (binding: string, token: string) => boolean {
  // By token, the cookie it was verified with (a token signs its cookie, so it has only one).
  const verified = new Map<string, string>();
  return (binding, token) => {
    if (verified.get(token) === binding) return true;
    if (!tokenMatches(secret, binding, token)) return false;
    keepNewest(verified, token, binding, memoEntries.verifiedCsrfTokens);
    return true;
  };
}

/**
 * Signed double-submit CSRF protection: GET /api/csrf-token answers a token signed (HMAC, with a
 * secret kept in the shared database) over a random httpOnly cookie; every unsafe /api call must
 * send it back in x-csrf-token. Any process can check it, with no shared memory.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  const secret = await getOrCreateSetting(app.db, 'csrf_secret', () => randomBytes(32).toString('base64url'));
  const tokenIsValid = tokenChecker(secret);

  route(app, sessionCalls.getCsrfToken, async (request: FastifyRequest, reply: FastifyReply) => {
    let binding = request.cookies[CSRF_COOKIE];
    if (!binding || binding.length < 32) {
      binding = randomBytes(32).toString('base64url');
      reply.setCookie(CSRF_COOKIE, binding, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: cookieIsSecure(request),
      });
    }
    reply.header('cache-control', 'no-store');
    return { token: issueToken(secret, binding) };
  });

  app.addHook('onRequest', (request, _reply, done) => {
    // Decided on the method alone: every state-changing call needs the token, whatever spelling of
    // the path reached the route (%61pi, //api, ...). No route outside /api changes anything.
    if (!UNSAFE_METHODS.has(request.method)) return done();
    const binding = request.cookies[CSRF_COOKIE];
    const token = request.headers[CSRF_HEADER];
    if (!binding || typeof token !== 'string' || !tokenIsValid(binding, token)) {
      return done(
        new HttpError('INVALID_CSRF_TOKEN', 'Invalid or missing CSRF token. Reload the page and try again.'),
      );
    }
    done();
  });
});
