import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StudentRow, TeacherRow, UserType } from '../db/schema';
import { accountFrozen, forbidden, passwordChangeRequired, unauthenticated } from './http-errors';
import { recordBadSession } from './rate-limit';
import { findSession, SESSION_COOKIE } from './session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in student, set by requireStudent. */
    student: StudentRow | null;
    /** The signed-in teacher, set by requireTeacher. */
    teacher: TeacherRow | null;
  }
}

async function sessionFor(request: FastifyRequest, reply: FastifyReply, role: UserType) {
  const session = await findSession(request.server.db, request);
  if (!session) {
    if (request.cookies[SESSION_COOKIE]) {
      await recordBadSession(request);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    }
    throw unauthenticated('Not signed in');
  }
  if (session.userType !== role) throw forbidden(`This page is for ${role}s only`);
  return session;
}

/**
 * preHandler for every student route: loads the session's student on each call.
 * 401 UNAUTHENTICATED without a live session, 403 FORBIDDEN for a teacher, 403 ACCOUNT_FROZEN when frozen.
 */
export async function requireStudent(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await sessionFor(request, reply, 'student');
  const student = await request.server.db
    .selectFrom('students')
    .selectAll()
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!student) throw unauthenticated('Not signed in');
  if (student.isFrozen) throw accountFrozen();
  if (student.mustChangePassword && !request.routeOptions.config.beforePasswordChange) {
    throw passwordChangeRequired();
  }
  request.student = student;
}

/** preHandler for every teacher route: 401 UNAUTHENTICATED without a live session, 403 FORBIDDEN for a student. */
export async function requireTeacher(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await sessionFor(request, reply, 'teacher');
  const teacher = await request.server.db
    .selectFrom('teachers')
    .selectAll()
    .where('id', '=', session.userId)
    .executeTakeFirst();
  if (!teacher) throw unauthenticated('Not signed in');
  request.teacher = teacher;
}

/** The student set by requireStudent (use inside a route that has it as preHandler). */
export function signedInStudent(request: FastifyRequest): StudentRow {
  if (!request.student) throw unauthenticated('Not signed in');
  return request.student;
}

/** The teacher set by requireTeacher (use inside a route that has it as preHandler). */
export function signedInTeacher(request: FastifyRequest): TeacherRow {
  if (!request.teacher) throw unauthenticated('Not signed in');
  return request.teacher;
}
