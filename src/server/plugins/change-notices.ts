import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { scope } from '../cache/read-caches';
import { UNSAFE_METHODS } from './csrf';
import { hashToken, SESSION_COOKIE } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a student's state-changing call may change: 'work' for the student's own answers and
     * records (their homework list is read again, their account stays cached); anything else, by
     * default, may touch their account too.
     */
    changes?: 'work';
    /** The call changes the student's work on the homework its `:id` names (and no other). */
    workOnHomework?: true;
  }
}

/**
 * What a state-changing call may have made out of date, decided by who made it: a teacher's call
 * may change anything of the teacher and their students (accounts, homework, answers); a student's
 * their own account and list, or only their list when the route says it changes their work (and
 * their work on one homework when the route names it), and in either case their teacher's list of
 * students (progress, account); a call
 * without an account (sign-in, sign-out) the session of its cookie.
 */
function changedScopes(request: FastifyRequest): string[] {
  if (request.teacher) return [scope.teacher(request.teacher.id)];
  if (request.student) {
    const { id, teacherId } = request.student;
    const { changes, workOnHomework } = request.routeOptions.config;
    if (changes !== 'work') return [scope.student(id), scope.classOf(teacherId)];
    if (!workOnHomework) return [scope.list(id), scope.classOf(teacherId)];
    // The homework whose work changed; an id that does not read as one drops all the student's.
    const homeworkId = Number((request.params as { id?: unknown }).id);
    const work = Number.isSafeInteger(homeworkId) ? scope.work(id, homeworkId) : scope.student(id);
    return [scope.list(id), work, scope.classOf(teacherId)];
  }
  const token = request.cookies[SESSION_COOKIE];
  return token ? [scope.session(hashToken(token))] : [];
}

/**
 * Every state-changing call, answered well or not (a failed one may have written part of its
 * work), sends its change notice before its answer leaves: the caller's next read, here or in any
 * other process, does not see the cache from before. Reads never change what is cached (a session
 * that ended is deleted where it is judged, in the session lookup).
 */
export const changeNoticesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, _reply, payload, done) => {
    const scopes = UNSAFE_METHODS.has(request.method) ? changedScopes(request) : [];
    if (scopes.length === 0) return done(null, payload);
    app.caches.notify(scopes).then(
      () => done(null, payload),
      (error: unknown) => {
        // The change is made and stays; only other processes may answer from their cache until
        // their entries expire (they stop caching while their own Redis link is down).
        request.log.error({ err: error }, 'change notice not published');
        done(null, payload);
      },
    );
  });
});
