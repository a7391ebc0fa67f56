import { repairAssignmentDetails, unwrapAssignmentDetails } from '#domain/homework/repair';
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

/** The homework's repaired assignmentDetails, the same the player plays. */
export function repairedDetails(homework: Pick<HomeworkRow, 'assignmentDetails'>): AssignmentDetails {
  return repairAssignmentDetails(detailsObject(homework));
}
