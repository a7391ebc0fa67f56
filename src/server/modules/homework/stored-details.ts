import { markRepaired, repairAssignmentDetails, unwrapAssignmentDetails } from '#domain/homework/repair';
import { parseJsonSafely } from '#domain/homework/read';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { HomeworkRow } from '../../db/schema';

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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** The stored text kept with repaired homework, at most (about as much again for the objects). */
const REPAIRED_KEPT_CHARS = 32 * 1024 * 1024;
const repaired = new Map<string, AssignmentDetails>();
let keptChars = 0;

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
  // The oldest kept go first; a homework larger than an eighth of the budget is never kept.
  if (text.length > REPAIRED_KEPT_CHARS / 8) return details;
  for (const oldest of repaired.keys()) {
    if (keptChars + text.length <= REPAIRED_KEPT_CHARS) break;
    repaired.delete(oldest);
    keptChars -= oldest.length;
  }
  repaired.set(text, details);
  keptChars += text.length;
  return details;
}
