import { toEpochMs } from '#domain/time';

// The student's list status works from the summary the list sends (how many tasks, how many done),
// so the student's screens need neither the tasks nor the code that reads them.

/** Whether the due date is before now. */
export function isPastDue(dueDate: string | null | undefined, now: Date | number): boolean {
  const due = toEpochMs(dueDate);
  const at = toEpochMs(now);
  return due !== null && at !== null && due < at;
}

/** The status badge on the student's homework list. */
export type StudentHomeworkStatus =
  | { kind: 'completed'; label: 'Completed' }
  | { kind: 'overdue'; label: 'Overdue' }
  | { kind: 'in-progress'; label: string; remaining: number }
  | { kind: 'ready'; label: 'Ready to submit' }
  | { kind: 'not-started'; label: 'Not Started' };

/** What the student's status needs of a homework in their list. */
export interface HomeworkSummaryForStatus {
  dueDate?: string | null;
  taskCount: number;
  tasksDone: number;
  submission?: { isCompleted?: boolean | null } | null;
}

/**
 * Student list status, in order: Completed, Overdue, '{n} more to go' once a task is done, Not Started.
 * A homework with every task done but not yet submitted is 'Ready to submit': the list's rule leaves
 * that case out, and "0 more to go" read as if nothing was left to do while the teacher still saw
 * it unfinished (decision 003).
 */
export function studentHomeworkStatus(
  hw: HomeworkSummaryForStatus,
  now: Date | number,
): StudentHomeworkStatus {
  if (hw.submission?.isCompleted === true) return { kind: 'completed', label: 'Completed' };
  if (isPastDue(hw.dueDate, now)) return { kind: 'overdue', label: 'Overdue' };
  if (hw.tasksDone > 0) {
    const remaining = Math.max(0, hw.taskCount - hw.tasksDone);
    if (remaining === 0) return { kind: 'ready', label: 'Ready to submit' };
    return { kind: 'in-progress', label: `${remaining} more to go`, remaining };
  }
  return { kind: 'not-started', label: 'Not Started' };
}
