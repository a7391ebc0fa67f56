import { hash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, SessionRow, UserType } from '../db/schema';

/** The session cookie's name. */
export const SESSION_COOKIE = 'sid';
/** 'Remember me': the cookie and the session last 30 days. */
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
/** Without 'Remember me' the cookie ends with the browser and the server drops the session after 12 hours. */
export const BROWSER_SESSION_MS = 12 * 60 * 60 * 1000;

/**
 * SHA-256 hex of a session token: the only form stored. Worked out on every signed-in call, so the
 * one-shot hash (the same digest as createHash's, without a Hash object: 0.3 µs instead of 0.7).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** Whether cookies must be Secure: COOKIE_SECURE=1, or the request came over HTTPS (behind TRUST_PROXY). */
export function cookieIsSecure(request: FastifyRequest): boolean {
  return request.server.config.cookieSecure || request.protocol === 'https';
}

/** Stores a new session and sets its cookie; also drops expired sessions. */
export async function startSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: { userType: UserType; userId: number; persistent: boolean },
): Promise<void> {
  const now = new Date();
  await db.deleteFrom('sessions').where('expiresAt', '<', now.toISOString()).execute();
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await db.deleteFrom('sessions').where('id', '=', hashToken(previous)).execute();

  const token = randomBytes(32).toString('base64url');
  const lifetime = user.persistent ? REMEMBER_ME_MS : BROWSER_SESSION_MS;
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userType: user.userType,
      userId: user.userId,
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + lifetime).toISOString(),
      persistent: user.persistent ? 1 : 0,
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(request),
    ...(user.persistent ? { maxAge: REMEMBER_ME_MS / 1000 } : {}),
  });
}

/** How often a session's last use is written: at most once a minute, not on every call. */
const LAST_SEEN_EVERY_MS = 60 * 1000;

// A kept session is judged on every signed-in call (a poll every few seconds): its two times are
// read from their text once per row object, not on each call. A row is never changed in place (a
// new last use makes a new object), so the times stay those of the row they were read from.
const sessionTimes = new WeakMap<SessionRow, { ends: number; lastUse: number }>();

/** A session row's end and last use in milliseconds, read from their text once per row. */
function timesOf(session: SessionRow): { ends: number; lastUse: number } {
  let times = sessionTimes.get(session);
  if (!times) {
    times = {
      ends: Date.parse(session.expiresAt),
      lastUse: Date.parse(session.lastSeenAt ?? session.createdAt),
    };
    sessionTimes.set(session, times);
  }
  return times;
}

/** Whether a session is within its end and (without Remember me) was used within `idleMs`. */
export function sessionIsLive(session: SessionRow, now: number, idleMs: number): boolean {
  const times = timesOf(session);
  const idle = !session.persistent && now - times.lastUse > idleMs;
  // An end that does not read as a time never counts as in the future.
  return now < times.ends && !idle;
}

/**
 * The live session of the request's cookie, or null: no cookie, unknown, past its end, or (without
 * Remember me) unused for longer than SESSION_IDLE_MINUTES, as on a classroom computer left signed
 * in. An ended row is deleted.
 */
export async function findSession(db: Kysely<Database>, request: FastifyRequest): Promise<SessionRow | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const id = hashToken(token);
  const session = await db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!session) return null;
  const now = Date.now();
  const idleMs = request.server.config.sessionIdleMinutes * 60 * 1000;
  if (!sessionIsLive(session, now, idleMs)) {
    await db.deleteFrom('sessions').where('id', '=', id).execute();
    return null;
  }
  if (now - timesOf(session).lastUse > LAST_SEEN_EVERY_MS) {
    const lastSeenAt = new Date(now).toISOString();
    await db.updateTable('sessions').set({ lastSeenAt }).where('id', '=', id).execute();
    return { ...session, lastSeenAt };
  }
  return session;
}

/** Ends every session of a user except, when given, the one still in use (after a password change). */
export async function endSessionsOf(
  db: Kysely<Database>,
  user: { userType: UserType; userId: number },
  keepToken?: string,
): Promise<void> {
  let query = db
    .deleteFrom('sessions')
    .where('userType', '=', user.userType)
    .where('userId', '=', user.userId);
  if (keepToken) query = query.where('id', '!=', hashToken(keepToken));
  await query.execute();
}

/** Deletes the request's session row (if any) and clears the cookie; answers the ended session. */
export async function endSession(
  db: Kysely<Database>,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionRow | null> {
  const session = await findSession(db, request);
  const token = request.cookies[SESSION_COOKIE];
  if (token) await db.deleteFrom('sessions').where('id', '=', hashToken(token)).execute();
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieIsSecure(request),
  });
  return session;
}
