import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { getOrCreateSetting } from '../db/helpers';
import { HttpError } from './http-errors';
import { cookieIsSecure } from './session';

/*
 * Sign-in limits, built so that guessing is slow for an attacker while the rightful owner can
 * always get in (the threat: someone tries passwords for a predictable username such as `teacher`
 * or a student's name-based one, from one address, from many, or from the classroom's own NAT
 * address; and the same someone tries to lock the owner out by failing on purpose).
 *
 * - Per account and address (or per account and known browser): 5 free attempts, then one attempt
 *   at a time with a growing wait: 30 s, 1 min, 2 min, ... at most 15 min. Only that pair waits:
 *   the owner at another address, or on a browser that signed in before, is not touched.
 * - Per account, from anywhere except known browsers: past 10 failures in 15 minutes each attempt
 *   is answered more slowly (0.5 s more per failure, at most 5 s), never refused, so failures
 *   from elsewhere cannot keep the owner out.
 * - A browser that signed in to the account before carries a signed device cookie for it; its
 *   attempts are counted on their own (a stolen cookie still only gets the 5 + growing waits).
 * - A good sign-in clears that address's (and that browser's) failures for the account.
 * - Per address: 100 failures for usernames that do not exist in 15 minutes stop further sign-ins
 *   from that address for the rest of the window, except from known browsers. Failures for real
 *   accounts never count here, so students mistyping their own passwords never lock the classroom.
 *
 * Every attempt is counted before its password is checked, so parallel guesses cannot slip in
 * between a check and a count. Keys carry a fixed-length hash of the username, never the name.
 */

/** Attempts per account and address (or known browser) before the waits begin. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** The first wait once the free attempts are used; each later one doubles. */
export const LOGIN_FIRST_WAIT_MS = 30 * 1000;
/** The longest wait between attempts for one account from one address. */
export const LOGIN_MAX_WAIT_MS = 15 * 60 * 1000;
/** How long the failures of one account and address are remembered (their waits keep growing). */
export const LOGIN_PAIR_WINDOW_MS = 60 * 60 * 1000;
/** Failures per account, from anywhere but known browsers, before sign-ins are slowed. */
export const LOGIN_ACCOUNT_SLOW_AFTER = 10;
/** Added per failure past LOGIN_ACCOUNT_SLOW_AFTER, and the most a sign-in is slowed. */
export const LOGIN_ACCOUNT_STEP_MS = 500;
export const LOGIN_ACCOUNT_MAX_DELAY_MS = 5000;
/** Failures for unknown usernames from one address before it is refused (known browsers excepted). */
export const LOGIN_IP_LIMIT = 100;
/** The window of the per-account and per-address counts. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
/** How long a browser stays known to an account after its last good sign-in. */
export const DEVICE_COOKIE_DAYS = 180;

/** A username as the limits key it: role and a 128-bit hash of the lower-cased name (22 characters). */
export function accountKey(role: string, username: string): string {
  const digest = createHash('sha256').update(username.trim().toLowerCase()).digest('base64url');
  return `${role}:${digest.slice(0, 22)}`;
}

/** The counters' keys, named once (tests fill them to stage an attack). */
export const loginKeys = {
  pairFailures: (pair: string) => `login:fail:${pair}`,
  pairWait: (pair: string) => `login:wait:${pair}`,
  account: (account: string) => `login:acct:${account}`,
  unknownFromIp: (ip: string) => `login:ip:${ip}`,
  addressPair: (account: string, ip: string) => `${account}@${ip}`,
  devicePair: (account: string, device: string) => `${account}#${device}`,
};

/** One sign-in attempt as reserved: which counters it went to. */
export type LoginAttempt = { account: string; pair: string; device: string | null };

const secrets = new WeakMap<FastifyInstance, Promise<string>>();

/** The HMAC secret of device cookies, kept in the shared database so every process agrees. */
function deviceSecret(app: FastifyInstance): Promise<string> {
  let secret = secrets.get(app);
  if (!secret) {
    secret = getOrCreateSetting(app.db, 'device_cookie_secret', () => randomBytes(32).toString('base64url'));
    secrets.set(app, secret);
  }
  return secret;
}

/** One cookie per account, sent only to that role's sign-in address. */
function deviceCookieName(account: string): string {
  return `dev_${account.slice(account.indexOf(':') + 1, account.indexOf(':') + 13)}`;
}

function deviceCookiePath(role: string): string {
  return `/api/${role}/login`;
}

function signDevice(secret: string, account: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device.${account}.${nonce}`).digest('base64url');
}

/** The nonce of a valid device cookie for `account` on this request, or null. */
async function knownDevice(request: FastifyRequest, account: string): Promise<string | null> {
  const value = request.cookies[deviceCookieName(account)];
  if (!value) return null;
  const [nonce, signature, extra] = value.split('.');
  if (!nonce || !signature || extra !== undefined || nonce.length > 32) return null;
  const expected = Buffer.from(signDevice(await deviceSecret(request.server), account, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** After a good sign-in: the browser is known to this account from now on (OWASP "device cookies"). */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  role: string,
  attempt: LoginAttempt,
): Promise<void> {
  const nonce = attempt.device ?? randomBytes(12).toString('base64url');
  const signature = signDevice(await deviceSecret(request.server), attempt.account, nonce);
  reply.setCookie(deviceCookieName(attempt.account), `${nonce}.${signature}`, {
    path: deviceCookiePath(role),
    httpOnly: true,
    sameSite: 'strict',
    secure: cookieIsSecure(request),
    maxAge: DEVICE_COOKIE_DAYS * 24 * 60 * 60,
  });
}

/** The wait after the n-th attempt of one account and address (n > free attempts). */
export function waitAfter(attempt: number): number {
  const doublings = Math.max(0, attempt - LOGIN_FREE_ATTEMPTS);
  return Math.min(LOGIN_MAX_WAIT_MS, LOGIN_FIRST_WAIT_MS * 2 ** Math.min(doublings, 20));
}

/** The slow-down of one attempt when the account has `failures` failures from anywhere. */
export function accountDelay(failures: number): number {
  const over = failures - LOGIN_ACCOUNT_SLOW_AFTER;
  return over <= 0 ? 0 : Math.min(LOGIN_ACCOUNT_MAX_DELAY_MS, over * LOGIN_ACCOUNT_STEP_MS);
}

function waitText(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  if (ms > 60_000) return `${minutes} minutes`;
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return seconds === 60 ? '1 minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
}

function refused(resetAt: number): HttpError {
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new HttpError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts. Try again in ${waitText(resetAt - Date.now())}.`,
    { 'retry-after': String(retryAfter) },
  );
}

/**
 * Counts a sign-in attempt before its password is checked; 429 when this account and address (or
 * browser) must still wait, or when the address has failed too often on unknown usernames and the
 * browser is not known to the account. Slows the attempt when the account has failed often from
 * anywhere. Answers what the attempt was counted against, for recordLoginFailure/clearLoginFailures.
 */
export async function reserveLoginAttempt(
  request: FastifyRequest,
  role: string,
  username: string,
): Promise<LoginAttempt> {
  const store = request.server.rateLimitStore;
  const account = accountKey(role, username);
  const device = await knownDevice(request, account);
  const pair = device ? loginKeys.devicePair(account, device) : loginKeys.addressPair(account, request.ip);
  const [fromIp, wait] = await Promise.all([
    device ? null : store.peek(loginKeys.unknownFromIp(request.ip)),
    store.peek(loginKeys.pairWait(pair)),
  ]);
  if (fromIp && fromIp.count >= LOGIN_IP_LIMIT) throw refused(fromIp.resetAt);
  if (wait) throw refused(wait.resetAt);
  const attempt = await store.hit(loginKeys.pairFailures(pair), LOGIN_PAIR_WINDOW_MS);
  if (attempt.count === LOGIN_FREE_ATTEMPTS) {
    // The last free attempt: the next one waits, whatever this one's result (a good one clears it).
    await store.hit(loginKeys.pairWait(pair), waitAfter(attempt.count));
  } else if (attempt.count > LOGIN_FREE_ATTEMPTS) {
    // Past the free attempts only the first to take the wait goes ahead (parallel guesses race here).
    const gate = await store.hit(loginKeys.pairWait(pair), waitAfter(attempt.count));
    if (gate.count > 1) throw refused(gate.resetAt);
  }
  if (!device) {
    const failures = await store.peek(loginKeys.account(account));
    const delay = accountDelay(failures?.count ?? 0);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }
  return { account, pair, device };
}

/**
 * Counts a failed attempt: against the account (from anywhere, unless from a known browser), and
 * against the address when the username does not exist.
 */
export async function recordLoginFailure(
  request: FastifyRequest,
  attempt: LoginAttempt,
  accountExists: boolean,
): Promise<void> {
  const store = request.server.rateLimitStore;
  await Promise.all([
    attempt.device ? null : store.hit(loginKeys.account(attempt.account), LOGIN_FAILURE_WINDOW_MS),
    accountExists ? null : store.hit(loginKeys.unknownFromIp(request.ip), LOGIN_FAILURE_WINDOW_MS),
  ]);
}

/** After a good sign-in: this address's and this browser's failures for the account are forgotten. */
export async function clearLoginFailures(request: FastifyRequest, attempt: LoginAttempt): Promise<void> {
  const store = request.server.rateLimitStore;
  const pairs = new Set([attempt.pair, loginKeys.addressPair(attempt.account, request.ip)]);
  await Promise.all(
    [...pairs].flatMap((pair) => [
      store.reset(loginKeys.pairFailures(pair)),
      store.reset(loginKeys.pairWait(pair)),
    ]),
  );
}
