import {
  homeworkTotalPoints,
  markRepaired,
  repairAssignmentDetails,
  unwrapAssignmentDetails,
} from '#domain/homework/repair';
import { parseJsonSafely } from '#domain/homework/read';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
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

/** Repaired homework kept by stored text: 32 MB of text at most, none over an eighth of it. */
const repaired = new TextMemo<AssignmentDetails>(32 * 1024 * 1024, 8);

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

/** The summary of repaired tasks: their ids in order and the points the homework is out of. */
export function taskSummary(homework: Pick<HomeworkRow, 'assignmentDetails'>): TaskSummary {
  const details = repairedDetails(homework);
  return Object.freeze({
    taskIds: Object.freeze(details.tasks.map((task) => task.id)),
    totalPoints: homeworkTotalPoints(details),
  });
}

/** How many homework revisions' summaries are kept per database (a few hundred bytes each). */
const SUMMARIES_KEPT = 50_000;

/** Kept summaries per database (by its Kysely adapter), keyed `id:revision`. */
const summariesByDatabase = new WeakMap<object, Map<string, TaskSummary>>();

const detailsById = compiledOnce((db, homeworkId: number) =>
  db.selectFrom('homework').select(['revision', 'assignmentDetails']).where('id', '=', homeworkId),
);

/**
 * Task summaries of homework known by id and revision, kept per database (a test opens many) so a
 * student's list need not read and hash every homework's tasks on each build: a revision's tasks
 * never change, and an edit is a new revision. A missing one is read by id; if the homework was
 * edited meanwhile, the summary of the revision read is kept and answered (the list then shows
 * the newer tasks, as a read a moment later would).
 */
export async function taskSummaries(
  db: Kysely<Database>,
  homework: ReadonlyArray<Pick<HomeworkRow, 'id' | 'revision'>>,
): Promise<Map<number, TaskSummary>> {
  const adapter = db.getExecutor().adapter;
  let kept = summariesByDatabase.get(adapter);
  if (!kept) {
    kept = new Map();
    summariesByDatabase.set(adapter, kept);
  }
  const out = new Map<number, TaskSummary>();
  for (const { id, revision } of homework) {
    let summary = kept.get(`${id}:${revision}`);
    if (!summary) {
      const [row] = await detailsById(db, id);
      if (!row) continue;
      summary = taskSummary(row);
      if (kept.size >= SUMMARIES_KEPT) kept.delete(kept.keys().next().value as string);
      kept.set(`${id}:${row.revision}`, summary);
    }
    out.set(id, summary);
  }
  return out;
}
