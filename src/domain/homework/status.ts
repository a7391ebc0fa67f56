import { repairAssignmentDetails } from '#domain/homework/repair';
import { normaliseStudentResponses, latestResponseByTask } from '#domain/submissions/responses';
import type { TaskResponse } from '#domain/submissions/response-types';
import { isPastDue } from './student-status';

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

/** The status badge on a student's homework list, teacher side. */
export type TeacherHomeworkStatus =
  | { kind: 'completed'; label: 'Completed' }
  | { kind: 'in-progress'; label: string; percent: number; allDone: boolean }
  | { kind: 'not-completed'; label: 'Not Completed' }
  | { kind: 'overdue'; label: 'Overdue' }
  | { kind: 'pending'; label: 'Pending' };

/** What the teacher's screens add beside an In Progress status whose every task is done. */
export const allTasksDoneText = 'All tasks done, not submitted';

/** The status label on the manager screen. */
export type ManagerStatus = 'Completed' | 'In Progress' | 'Not Started';

/** How many of the homework's tasks the saved answer has finished, got right and touched. */
export function taskProgress(hw: HomeworkForStatus): TaskProgress {
  const taskIds = repairAssignmentDetails(hw.assignmentDetails).tasks.map((task) => task.id);
  return progressOverTasks(taskIds, hw.submission?.studentResponses);
}

/** Counts of a homework's tasks against a saved answer. */
export type TaskProgress = { total: number; done: number; correct: number; answered: number };

/** `taskProgress` for a homework known by its task ids (in any order), as stored or repaired. */
export function progressOverTasks(taskIds: readonly string[], studentResponses: unknown): TaskProgress {
  return progressOverResponses(taskIds, normaliseStudentResponses(studentResponses).tasks);
}

/** `progressOverTasks` over answers already normalised (the latest of a task counts). */
export function progressOverResponses(
  taskIds: readonly string[],
  responses: readonly TaskResponse[],
): TaskProgress {
  const latest = latestResponseByTask(responses);
  let done = 0;
  let correct = 0;
  for (const id of taskIds) {
    const response = latest.get(id);
    if (response?.completed) done += 1;
    if (response?.isCorrect) correct += 1;
  }
  return { total: taskIds.length, done, correct, answered: latest.size };
}

/** Teacher list status, in order: Completed, In Progress (n% answered correctly), Not Completed, Overdue, Pending (teacher spec section 4). */
export function teacherHomeworkStatus(hw: HomeworkForStatus, now: Date | number): TeacherHomeworkStatus {
  const submission = hw.submission;
  if (submission?.isCompleted === true) return { kind: 'completed', label: 'Completed' };
  if (submission) {
    const responses = normaliseStudentResponses(submission.studentResponses).tasks;
    if (responses.length > 0) {
      const { total, correct, done } = taskProgress(hw);
      const percent = total > 0 ? Math.round((correct / total) * 100) : 0;
      // Every task finished but Submit not pressed: the screens say so beside the status, so the
      // tutor can nudge the student rather than wait.
      const allDone = total > 0 && done === total;
      return { kind: 'in-progress', label: `In Progress (${percent}%)`, percent, allDone };
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
