import { sessionCalls } from '#contract/api-calls';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { recordActivity } from '../activity';
import { signedInStudent, signedInTeacher } from '../../plugins/auth-guards';
import { accountFrozen } from '../../plugins/http-errors';
import { endSession } from '../../plugins/session';
import { changePassword } from './change-password';
import { parseLoginBody, signIn } from './login';
import { toStudentUser, toTeacherUser } from './users';

/** POST login, GET auth and POST logout for students and teachers (registered under /api). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, sessionCalls.postStudentLogin, async (request, reply) => {
    const credentials = parseLoginBody(request.body);
    const student = await db
      .selectFrom('students')
      .selectAll()
      .where((eb) =>
        eb.or([eb('username', '=', credentials.username), eb('email', '=', credentials.username)]),
      )
      .executeTakeFirst();
    const signedIn = await signIn(request, reply, 'student', credentials, student, {
      beforeSession: async (account) => {
        if (account.isFrozen) throw accountFrozen();
      },
      onFailure: async () => {
        if (student) {
          await recordActivity(db, {
            teacherId: student.teacherId,
            studentId: student.id,
            studentUsername: student.username,
            type: 'login_failed',
          });
        }
      },
    });
    await recordActivity(db, {
      teacherId: signedIn.teacherId,
      studentId: signedIn.id,
      studentUsername: signedIn.username,
      type: 'login',
    });
    return toStudentUser(signedIn);
  });

  route(app, sessionCalls.getStudentAuth, async (request) => toStudentUser(signedInStudent(request)));

  route(app, sessionCalls.postStudentLogout, async (request, reply) => {
    const session = await endSession(db, request, reply);
    if (session?.userType === 'student') {
      const student = await db
        .selectFrom('students')
        .select(['id', 'teacherId', 'username'])
        .where('id', '=', session.userId)
        .executeTakeFirst();
      if (student) {
        await recordActivity(db, {
          teacherId: student.teacherId,
          studentId: student.id,
          studentUsername: student.username,
          type: 'logout',
        });
      }
    }
    return { ok: true as const };
  });

  route(app, sessionCalls.postTeacherLogin, async (request, reply) => {
    const credentials = parseLoginBody(request.body);
    const teacher = await db
      .selectFrom('teachers')
      .selectAll()
      .where((eb) =>
        eb.or([eb('username', '=', credentials.username), eb('email', '=', credentials.username)]),
      )
      .executeTakeFirst();
    const signedIn = await signIn(request, reply, 'teacher', credentials, teacher);
    return toTeacherUser(signedIn);
  });

  route(app, sessionCalls.getTeacherAuth, async (request) => toTeacherUser(signedInTeacher(request)));

  route(app, sessionCalls.postTeacherLogout, async (request, reply) => {
    await endSession(db, request, reply);
    return { ok: true as const };
  });

  // The language a person chose: kept on their account, answered by login and the auth calls.
  route(app, sessionCalls.putStudentLocale, async (request, _reply, entry) => {
    const student = signedInStudent(request);
    const { locale } = entry.body();
    await db.updateTable('students').set({ locale }).where('id', '=', student.id).execute();
    return { ok: true as const };
  });

  route(app, sessionCalls.putTeacherLocale, async (request, _reply, entry) => {
    const teacher = signedInTeacher(request);
    const { locale } = entry.body();
    await db.updateTable('teachers').set({ locale }).where('id', '=', teacher.id).execute();
    return { ok: true as const };
  });

  route(app, sessionCalls.postStudentPassword, async (request, _reply, entry) => {
    const student = signedInStudent(request);
    const body = entry.body();
    return changePassword(request, { ...student, userType: 'student' }, body);
  });

  route(app, sessionCalls.postTeacherPassword, async (request, _reply, entry) => {
    const teacher = signedInTeacher(request);
    const body = entry.body();
    return changePassword(request, { ...teacher, userType: 'teacher' }, body);
  });
}
