import type { StudentHomeworkListItem } from '#contract/student';
import type { Kysely } from 'kysely';
import { type ReadCaches, scope } from '../../cache/read-caches';
import type { Database } from '../../db/schema';
import { type ListedHomeworkPart, listedHomework, listItem, listStudentHomework } from './homework-service';
import { type ListedSubmission, listedSubmission, submissionsByHomework } from './submission-view';

declare module '../../cache/read-layer' {
  interface KeptValues {
    /** The student's visible homework with their task summaries. */
    studentHomework: readonly ListedHomeworkPart[];
    /** The student's submission to one homework as the list shows it (null: none yet). */
    studentSubmissions: ListedSubmission | null;
  }
}

/**
 * More submissions missing than this and one read of them all (two queries) is cheaper than
 * reading the missing ones one by one (a query each).
 */
const FEW_MISSING = 2;

/**
 * The student's homework list, built from what is kept where it can be: their visible homework
 * (until the student's or the teacher's change notice) and their submission to each homework
 * (until also a save to that homework). A save changes one homework's work, so the list after it
 * reads that one submission and its answers, not the whole year's. With the caches' self-check on
 * (the test suites), every list built is compared with a fresh read of it all (task summaries
 * included), so a write that forgot its change notice fails there.
 */
export async function studentHomeworkList(
  db: Kysely<Database>,
  caches: ReadCaches,
  student: { id: number; teacherId: number },
): Promise<StudentHomeworkListItem[]> {
  const { studentHomework, studentSubmissions } = caches;
  const keeping = caches.keeping();
  // Tickets before any read: a change landing while the list is read keeps nothing of it.
  const homeworkTicket = studentHomework.ticket();
  const submissionTicket = studentSubmissions.ticket();
  const own = [scope.student(student.id), scope.teacher(student.teacherId)];
  const key = (homeworkId: number) => `${student.id}:${homeworkId}`;
  const keep = (homeworkId: number, submission: ListedSubmission | null) => {
    if (keeping)
      studentSubmissions.set(
        key(homeworkId),
        submission,
        [scope.work(student.id, homeworkId), ...own],
        submissionTicket,
      );
  };

  let homework = keeping ? studentHomework.get(String(student.id)) : undefined;
  if (!homework) {
    homework = await listedHomework(db, student.id, caches);
    if (keeping) studentHomework.set(String(student.id), homework, own, homeworkTicket);
  }
  const submissions = homework.map((h) => (keeping ? studentSubmissions.get(key(h.id)) : undefined));
  const missing = submissions.filter((submission) => submission === undefined).length;
  if (missing > FEW_MISSING) {
    const read = await submissionsByHomework(db, student.id, homework);
    homework.forEach((h, index) => {
      const submission = read.get(h.id) ?? null;
      submissions[index] = submission;
      keep(h.id, submission);
    });
  } else {
    for (const [index, h] of homework.entries()) {
      if (submissions[index] !== undefined) continue;
      const submission = await listedSubmission(db, student.id, h);
      submissions[index] = submission;
      keep(h.id, submission);
    }
  }
  const list = homework.map((h, index) => listItem(h, submissions[index]));
  // Every build is checked: even one that read its homework and submissions again may have used
  // kept task summaries.
  if (caches.selfCheck) {
    const fresh = JSON.stringify(await listStudentHomework(db, student.id));
    if (fresh !== JSON.stringify(list))
      throw new Error(
        `Stale kept parts of student ${student.id}'s list: kept ${JSON.stringify(list)}, database ${fresh}`,
      );
  }
  return list;
}
