import type { Submission } from '#contract/common';
import type { TeacherStudentHomework } from '#contract/teacher';
import { homeworkTotalPoints } from '#domain/homework/repair';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { AssignmentDetails } from '#domain/homework/schema';
import { isPassed } from '#domain/homework/status';
import { latestResponseByTask, normaliseStudentResponses } from '#domain/submissions/responses';
import type { TaskResponse } from '#domain/submissions/response-types';

/** What the 'Submission Details' block and the review header show of one submission. */
export interface SubmissionSummary {
  /** Whether the submission holds at least one task response (the block is shown only then). */
  hasTasks: boolean;
  /** Seconds, or null when unknown. */
  timeSpentSeconds: number | null;
  percentage: number | null;
  questionsCompleted: number;
  questionCount: number;
  score: number | null;
  passed: boolean;
  firstResponseAt: string | null;
  lastResponseAt: string | null;
  /** The last response recorded per task id. */
  responsesByTask: Map<string, TaskResponse>;
}

/** The homework's repaired details (never throws). */
export function homeworkDetails(
  homework: Pick<TeacherStudentHomework, 'assignmentDetails'>,
): AssignmentDetails {
  return repairAssignmentDetails(homework.assignmentDetails);
}

/** The total points of a score line as the teacher gave them, or null (the line then uses its default). */
export function givenTotalPoints(homework: Pick<TeacherStudentHomework, 'assignmentDetails'>): number {
  return homeworkTotalPoints(homework.assignmentDetails);
}

/** Summarises a submission against its homework's tasks. */
export function summariseSubmission(details: AssignmentDetails, submission: Submission): SubmissionSummary {
  const responses = normaliseStudentResponses(submission.studentResponses);
  const responsesByTask = latestResponseByTask(responses.tasks);
  const questionsCompleted = details.tasks.filter((task) => responsesByTask.get(task.id)?.completed).length;
  const score = submission.score ?? (responses.tasks.length > 0 ? responses.totalScore : null);
  return {
    hasTasks: responses.tasks.length > 0,
    timeSpentSeconds:
      submission.timeSpent ?? (responses.totalTimeSpent > 0 ? responses.totalTimeSpent : null),
    percentage: submission.percentage ?? (responses.tasks.length > 0 ? responses.percentage : null),
    questionsCompleted,
    questionCount: details.tasks.length,
    score,
    passed: isPassed({ passed: submission.passed, score }, details.passingScore),
    firstResponseAt: submission.firstResponseAt ?? submission.startedAt,
    lastResponseAt: submission.lastResponseAt ?? submission.submissionDate,
    responsesByTask,
  };
}
