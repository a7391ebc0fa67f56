import type { StudentHomeworkListItem } from '#contract/student';
import { toEpochMs } from '#domain/time';

/** The homework the dashboard offers next, and whether it is already under way. */
export interface NextHomework {
  homework: StudentHomeworkListItem;
  started: boolean;
}

/**
 * What to do next: homework already started comes first (finish what you began), then the rest not
 * submitted; within each, the earliest due date first, homework without one last. Null when every
 * homework is submitted.
 */
export function nextHomework(list: readonly StudentHomeworkListItem[]): NextHomework | null {
  const open = list.filter((item) => item.submission?.isCompleted !== true);
  const due = (item: StudentHomeworkListItem) => toEpochMs(item.dueDate) ?? Number.POSITIVE_INFINITY;
  const ranked = [...open].sort(
    (a, b) => Number(b.tasksDone > 0) - Number(a.tasksDone > 0) || due(a) - due(b) || a.id - b.id,
  );
  const first = ranked[0];
  return first ? { homework: first, started: first.tasksDone > 0 } : null;
}
