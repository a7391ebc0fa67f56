import type { Kysely } from 'kysely';
import { ZodError } from 'zod';
import type { BulkStudentsResponse } from '#contract/teacher';
import type { Database } from '../../db/schema';
import { HttpError } from '../../plugins/http-errors';
import { hashPasswords } from '../auth';
import {
  generateTemporaryPassword,
  insertStudentAccount,
  type NewStudentInput,
  takenStudentEmails,
} from '../auth';
import { describeStudent } from './students-service';

const EMAIL_TAKEN = 'A student with this email already exists';

/**
 * Refuses the list when any of its emails already belongs to a student (of any teacher: emails are
 * unique across the system): 400 VALIDATION_FAILED with one problem per such row, at
 * `students.{row}.email`, the same shape the schema's own row problems have.
 */
async function refuseTakenEmails(db: Kysely<Database>, rows: readonly NewStudentInput[]): Promise<void> {
  const taken = await takenStudentEmails(
    db,
    rows.map((row) => row.email),
  );
  const issues = rows.flatMap((row, index) =>
    taken.has(row.email.trim().toLowerCase())
      ? [
          {
            code: 'custom' as const,
            path: ['students', index, 'email'],
            message: EMAIL_TAKEN,
            input: row.email,
            params: { finding: { code: 'email-taken' } },
          },
        ]
      : [],
  );
  if (issues.length > 0) throw new ZodError(issues);
}

/** Checks a bulk add as the add itself would, without creating anyone. */
export async function checkStudentList(
  db: Kysely<Database>,
  rows: readonly NewStudentInput[],
): Promise<void> {
  await refuseTakenEmails(db, rows);
}

/**
 * Adds a list of students (already checked row by row by the schema: fields, emails, duplicates in
 * the list, at most 200). The rule: a list with any bad row creates nobody (400 with every bad row's
 * problems), so the teacher fixes the list and sends it again; a good list creates every row, each
 * in its own insert, so each student is there whole or not at all. Only an email another request
 * takes between the check and a row's insert leaves that row out: it is answered under `skipped`
 * and the other rows are created. Every created row answers its temporary password, once.
 *
 * The passwords are hashed first, concurrently within the hashing limit (see hashPasswords), so 200
 * rows take a couple of seconds of hashing rather than 200 hashes one after another.
 */
export async function addStudentList(
  db: Kysely<Database>,
  teacherId: number,
  rows: readonly NewStudentInput[],
): Promise<BulkStudentsResponse> {
  await refuseTakenEmails(db, rows);
  const passwords = rows.map(() => generateTemporaryPassword());
  const hashes = await hashPasswords(passwords);
  const created: BulkStudentsResponse['created'] = [];
  const skipped: BulkStudentsResponse['skipped'] = [];
  // One after another: each row's username is chosen knowing the rows before it (two Ana Perez
  // in a class become anaperez and anaperez2).
  for (const [row, input] of rows.entries()) {
    try {
      const student = await insertStudentAccount(db, teacherId, input, hashes[row] ?? '');
      created.push({
        row,
        student: await describeStudent(db, student),
        username: student.username,
        temporaryPassword: passwords[row] ?? '',
      });
    } catch (error) {
      if (!(error instanceof HttpError) || error.code !== 'CONFLICT') throw error;
      skipped.push({ row, email: input.email.trim().toLowerCase(), message: error.message });
    }
  }
  return { created, skipped };
}
