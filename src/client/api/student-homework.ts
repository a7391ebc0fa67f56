import {
  getStudentHomework,
  getStudentHomeworkById,
  getStudentHomeworkByIdSubmission,
  getStudentProgress,
  pathOf,
} from '#contract/routes';
import {
  postStudentActivity,
  postStudentHomeworkByIdAutoSave,
  postStudentHomeworkByIdCheck,
  postStudentHomeworkByIdSubmit,
} from '#contract/student-routes';
import type { AutoSaveBody, CheckBody, StudentActivityBody, SubmitBody } from '#contract/student';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AnswerOf, call } from './call';
import { api, csrfHeader, isApiError } from './http';

/** Answer of a submit call: the server's own scoring. */
export type SubmitResult = AnswerOf<typeof postStudentHomeworkByIdSubmit>;

/** Query key of one homework (the API path, as every query key in this app). */
export function studentHomeworkKey(id: number | string): [string] {
  return [pathOf(getStudentHomeworkById, { id })];
}

/** Query key of one homework's submission. */
export function studentSubmissionKey(id: number | string): [string] {
  return [pathOf(getStudentHomeworkByIdSubmission, { id })];
}

/** Caches a submit refreshes: the homework list and the progress summary. */
export const submitInvalidations = [[getStudentHomework.path], [getStudentProgress.path]] as const;

/** GET /api/student/homework/{id}. */
export function fetchStudentHomework(id: number | string) {
  return call(getStudentHomeworkById, { id });
}

/** GET /api/student/homework/{id}/submission; null when there is none (404). */
export async function fetchStudentSubmission(
  id: number | string,
): Promise<AnswerOf<typeof getStudentHomeworkByIdSubmission> | null> {
  try {
    return await call(getStudentHomeworkByIdSubmission, { id });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** POST /api/student/homework/{id}/auto-save with one task response. */
export function postAutoSave(id: number | string, body: AutoSaveBody) {
  return call(postStudentHomeworkByIdAutoSave, { id }, body);
}

/** POST /api/student/homework/{id}/check with one action; the answer holds the task as now known. */
export function postCheck(id: number | string, body: CheckBody) {
  return call(postStudentHomeworkByIdCheck, { id }, body);
}

/** POST /api/student/homework/{id}/submit with the submission payload. */
export function postSubmit(id: number | string, body: SubmitBody) {
  return call(postStudentHomeworkByIdSubmit, { id }, body);
}

/** One homework as the student sees it (404 is an error with status 404). */
export function useStudentHomework(id: number | string) {
  return useQuery({ queryKey: studentHomeworkKey(id), queryFn: () => fetchStudentHomework(id) });
}

/** The student's submission for one homework, or null when there is none. */
export function useStudentSubmission(id: number | string) {
  return useQuery({ queryKey: studentSubmissionKey(id), queryFn: () => fetchStudentSubmission(id) });
}

/** Submits a homework; on success the homework list and progress caches are invalidated. */
export function useSubmitHomework(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmitBody) => postSubmit(id, body),
    onSuccess: async () => {
      await Promise.all([
        ...submitInvalidations.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
        queryClient.invalidateQueries({ queryKey: studentSubmissionKey(id) }),
      ]);
    },
  });
}

let activityToken: string | undefined;

/**
 * POST /api/student/activity. With `keepalive` (page hide, leaving) it is a single fetch that outlives the
 * page, using the CSRF token kept from the last activity call; failures are ignored (best effort).
 */
export async function postActivity(body: StudentActivityBody, { keepalive = false } = {}): Promise<void> {
  try {
    if (!keepalive) {
      activityToken = await api.fetchCsrfToken();
      await fetch(postStudentActivity.path, activityInit(body, false));
      return;
    }
    await fetch(postStudentActivity.path, activityInit(body, true));
  } catch {
    // Activity is a record of presence; it never blocks or bothers the student.
  }
}

function activityInit(body: StudentActivityBody, keepalive: boolean): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (activityToken) headers[csrfHeader] = activityToken;
  return {
    method: postStudentActivity.method,
    credentials: 'include',
    headers,
    body: JSON.stringify(body),
    keepalive,
  };
}
