import { type Kysely, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres } from '../../db/helpers';
import type { Database } from '../../db/schema';
import { quickWrite } from './quick-writes';
import type { TaskResponse } from '#domain/submissions/response-types';
import { type VisibleHomework, visibleHomeworkQuery } from '../homework';
import { normaliseStoredResponse } from './task-responses';
import { answerColumns } from './answer-columns';
import type { AnswerStep, OneTaskSave } from './store';

// The quick way of saving one answer on PostgreSQL (decision 014): the task's saved answer read
// with its row version, without a lock, and the one statement that writes only while the row is
// still that version (quick-writes.ts, where the writes of the moment share one statement).

/**
 * A task's saved answer as read with its homework, without a lock: the submission (open or not),
 * the answer's text and the version of its row (PostgreSQL's xmin; null where the database keeps
 * none, and when nothing is saved). Null fields throughout when there is no submission yet.
 */
export type AnswerAsSeen = {
  submissionId: number | null;
  isCompleted: number | null;
  response: string | null;
  version: string | null;
};

/**
 * An answering call's homework (visible to the student), the task it answers, its answer as seen
 * (null when not read: the locking way reads it) and where to keep the answer once written.
 */
export type AnsweringTarget = {
  homework: VisibleHomework;
  taskId: string;
  seen: AnswerAsSeen | null;
  /** Keeps the answer as just written (null: forget it, the next call reads it). */
  remember: (seen: AnswerAsSeen | null) => void;
};

/** The version of a saved answer's row: on PostgreSQL xmin, which every write of the row changes. */
function rowVersion(db: Kysely<Database>) {
  return isPostgres(db) ? sql<string | null>`task_responses.xmin::text` : sql<string | null>`null`;
}

const homeworkWithAnswer = compiledOnce((db, studentId: number, homeworkId: number, taskId: string) =>
  visibleHomeworkQuery(db, studentId)
    .leftJoin('submissions', (join) =>
      join.onRef('submissions.homeworkId', '=', 'homework.id').on('submissions.studentId', '=', studentId),
    )
    .leftJoin('taskResponses', (join) =>
      join.onRef('taskResponses.submissionId', '=', 'submissions.id').on('taskResponses.taskId', '=', taskId),
    )
    .select([
      'submissions.id as seenSubmissionId',
      'submissions.isCompleted as seenIsCompleted',
      'taskResponses.response as seenResponse',
      rowVersion(db).as('seenVersion'),
    ])
    .where('homework.id', '=', homeworkId),
);

/**
 * The homework an auto-save or check answers, if the student may reach it, read in one query with
 * the submission and the task's saved answer as seen (no lock); null when the student may not.
 */
export async function readAnsweringTarget(
  db: Kysely<Database>,
  studentId: number,
  homeworkId: number,
  taskId: string,
): Promise<{ homework: VisibleHomework; seen: AnswerAsSeen } | null> {
  const [row] = await homeworkWithAnswer(db, studentId, homeworkId, taskId);
  if (!row) return null;
  const { seenSubmissionId, seenIsCompleted, seenResponse, seenVersion, ...homework } = row;
  return {
    homework,
    seen: {
      submissionId: seenSubmissionId,
      isCompleted: seenIsCompleted,
      response: seenResponse,
      version: seenVersion,
    },
  };
}

/**
 * The quick way of saveOneAnswer: answers its result and the answer as now saved when it wrote,
 * else null (go the plain way).
 */
export async function savedIfUnchanged<T>(
  db: Kysely<Database>,
  seen: AnswerAsSeen,
  fields: OneTaskSave,
  taskId: string,
  step: (stored: TaskResponse | null) => AnswerStep<T>,
): Promise<{ result: T; seen: AnswerAsSeen } | null> {
  const submissionId = seen.submissionId;
  if (submissionId === null || Number(seen.isCompleted) === 1) return null;
  const stored = seen.response === null ? null : normaliseStoredResponse(taskId, seen.response);
  let outcome: AnswerStep<T>;
  try {
    outcome = step(stored);
  } catch {
    // Refused on what was read without a lock: the plain way decides (and answers the error) on
    // what it locked.
    return null;
  }
  if (!outcome.write) return null;
  const { response, completed } = answerColumns(outcome.write.response);
  const version = await quickWrite(db, {
    submissionId,
    ...fields,
    taskId,
    response,
    completed,
    tracking: outcome.write.tracking === undefined ? null : JSON.stringify(outcome.write.tracking),
    version: seen.version,
  });
  if (version === null) return null;
  return {
    result: outcome.result,
    seen: { submissionId, isCompleted: 0, response, version },
  };
}
