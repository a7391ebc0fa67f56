import { createHmac, randomBytes } from 'node:crypto';
import type { StudentCopy } from '#domain/tasks/student-copy';
import type { Kysely } from 'kysely';
import { getOrCreateSetting } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { keepNewest } from '../../cache/bounded-map';
import { memoEntries } from '../../cache/read-layer';

// Each student's copy of a task is shuffled and named from a seed only the server can make: an
// HMAC of the student, homework and task under a key kept in the database's settings (one for
// every process, kept across restarts so a student's order never changes under them).

/** Makes the seed of one student's copy of one task. */
export type StudentCopies = (studentId: number, homeworkId: number, taskId: string) => StudentCopy;

/** The copies of this server: reads (or first creates) the key, then makes seeds without I/O. */
export async function studentCopies(db: Kysely<Database>): Promise<StudentCopies> {
  const key = await getOrCreateSetting(db, 'student_copy_key', () => randomBytes(32).toString('base64url'));
  // A seed depends on nothing but the key and the three ids, so the ones in use are remembered: a
  // student's every tap and poll asks for the same few, and making one (a new HMAC each time) was
  // about 3 % of a check's CPU.
  const made = new Map<string, StudentCopy>();
  return (studentId, homeworkId, taskId) => {
    const text = `${studentId}\u0000${homeworkId}\u0000${taskId}`;
    let copy = made.get(text);
    if (!copy) copy = Object.freeze({ seed: createHmac('sha256', key).update(text).digest('base64url') });
    keepNewest(made, text, copy, memoEntries.studentCopies);
    return copy;
  };
}

/** Makes the seed of a teacher's preview copy of one task of their homework. */
export type PreviewCopies = (teacherId: number, homeworkId: number, taskId: string) => StudentCopy;

/**
 * The copies a teacher's preview plays: shuffled and named as a student's are, from the same key,
 * with seeds of their own (a student's seed text starts with a digit, a preview's never does), so
 * the preview never shows any student's order and keeps its own from one call to the next.
 */
export async function previewCopies(db: Kysely<Database>): Promise<PreviewCopies> {
  const key = await getOrCreateSetting(db, 'student_copy_key', () => randomBytes(32).toString('base64url'));
  return (teacherId, homeworkId, taskId) => ({
    seed: createHmac('sha256', key)
      .update(`preview\u0000${teacherId}\u0000${homeworkId}\u0000${taskId}`)
      .digest('base64url'),
  });
}
