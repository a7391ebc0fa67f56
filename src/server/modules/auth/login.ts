import type { FastifyReply, FastifyRequest } from 'fastify';
import { loginBodySchema } from '#contract/auth';
import type { UserType } from '../../db/schema';
import { badRequest, HttpError } from '../../plugins/http-errors';
import {
  clearLoginFailures,
  recordLoginFailure,
  rememberDevice,
  reserveLoginAttempt,
} from '../../plugins/sign-in-limits';
import { startSession } from '../../plugins/session';
import {
  markTemporaryPasswordUsed,
  type TemporaryPasswordState,
  temporaryPasswordExpired,
  temporaryPasswordExpiredError,
} from './temporary-password';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './password';

/** The parsed login body; 400 'Username and password required' when either is missing. */
export function parseLoginBody(body: unknown): { username: string; password: string; rememberMe: boolean } {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const present = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  if (!present(raw.username) || !present(raw.password)) throw badRequest('Username and password required');
  const parsed = loginBodySchema.parse(raw);
  return {
    username: parsed.username.toLowerCase(),
    password: parsed.password,
    rememberMe: parsed.rememberMe,
  };
}

/** The same answer for an unknown user and a wrong password. */
export const invalidCredentials = () => new HttpError('INVALID_CREDENTIALS', 'Invalid credentials');

/** An account that signs in; a student's row also says whether its password is a temporary one. */
type Account = { id: number; passwordHash: string } & Partial<TemporaryPasswordState>;

/** A teacher's account has no temporary password: the missing columns read as "own password". */
function temporaryState(account: Account): TemporaryPasswordState {
  return {
    temporaryPasswordIssuedAt: account.temporaryPasswordIssuedAt ?? null,
    temporaryPasswordUsedAt: account.temporaryPasswordUsedAt ?? null,
  };
}

/**
 * The shared sign-in steps: sign-in limits (plugins/sign-in-limits.ts), constant-time password
 * check (a dummy hash when the user is unknown), failure counting, rehash, and the session. Answers the account on success.
 *
 * A temporary password from the teacher that was never used within its 14 days is refused with its
 * own sentence, but only after the password itself checked right: a wrong password gets the usual
 * answer, so the sentence tells nothing about which accounts exist. Its first sign-in is recorded,
 * after which it no longer expires.
 */
export async function signIn<T extends Account>(
  request: FastifyRequest,
  reply: FastifyReply,
  role: UserType,
  credentials: { username: string; password: string; rememberMe: boolean },
  account: T | undefined,
  hooks: { beforeSession?: (account: T) => Promise<void>; onFailure?: () => Promise<void> } = {},
): Promise<T> {
  const attempt = await reserveLoginAttempt(request, role, credentials.username);
  const matches = await verifyPassword(
    credentials.password,
    account?.passwordHash ?? (await dummyPasswordHash()),
  );
  if (!account || !matches) {
    await recordLoginFailure(request, attempt, account !== undefined);
    await hooks.onFailure?.();
    throw invalidCredentials();
  }
  await clearLoginFailures(request, attempt);
  // The right password proves this browser: it is known to the account from now on (even when the
  // account turns out frozen, the password was right).
  await rememberDevice(request, reply, role, attempt);
  await hooks.beforeSession?.(account);
  const temporary = temporaryState(account);
  if (temporaryPasswordExpired(temporary)) throw temporaryPasswordExpiredError();
  await markTemporaryPasswordUsed(request.server.db, account.id, temporary);
  if (needsRehash(account.passwordHash)) {
    const table = role === 'student' ? 'students' : 'teachers';
    await request.server.db
      .updateTable(table)
      .set({ passwordHash: await hashPassword(credentials.password) })
      .where('id', '=', account.id)
      .execute();
  }
  await startSession(request.server.db, request, reply, {
    userType: role,
    userId: account.id,
    persistent: credentials.rememberMe,
  });
  return account;
}
