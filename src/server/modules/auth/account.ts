import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isUniqueViolation, nowIso } from '../../db/helpers';
import type { Database, StudentRow } from '../../db/schema';
import { conflict, notFound } from '../../plugins/http-errors';
import { endSessionsOf } from '../../plugins/session';
import { hashPassword } from './password';
import { issuedTemporaryPassword } from './temporary-password';

/** The fields of the add-student form. */
export type NewStudentInput = {
  firstName: string;
  lastName: string;
  email: string;
  gradeLevel?: string | null;
  additionalNotes?: string | null;
};

/** A created account: the stored student, its username and the temporary password shown once. */
export type CreatedStudentAccount = { student: StudentRow; username: string; temporaryPassword: string };

const MAX_BASE_LENGTH = 20;

/** Lower-case ASCII letters and digits of a name, accents stripped ('Zoë' → 'zoe'). */
function asciiSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]/g, '');
}

/** The username stem from the names: first name then last name, starting with a letter. */
export function usernameBase(firstName: string, lastName: string): string {
  const joined = `${asciiSlug(firstName)}${asciiSlug(lastName)}`.replace(/^[0-9]+/, '');
  const base = joined.slice(0, MAX_BASE_LENGTH);
  return base.length > 0 ? base : 'student';
}

async function usernameTaken(db: Kysely<Database>, username: string): Promise<boolean> {
  const [student, teacher] = await Promise.all([
    db.selectFrom('students').select('id').where('username', '=', username).executeTakeFirst(),
    db.selectFrom('teachers').select('id').where('username', '=', username).executeTakeFirst(),
  ]);
  return student !== undefined || teacher !== undefined;
}

/** A username from the names, unique across students and teachers: 'anaperez', then 'anaperez2', 'anaperez3'… */
export async function generateUsername(
  db: Kysely<Database>,
  firstName: string,
  lastName: string,
): Promise<string> {
  const base = usernameBase(firstName, lastName);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await usernameTaken(db, candidate))) return candidate;
  }
}

// No 0/O, 1/l/I: easy to read aloud and type.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

function pick(alphabet: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** A readable crypto-random temporary password, e.g. 'kmtr-8fz3-qhw7' (14 characters, ~60 bits). */
export function generateTemporaryPassword(): string {
  const group = () => pick(LETTERS, 2) + pick(DIGITS, 1) + pick(LETTERS, 1);
  return [group(), group(), group()].join('-');
}

/** Whether an email (compared lower-case) already belongs to a student. */
async function studentEmailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('students').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

const EMAIL_TAKEN = 'A student with this email already exists';

/**
 * Changes a student's details (names, email, grade level, notes); the username and password stay.
 * 409 when the email belongs to another student.
 */
export async function updateStudentDetails(
  db: Kysely<Database>,
  studentId: number,
  input: NewStudentInput,
): Promise<StudentRow> {
  const email = input.email.trim().toLowerCase();
  const other = await db
    .selectFrom('students')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', studentId)
    .executeTakeFirst();
  if (other) throw conflict(EMAIL_TAKEN);
  try {
    return await db
      .updateTable('students')
      .set({
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        gradeLevel: input.gradeLevel ?? null,
        additionalNotes: input.additionalNotes ?? null,
        updatedAt: nowIso(),
      })
      .where('id', '=', studentId)
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    // Another request took the email meanwhile.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Creates a student for a teacher with a generated username and temporary password.
 * Throws HttpError CONFLICT (409) when the email belongs to another student.
 */
export async function createStudentAccount(
  db: Kysely<Database>,
  teacherId: number,
  input: NewStudentInput,
): Promise<CreatedStudentAccount> {
  const email = input.email.trim().toLowerCase();
  if (await studentEmailTaken(db, email)) throw conflict(EMAIL_TAKEN);
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const student = await insertStudentAccount(db, teacherId, input, passwordHash);
  return { student, username: student.username, temporaryPassword };
}

/** The emails of the list (compared lower-case) that already belong to a student. */
export async function takenStudentEmails(
  db: Kysely<Database>,
  emails: readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db.selectFrom('students').select('email').where('email', 'in', wanted).execute();
  return new Set(rows.map((row) => row.email));
}

/**
 * Stores a new student with a generated username and the given password hash, in one insert: the
 * row is there whole or not at all. Throws HttpError CONFLICT (409) when the email belongs to
 * another student by then.
 */
export async function insertStudentAccount(
  db: Kysely<Database>,
  teacherId: number,
  input: NewStudentInput,
  passwordHash: string,
): Promise<StudentRow> {
  const email = input.email.trim().toLowerCase();
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  // A concurrent create may take the same username between check and insert: retry a few times.
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = await generateUsername(db, firstName, lastName);
    const at = nowIso();
    try {
      const student = await db
        .insertInto('students')
        .values({
          teacherId,
          username,
          email,
          firstName,
          lastName,
          gradeLevel: input.gradeLevel?.trim() || null,
          additionalNotes: input.additionalNotes?.trim() || null,
          isFrozen: 0,
          passwordHash,
          // The teacher hands this password over: it is temporary until the student picks theirs.
          ...issuedTemporaryPassword(at),
          createdAt: at,
          updatedAt: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return student;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await studentEmailTaken(db, email)) throw conflict(EMAIL_TAKEN);
    }
  }
  throw conflict('Could not choose a unique username; please try again');
}

/** Sets a new temporary password for a student, ends their sessions, and answers it (shown once to the teacher). */
export async function resetStudentPassword(
  db: Kysely<Database>,
  studentId: number,
): Promise<{ temporaryPassword: string }> {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const result = await db
    .updateTable('students')
    .set({ passwordHash, mustChangePassword: 1, ...issuedTemporaryPassword(), updatedAt: nowIso() })
    .where('id', '=', studentId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Student not found');
  // The old password no longer works anywhere: end the student's open sessions. The temporary
  // password is known to the teacher, so the student must replace it at the next sign-in; it is
  // temporary again (a new 14 days to use it), which is how a teacher replaces an expired one.
  await endSessionsOf(db, { userType: 'student', userId: studentId });
  return { temporaryPassword };
}
