import { type Kysely, type QueryCreator, sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres } from '../../db/helpers';
import type { Database, IntBool } from '../../db/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { type VisibleHomework, visibleHomeworkQuery } from '../student/access';
import { normaliseStoredResponse } from '../student/task-responses';
import { answerColumns } from './answer-columns';
import type { AnswerStep, OneTaskSave } from './store';

// The quick way of saving one answer on PostgreSQL (decision 014): the task's saved answer read
// with its row version, without a lock, and the one statement that writes only while the row is
// still that version.

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

/** The claim of an open submission by id, as the first part of a one-statement write. */
function claimById(db: QueryCreator<Database>, submissionId: number, fields: OneTaskSave) {
  return db
    .updateTable('submissions')
    .set((eb) => ({
      startedAt: eb.fn.coalesce('startedAt', eb.val(fields.startedAt)),
      updatedAt: fields.now,
      currentTaskIndex: fields.currentTaskIndex,
    }))
    .where('id', '=', submissionId)
    .where('isCompleted', '=', 0)
    .returning('id');
}

// The one-statement writes (PostgreSQL only): the submission claimed in a WITH part, so its row
// lock is taken first as on the plain way, then the answer inserted (none was saved) or replaced
// (only while its row version is the one read; a null tracking keeps the saved one). Each answers
// the answer's new row version when it wrote, and nothing when it did not.
/** What both one-statement writes take: the claim's fields, then the answer to store. */
type QuickWrite = [
  submissionId: number,
  startedAt: string,
  now: string,
  currentTaskIndex: number,
  taskId: string,
  response: string,
  completed: IntBool,
  tracking: string | null,
];

const insertIfNone = compiledOnce(
  (
    db,
    ...[submissionId, startedAt, now, currentTaskIndex, taskId, response, completed, tracking]: QuickWrite
  ) =>
    db
      .with('claimed', (qb) => claimById(qb, submissionId, { startedAt, now, currentTaskIndex }))
      .insertInto('taskResponses')
      .columns(['submissionId', 'taskId', 'response', 'completed', 'tracking', 'updatedAt'])
      .expression((eb) =>
        eb
          .selectFrom('claimed')
          .select([
            'claimed.id',
            sql<string>`${taskId}::text`.as('taskId'),
            sql<string>`${response}::text`.as('response'),
            sql<IntBool>`${completed}::integer`.as('completed'),
            sql<string | null>`${tracking}::text`.as('tracking'),
            sql<string>`${now}::text`.as('updatedAt'),
          ]),
      )
      .onConflict((oc) => oc.columns(['submissionId', 'taskId']).doNothing())
      .returning(sql<string>`task_responses.xmin::text`.as('version')),
);
const replaceIfUnchanged = compiledOnce(
  (
    db,
    ...[submissionId, startedAt, now, currentTaskIndex, taskId, response, completed, tracking, version]: [
      ...QuickWrite,
      version: string,
    ]
  ) =>
    db
      .with('claimed', (qb) => claimById(qb, submissionId, { startedAt, now, currentTaskIndex }))
      .updateTable('taskResponses')
      .from('claimed')
      .set((eb) => ({
        response,
        completed,
        tracking: eb.fn.coalesce(sql<string | null>`${tracking}::text`, 'taskResponses.tracking'),
        updatedAt: now,
      }))
      .whereRef('taskResponses.submissionId', '=', 'claimed.id')
      .where('taskResponses.taskId', '=', taskId)
      .where(sql<string>`task_responses.xmin::text`, '=', version)
      .returning(sql<string>`task_responses.xmin::text`.as('version')),
);

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
  const { startedAt, now, currentTaskIndex } = fields;
  const { response, completed } = answerColumns(outcome.write.response);
  const tracking = outcome.write.tracking === undefined ? null : JSON.stringify(outcome.write.tracking);
  const write: QuickWrite = [
    submissionId,
    startedAt,
    now,
    currentTaskIndex,
    taskId,
    response,
    completed,
    tracking,
  ];
  const written =
    seen.version === null
      ? await insertIfNone(db, ...write)
      : await replaceIfUnchanged(db, ...write, seen.version);
  const [row] = written;
  if (!row) return null;
  return {
    result: outcome.result,
    seen: { submissionId, isCompleted: 0, response, version: row.version },
  };
}
