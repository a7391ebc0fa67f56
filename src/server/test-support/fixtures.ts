import type { Kysely } from 'kysely';
import { nowIso } from '../db/helpers';
import type { Database, StudentRow, TeacherRow } from '../db/schema';
import { hashPassword } from '../modules/auth/password';

let counter = 0;
const next = () => `${++counter}${Math.floor(Math.random() * 1e6)}`;

// scrypt is deliberately slow; tests reuse one hash per password.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

/** Inserts a teacher (defaults: a unique username, password 'teacher-pass'); answers the row and its password. */
export async function createTeacher(
  db: Kysely<Database>,
  fields: Partial<{
    username: string;
    password: string;
    email: string | null;
    firstName: string;
    lastName: string;
  }> = {},
): Promise<TeacherRow & { password: string }> {
  const password = fields.password ?? 'teacher-pass';
  const at = nowIso();
  const row = await db
    .insertInto('teachers')
    .values({
      username: (fields.username ?? `teacher${next()}`).toLowerCase(),
      email: fields.email === undefined ? null : (fields.email?.toLowerCase() ?? null),
      firstName: fields.firstName ?? 'Tess',
      lastName: fields.lastName ?? 'Teacher',
      passwordHash: await cachedHash(password),
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}

/** Inserts a student of a teacher (defaults: unique username and email, password 'student-pass'). */
export async function createStudent(
  db: Kysely<Database>,
  teacherId: number,
  fields: Partial<{
    username: string;
    password: string;
    email: string;
    firstName: string;
    lastName: string;
    gradeLevel: string | null;
    additionalNotes: string | null;
    isFrozen: boolean;
  }> = {},
): Promise<StudentRow & { password: string }> {
  const password = fields.password ?? 'student-pass';
  const username = (fields.username ?? `student${next()}`).toLowerCase();
  const at = nowIso();
  const row = await db
    .insertInto('students')
    .values({
      teacherId,
      username,
      email: (fields.email ?? `${username}@example.com`).toLowerCase(),
      firstName: fields.firstName ?? 'Sam',
      lastName: fields.lastName ?? 'Student',
      gradeLevel: fields.gradeLevel ?? null,
      additionalNotes: fields.additionalNotes ?? null,
      isFrozen: fields.isFrozen ? 1 : 0,
      passwordHash: await cachedHash(password),
      createdAt: at,
      updatedAt: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, password };
}
