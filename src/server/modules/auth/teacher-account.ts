import type { Kysely } from 'kysely';
import { isUniqueViolation, nowIso } from '../../db/helpers';
import type { Database, TeacherRow } from '../../db/schema';
import { badRequest, conflict } from '../../plugins/http-errors';
import { hashPassword } from './password';

/** The fields of a new teacher account. */
export type NewTeacherInput = {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
};

/** Minimum length of a teacher password. */
export const MIN_TEACHER_PASSWORD = 8;

/**
 * Creates a teacher. The username is stored lower-case and must be free among teachers AND
 * students; the email (optional) must be free among teachers. Throws 400/409 HttpErrors.
 */
export async function createTeacherAccount(
  db: Kysely<Database>,
  input: NewTeacherInput,
): Promise<TeacherRow> {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z][a-z0-9._-]{1,39}$/.test(username)) {
    throw badRequest(
      'Username must be 2-40 characters: letters, digits, dot, dash or underscore, starting with a letter',
    );
  }
  if (input.password.length < MIN_TEACHER_PASSWORD) {
    throw badRequest(`Password must be at least ${MIN_TEACHER_PASSWORD} characters`);
  }
  const email = input.email?.trim().toLowerCase() || null;
  const takenByStudent = await db
    .selectFrom('students')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  const takenByTeacher = await db
    .selectFrom('teachers')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirst();
  if (takenByStudent || takenByTeacher) throw conflict(`The username "${username}" is already taken`);
  if (email) {
    const emailTaken = await db
      .selectFrom('teachers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirst();
    if (emailTaken) throw conflict(`The email "${email}" already belongs to a teacher`);
  }
  const at = nowIso();
  try {
    return await db
      .insertInto('teachers')
      .values({
        username,
        email,
        firstName: input.firstName?.trim() || 'Teacher',
        lastName: input.lastName?.trim() ?? '',
        passwordHash: await hashPassword(input.password),
        createdAt: at,
        updatedAt: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`The username "${username}" or email is already taken`);
    throw error;
  }
}
