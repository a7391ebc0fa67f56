import type { Kysely } from 'kysely';
import { nowIso } from '../../db/helpers';
import type { Database, IsoTimestamp } from '../../db/schema';
import { HttpError } from '../../plugins/http-errors';

/** How long a temporary password from the teacher signs in when it is never used. */
export const TEMPORARY_PASSWORD_DAYS = 14;
const TEMPORARY_PASSWORD_MS = TEMPORARY_PASSWORD_DAYS * 24 * 60 * 60 * 1000;

/** What the temporary-password rules read of a student's row. */
export type TemporaryPasswordState = {
  temporaryPasswordIssuedAt: IsoTimestamp | null;
  temporaryPasswordUsedAt: IsoTimestamp | null;
};

/** The columns that mark a password as just issued by the teacher (creation, bulk import, reset). */
export function issuedTemporaryPassword(at: IsoTimestamp = nowIso()): TemporaryPasswordState {
  return { temporaryPasswordIssuedAt: at, temporaryPasswordUsedAt: null };
}

/** The columns of a password the student chose themselves. */
export const ownPassword: TemporaryPasswordState = {
  temporaryPasswordIssuedAt: null,
  temporaryPasswordUsedAt: null,
};

/** Whether the student still signs in with the password the teacher gave them. */
export function hasTemporaryPassword(state: TemporaryPasswordState): boolean {
  return state.temporaryPasswordIssuedAt !== null;
}

/**
 * Whether the temporary password has run out: issued more than 14 days ago and never used to sign
 * in. Once it has signed in it stays valid (the student is asked, not forced, to replace it).
 */
export function temporaryPasswordExpired(state: TemporaryPasswordState, now = Date.now()): boolean {
  if (state.temporaryPasswordIssuedAt === null || state.temporaryPasswordUsedAt !== null) return false;
  return now - Date.parse(state.temporaryPasswordIssuedAt) > TEMPORARY_PASSWORD_MS;
}

/** 403 TEMPORARY_PASSWORD_EXPIRED: only ever answered once the password itself checked right. */
export const temporaryPasswordExpiredError = (): HttpError =>
  new HttpError(
    'TEMPORARY_PASSWORD_EXPIRED',
    'This temporary password has expired. Ask your teacher for a new one.',
  );

/**
 * Records the first sign-in with a temporary password, so it no longer expires. Only a row still
 * unmarked is written: later sign-ins change nothing.
 */
export async function markTemporaryPasswordUsed(
  db: Kysely<Database>,
  studentId: number,
  state: TemporaryPasswordState,
): Promise<void> {
  if (state.temporaryPasswordIssuedAt === null || state.temporaryPasswordUsedAt !== null) return;
  await db
    .updateTable('students')
    .set({ temporaryPasswordUsedAt: nowIso() })
    .where('id', '=', studentId)
    .where('temporaryPasswordUsedAt', 'is', null)
    .execute();
}
