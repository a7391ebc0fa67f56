import type { FastifyReply, FastifyRequest } from 'fastify';
import { type SignedIn, type SignedInStudent, type SignedInTeacher, scope } from '../cache/read-caches';
import { accountFrozen, forbidden, passwordChangeRequired, unauthenticated } from './http-errors';
import { findSession, hashToken, SESSION_COOKIE, sessionIsLive } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in student, set by requireStudent. */
    student: SignedInStudent | null;
    /** The signed-in teacher, set by requireTeacher. */
    teacher: SignedInTeacher | null;
  }
}

const withoutPassword = <T extends { passwordHash: string }>({ passwordHash: _hash, ...rest }: T) => rest;

/** The session of the cookie and its account, from the database. */
async function loadSignedIn(request: FastifyRequest): Promise<SignedIn | null> {
  const db = request.server.db;
  const session = await findSession(db, request);
  if (!session) return null;
  if (session.userType === 'student') {
    const user = await db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', session.userId)
      .executeTakeFirst();
    return user ? { session, role: 'student', user: withoutPassword(user) } : null;
  }
  const user = await db
    .selectFrom('teachers')
    .selectAll()
    .where('id', '=', session.userId)
    .executeTakeFirst();
  return user ? { session, role: 'teacher', user: withoutPassword(user) } : null;
}

/**
 * The live session of the request and its account. Kept in memory between calls (a poll every few
 * seconds then costs no query) until a change notice for the session, the account or the account's
 * teacher drops it; a kept session that has ended or gone idle is judged again by the database.
 */
export function signedIn(request: FastifyRequest): Promise<SignedIn | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return Promise.resolve(null);
  const tokenHash = hashToken(token);
  const idleMs = request.server.config.sessionIdleMinutes * 60 * 1000;
  return request.server.caches.read({
    cache: request.server.caches.sessions,
    key: tokenHash,
    load: () => loadSignedIn(request),
    usable: (entry) => entry !== null && sessionIsLive(entry.session, Date.now(), idleMs),
    scopes: (entry) => {
      if (!entry) return null;
      const own = [scope.session(tokenHash)];
      return entry.role === 'student'
        ? [...own, scope.student(entry.user.id), scope.teacher(entry.user.teacherId)]
        : [...own, scope.teacher(entry.user.id)];
    },
    // When it was last used is written once a minute and may differ; all else must not.
    essence: (entry) => entry && { ...entry, session: { ...entry.session, lastSeenAt: null } },
  });
}

/** The live session of the request; 401 (the cookie dropped) without one, 403 for the other role. */
async function sessionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  role: SignedIn['role'],
): Promise<SignedIn> {
  const entry = await signedIn(request);
  if (!entry) {
    // The browser drops a dead cookie (the general limit counted this call against the address).
    if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, { path: '/' });
    throw unauthenticated('Not signed in');
  }
  if (entry.role !== role) throw forbidden(`This page is for ${role}s only`);
  return entry;
}

/**
 * preHandler for every student route: the session's student on each call.
 * 401 UNAUTHENTICATED without a live session, 403 FORBIDDEN for a teacher, 403 ACCOUNT_FROZEN when frozen.
 */
export async function requireStudent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const entry = await sessionOf(request, reply, 'student');
  if (entry.role !== 'student') return;
  if (entry.user.isFrozen) throw accountFrozen();
  if (entry.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
    throw passwordChangeRequired();
  }
  request.student = entry.user;
}

/** preHandler for every teacher route: 401 UNAUTHENTICATED without a live session, 403 FORBIDDEN for a student. */
export async function requireTeacher(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const entry = await sessionOf(request, reply, 'teacher');
  if (entry.role === 'teacher') request.teacher = entry.user;
}

/** Who is asking: the signed-in student's ids and username (what every activity row carries). */
export type StudentIdentity = { id: number; teacherId: number; username: string };

/** The student set by requireStudent (use inside a route that has it as preHandler). */
export function signedInStudent(request: FastifyRequest): SignedInStudent {
  if (!request.student) throw unauthenticated('Not signed in');
  return request.student;
}

/** The teacher set by requireTeacher (use inside a route that has it as preHandler). */
export function signedInTeacher(request: FastifyRequest): SignedInTeacher {
  if (!request.teacher) throw unauthenticated('Not signed in');
  return request.teacher;
}
