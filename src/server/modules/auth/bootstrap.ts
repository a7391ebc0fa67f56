import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toCount } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { createTeacherAccount } from './teacher-account';

/** What bootstrap created: the username, and the password when it was generated (to print once). */
export type BootstrapResult = { username: string; generatedPassword: string | null };

/**
 * On an empty database (no teacher yet) creates the first teacher: TEACHER_USERNAME/TEACHER_PASSWORD
 * when given, otherwise `teacher` with a random password. Answers null when a teacher exists.
 */
export async function bootstrapFirstTeacher(
  db: Kysely<Database>,
  env: { teacherUsername: string | undefined; teacherPassword: string | undefined },
): Promise<BootstrapResult | null> {
  const row = await db
    .selectFrom('teachers')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  if (toCount(row.count) > 0) return null;
  const username = env.teacherUsername ?? 'teacher';
  const generatedPassword = env.teacherPassword ? null : randomBytes(12).toString('base64url');
  const teacher = await createTeacherAccount(db, {
    username,
    password: env.teacherPassword ?? generatedPassword ?? '',
  });
  return { username: teacher.username, generatedPassword };
}

/** The one-time notice of a generated teacher password, in a box. */
export function passwordBox(username: string, password: string): string {
  const lines = [
    'First teacher account created',
    '',
    `  Username: ${username}`,
    `  Password: ${password}`,
    '',
    'This password is shown only once. Sign in at /teacher/login.',
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const border = `+${'-'.repeat(width + 2)}+`;
  return [border, ...lines.map((l) => `| ${l.padEnd(width)} |`), border].join('\n');
}
