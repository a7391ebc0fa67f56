import { repairAssignmentDetails } from '#domain/homework/repair';
import { normaliseStudentResponses, latestResponseByTask } from '#domain/submissions/responses';
import { toEpochMs } from '#domain/submissions/totals';

/** A submission as the list screens see it. */
export interface SubmissionForStatus {
  isCompleted?: boolean | null;
  /** studentResponses as stored (object or JSON string). */
  studentResponses?: unknown;
  startedAt?: string | null;
  score?: number | null;
  passed?: boolean | null;
}

/** A homework item as the list screens see it. */
export interface HomeworkForStatus {
  dueDate?: string | null;
  /** assignmentDetails as stored (object or JSON string). */
  assignmentDetails?: unknown;
  submission?: SubmissionForStatus | null;
}

/** The status badge on the student's homework list. */
export type StudentHomeworkStatus =
  | { kind: 'completed'; label: 'Completed' }
  | { kind: 'overdue'; label: 'Overdue' }
  | { kind: 'in-progress'; label: string; remaining: number }
  | { kind: 'not-started'; label: 'Not Started' };

/** The status badge on a student's homework list, teacher side. */
export type TeacherHomeworkStatus =
  | { kind: 'completed'; label: 'Completed' }
  | { kind: 'in-progress'; label: string; percent: number }
  | { kind: 'not-completed'; label: 'Not Completed' }
  | { kind: 'overdue'; label: 'Overdue' }
  | { kind: 'pending'; label: 'Pending' };

/** The status label on the manager screen. */
export type ManagerStatus = 'Completed' | 'In Progress' | 'Not Started';

/** Whether the due date is before now. */
export function isPastDue(dueDate: string | null | undefined, now: Date | number): boolean {
  const due = toEpochMs(dueDate);
  const at = toEpochMs(now);
  return due !== null && at !== null && due < at;
}

function taskProgress(hw: HomeworkForStatus): {
  total: number;
  done: number;
  correct: number;
  answered: number;
} {
  const tasks = repairAssignmentDetails(hw.assignmentDetails).tasks;
  const latest = latestResponseByTask(normaliseStudentResponses(hw.submission?.studentResponses).tasks);
  let done = 0;
  let correct = 0;
  for (const task of tasks) {
    const response = latest.get(task.id);
    if (response?.completed) done += 1;
    if (response?.isCorrect) correct += 1;
  }
  return { total: tasks.length, done, correct, answered: latest.size };
}

/** Student list status, in order: Completed, Overdue, '{n} more to go' once a task is done, Not Started. */
export function studentHomeworkStatus(hw: HomeworkForStatus, now: Date | number): StudentHomeworkStatus {
  if (hw.submission?.isCompleted === true) return { kind: 'completed', label: 'Completed' };
  if (isPastDue(hw.dueDate, now)) return { kind: 'overdue', label: 'Overdue' };
  const { total, done } = taskProgress(hw);
  if (done > 0) {
    const remaining = Math.max(0, total - done);
    return { kind: 'in-progress', label: `${remaining} more to go`, remaining };
  }
  return { kind: 'not-started', label: 'Not Started' };
}

/** Teacher list status, in order: Completed, In Progress (n% answered correctly), Not Completed, Overdue, Pending (teacher spec section 4). */
export function teacherHomeworkStatus(hw: HomeworkForStatus, now: Date | number): TeacherHomeworkStatus {
  const submission = hw.submission;
  if (submission?.isCompleted === true) return { kind: 'completed', label: 'Completed' };
  if (submission) {
    const responses = normaliseStudentResponses(submission.studentResponses).tasks;
    if (responses.length > 0) {
      const { total, correct } = taskProgress(hw);
      const percent = total > 0 ? Math.round((correct / total) * 100) : 0;
      return { kind: 'in-progress', label: `In Progress (${percent}%)`, percent };
    }
    if (submission.isCompleted === false) return { kind: 'not-completed', label: 'Not Completed' };
  }
  if (isPastDue(hw.dueDate, now)) return { kind: 'overdue', label: 'Overdue' };
  return { kind: 'pending', label: 'Pending' };
}

/** Manager status: Completed, In Progress (started, not completed) or Not Started. */
export function managerStatus(submission: SubmissionForStatus | null | undefined): ManagerStatus {
  if (!submission) return 'Not Started';
  if (submission.isCompleted === true) return 'Completed';
  const started =
    Boolean(submission.startedAt) || normaliseStudentResponses(submission.studentResponses).tasks.length > 0;
  return started ? 'In Progress' : 'Not Started';
}

/** Passed: passed is true, or the score is at or above passingScore (teacher spec section 5). */
export function isPassed(
  submission: Pick<SubmissionForStatus, 'passed' | 'score'>,
  passingScore: number,
): boolean {
  if (submission.passed === true) return true;
  return typeof submission.score === 'number' && submission.score >= passingScore;
}
