import type { Kysely } from 'kysely';
import { type ReadCaches, scope } from '../../cache/read-caches';
import { isPostgres } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { type AnswerAsSeen, type AnsweringTarget, readAnsweringTarget } from '../submissions';
import { homeworkNotFound, type VisibleHomework, visibleHomeworkById } from '../homework';

declare module '../../cache/read-layer' {
  interface KeptValues {
    /** The homework an auto-save or check answers. */
    answeringHomework: VisibleHomework;
    /** A task's saved answer and row version as last read or written here (PostgreSQL). */
    answerStates: AnswerAsSeen;
  }
}

// Where an answering call (auto-save, check) starts: its homework and the task's saved answer,
// kept between calls so that a student's run of answers reads neither again.

/** A saved answer longer than this is read each time rather than kept (answers are far smaller). */
const KEPT_ANSWER_CHARS = 4096;

/**
 * The homework an auto-save or check answers (404 exactly as for a missing one when the student
 * may not reach it) and the task's saved answer. Both are kept between calls (ReadCaches): the
 * homework until a change notice of the student or the teacher, the answer as last written here.
 * On a hit nothing is read (on PostgreSQL the call is then its one write); otherwise one query
 * reads both.
 */
export async function answeringTarget(
  db: Kysely<Database>,
  caches: ReadCaches,
  studentId: number,
  homeworkId: number,
  taskId: string,
): Promise<AnsweringTarget> {
  const homeworkKey = `${studentId}:${homeworkId}`;
  const stateKey = `${homeworkKey}:${taskId}`;
  const keeping = caches.keeping();
  const postgres = isPostgres(db);
  const keptAnswer = (seen: AnswerAsSeen) => postgres && (seen.response?.length ?? 0) <= KEPT_ANSWER_CHARS;
  const remember = (seen: AnswerAsSeen | null) => {
    if (keeping && seen !== null && keptAnswer(seen))
      caches.answerStates.set(stateKey, seen, [scope.student(studentId)], caches.answerStates.ticket());
    else caches.answerStates.drop(stateKey);
  };
  if (keeping) {
    const homework = caches.answeringHomework.get(homeworkKey);
    // SQLite writes the locking way, which reads the answer itself: the homework is enough there.
    const seen = postgres ? caches.answerStates.get(stateKey) : null;
    if (homework && (seen || !postgres)) {
      if (caches.selfCheck) {
        await caches.verify(
          { key: homeworkKey, load: async () => (await visibleHomeworkById(db, studentId, homeworkId))[0] },
          homework,
        );
      }
      return { homework, taskId, seen: seen ?? null, remember };
    }
  }
  const homeworkTicket = caches.answeringHomework.ticket();
  const stateTicket = caches.answerStates.ticket();
  const read = await readAnsweringTarget(db, studentId, homeworkId, taskId);
  if (!read) throw homeworkNotFound();
  const { homework, seen } = read;
  if (!keeping) return { homework, taskId, seen, remember };
  // Kept with the one copy of its text (a text too long to share is read each time instead).
  const text = caches.homeworkTexts.share(homework.id, homework.assignmentDetails);
  if (text !== null) {
    const scopes = [
      scope.student(studentId),
      scope.teacher(homework.teacherId),
      scope.homeworkText(homework.id),
    ];
    caches.answeringHomework.set(
      homeworkKey,
      { ...homework, assignmentDetails: text },
      scopes,
      homeworkTicket,
    );
  }
  if (keptAnswer(seen)) caches.answerStates.set(stateKey, seen, [scope.student(studentId)], stateTicket);
  return { homework, taskId, seen, remember };
}
