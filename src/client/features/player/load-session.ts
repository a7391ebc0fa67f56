import type { Submission } from '#contract/common';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { latestResponseByTask, normaliseTaskResponses } from '#domain/submissions/responses';
import { useState } from 'react';
import { fetchStudentSubmission } from '../../api/student-homework';
import { readOutbox } from './auto-save-outbox';
import { readLocalProgress } from './local-progress';
import { planResume, type ResumePlan, type ServerProgress } from './resume-plan';

/** The server's record of a submission as the player reads it (answers normalised). */
export function serverProgressOf(submission: Submission | null): ServerProgress | null {
  if (!submission) return null;
  const saved = submission.studentResponses;
  return {
    tasks: normaliseTaskResponses(saved.tasks, (message) => console.warn(message)),
    currentTaskIndex: saved.currentTaskIndex,
    startTime: saved.startTime ?? submission.startedAt,
  };
}

/** Asks the server for the submission again: each task's latest saved answer, by task id. */
export async function fetchLatestResponses(homeworkId: number): Promise<Map<string, TaskResponse>> {
  return latestResponseByTask(serverProgressOf(await fetchStudentSubmission(homeworkId))?.tasks ?? []);
}

/**
 * Where the player starts, planned once as it opens from the server's record, the local copy and
 * what still waits in the outbox (see planResume); later renders keep the same plan.
 */
export function useResumePlan(
  homeworkId: number,
  details: AssignmentDetails,
  submission: Submission | null,
): ResumePlan {
  const [plan] = useState(() =>
    planResume({
      tasks: details.tasks,
      server: serverProgressOf(submission),
      local: readLocalProgress(homeworkId),
      outbox: readOutbox(homeworkId),
      now: new Date(),
    }),
  );
  return plan;
}
