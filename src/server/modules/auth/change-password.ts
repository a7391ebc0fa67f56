import type { ChangePasswordBody } from '#contract/auth';
import type { FastifyRequest } from 'fastify';
import { nowIso } from '../../db/helpers';
import type { UserType } from '../../db/schema';
import { badRequest } from '../../plugins/http-errors';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from '../../plugins/sign-in-limits';
import { endSessionsOf, SESSION_COOKIE } from '../../plugins/session';
import { ownPassword } from './temporary-password';
import { hashPassword, verifyPassword } from './password';

/**
 * Changes the signed-in user's password. The current password is checked like a sign-in (the same
 * counted attempts, so a session left open cannot be used to guess it); the new one replaces it,
 * a teacher's temporary password stops being required to change and stops counting as temporary
 * (the dashboard's reminder and the teacher's mark go), and every other session of the
 * user ends, so a password someone else knew opens nothing any more.
 */
export async function changePassword(
  request: FastifyRequest,
  user: { userType: UserType; id: number; username: string },
  body: Required<ChangePasswordBody>,
): Promise<{ ok: true }> {
  const attempt = await reserveLoginAttempt(request, user.userType, user.username);
  const db = request.server.db;
  // Read here, never kept with the session in memory.
  const stored = await db
    .selectFrom(user.userType === 'student' ? 'students' : 'teachers')
    .select('passwordHash')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.currentPassword, stored.passwordHash))) {
    await recordLoginFailure(request, attempt, true);
    throw badRequest('The current password is not correct');
  }
  await clearLoginFailures(request, attempt);
  const passwordHash = await hashPassword(body.newPassword);
  if (user.userType === 'student') {
    await db
      .updateTable('students')
      .set({ passwordHash, mustChangePassword: 0, ...ownPassword, updatedAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
  } else {
    await db
      .updateTable('teachers')
      .set({ passwordHash, updatedAt: nowIso() })
      .where('id', '=', user.id)
      .execute();
  }
  await endSessionsOf(db, { userType: user.userType, userId: user.id }, request.cookies[SESSION_COOKIE]);
  return { ok: true };
}
