import {
  homeworkTotalPoints,
  markRepaired,
  repairAssignmentDetails,
  unwrapAssignmentDetails,
} from '#domain/homework/repair';
import { parseJsonSafely } from '#domain/homework/read';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { Kysely } from 'kysely';
import { type ReadCaches, scope } from '../../cache/read-caches';
import { memoBounds } from '../../cache/read-layer';
import type { Database, HomeworkRow } from '../../db/schema';
import { deepFreeze, TextMemo } from '../../cache/text-memo';

// The one reader of a homework's stored assignmentDetails, for every module: the JSON text (also
// when it holds a JSON string of the object, as older data and imports do, or a wrapper with an
// assignmentDetails field) decoded to an object, and that object repaired into playable tasks.

/** The stored JSON decoded, also when it holds a JSON string of the object (older data, imports). */
function decode(text: string): unknown {
  let value: unknown = text;
  for (let depth = 0; depth < 3 && typeof value === 'string'; depth += 1) {
    const parsed = parseJsonSafely(value);
    if (!parsed.ok) return {};
    value = parsed.value;
  }
  return value;
}

/** The homework's assignmentDetails as a plain object, as the teacher's calls send it. */
export function detailsObject(homework: Pick<HomeworkRow, 'assignmentDetails'>): Record<string, unknown> {
  return unwrapAssignmentDetails(decode(homework.assignmentDetails));
}

/** Repaired homework kept by stored text (read-layer.ts: repairedHomework). */
const repaired = new TextMemo<AssignmentDetails>(
  memoBounds.repairedHomework.maxChars,
  memoBounds.repairedHomework.largestShare,
);

/**
 * The homework's repaired assignmentDetails, the same the player plays. Every list, check and save
 * needs it, so the result is kept by the stored text itself: the same text always repairs to the
 * same tasks, and an edited homework is new text (nothing to drop). Kept results are frozen, so no
 * caller can change what the next one reads.
 */
export function repairedDetails(homework: Pick<HomeworkRow, 'assignmentDetails'>): AssignmentDetails {
  const text = homework.assignmentDetails;
  const kept = repaired.get(text);
  if (kept) return kept;
  const details = deepFreeze(repairAssignmentDetails(detailsObject(homework)));
  markRepaired(details);
  repaired.set(text, details);
  return details;
}

/** What the student's list shows of a homework's tasks. */
export type TaskSummary = { readonly taskIds: readonly string[]; readonly totalPoints: number };

declare module '../../cache/read-layer' {
  interface KeptValues {
    /** A homework revision's task summary, shared by every student's list. */
    taskSummaries: TaskSummary;
  }
}

/** The summary of repaired tasks: their ids in order and the points the homework is out of. */
export function taskSummary(homework: Pick<HomeworkRow, 'assignmentDetails'>): TaskSummary {
  const details = repairedDetails(homework);
  return Object.freeze({
    taskIds: Object.freeze(details.tasks.map((task) => task.id)),
    totalPoints: homeworkTotalPoints(details),
  });
}

const detailsOf = (db: Kysely<Database>, ids: readonly number[]) =>
  db.selectFrom('homework').select(['id', 'revision', 'assignmentDetails']).where('id', 'in', ids).execute();

/**
 * Task summaries of homework known by id and revision, read from the database with one query.
 * With the read layer's caches, each summary is kept by `id:revision` (caches.taskSummaries)
 * until the homework's teacher sends a change notice (every edit is the teacher's call) or a
 * minute passes, so a student's list need not read and repair every homework's tasks on each
 * build, and the caches' self-check compares a list built from kept summaries with one built
 * from this fresh read. If the homework was edited between the two reads, the summary of the
 * revision read is answered (the list then shows the newer tasks, as a read a moment later would).
 */
export async function taskSummaries(
  db: Kysely<Database>,
  homework: ReadonlyArray<Pick<HomeworkRow, 'id' | 'revision' | 'teacherId'>>,
  caches?: ReadCaches,
): Promise<Map<number, TaskSummary>> {
  const kept = caches?.keeping() ? caches.taskSummaries : undefined;
  const ticket = kept?.ticket() ?? 0;
  const out = new Map<number, TaskSummary>();
  const missing: number[] = [];
  for (const { id, revision } of homework) {
    const summary = kept?.get(`${id}:${revision}`);
    if (summary) out.set(id, summary);
    else missing.push(id);
  }
  if (missing.length === 0) return out;
  const teachers = new Map(homework.map((h) => [h.id, h.teacherId]));
  for (const row of await detailsOf(db, missing)) {
    const summary = taskSummary(row);
    out.set(row.id, summary);
    const teacherId = teachers.get(row.id);
    if (kept && teacherId !== undefined)
      kept.set(`${row.id}:${row.revision}`, summary, [scope.teacher(teacherId)], ticket);
  }
  return out;
}
