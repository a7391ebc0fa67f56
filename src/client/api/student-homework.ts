import { studentPaths } from '#contract/paths';
import type {
  AutoSaveBody,
  CheckAnswer,
  CheckBody,
  StudentActivityBody,
  StudentHomework,
  SubmitBody,
  submitResponseSchema,
} from '#contract/student';
import type { Submission } from '#contract/common';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, apiRequest, csrfHeader, isApiError } from './http';

/** Answer of a submit call: the server's own scoring. */
export type SubmitResult = z.infer<typeof submitResponseSchema>;

/** Query key of one homework (the API path, as every query key in this app). */
export function studentHomeworkKey(id: number | string): [string] {
  return [studentPaths.homework(id)];
}

/** Query key of one homework's submission. */
export function studentSubmissionKey(id: number | string): [string] {
  return [studentPaths.submission(id)];
}

/** Caches a submit refreshes: the homework list and the progress summary. */
export const submitInvalidations = [[studentPaths.homeworkList], [studentPaths.progress]] as const;

/** GET /api/student/homework/{id}. */
export function fetchStudentHomework(id: number | string): Promise<StudentHomework> {
  return apiRequest<StudentHomework>('GET', studentPaths.homework(id));
}

/** GET /api/student/homework/{id}/submission; null when there is none (404). */
export async function fetchStudentSubmission(id: number | string): Promise<Submission | null> {
  try {
    return await apiRequest<Submission>('GET', studentPaths.submission(id));
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** POST /api/student/homework/{id}/auto-save with one task response. */
export function postAutoSave(id: number | string, body: AutoSaveBody): Promise<unknown> {
  return apiRequest('POST', studentPaths.autoSave(id), body);
}

/** POST /api/student/homework/{id}/check with one action; the answer holds the task as now known. */
export function postCheck(id: number | string, body: CheckBody): Promise<CheckAnswer> {
  return apiRequest<CheckAnswer>('POST', studentPaths.check(id), body);
}

/** POST /api/student/homework/{id}/submit with the submission payload. */
export function postSubmit(id: number | string, body: SubmitBody): Promise<SubmitResult> {
  return apiRequest<SubmitResult>('POST', studentPaths.submit(id), body);
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
      await fetch(studentPaths.activity, activityInit(body, false));
      return;
    }
    await fetch(studentPaths.activity, activityInit(body, true));
  } catch {
    // Activity is a record of presence; it never blocks or bothers the student.
  }
}

function activityInit(body: StudentActivityBody, keepalive: boolean): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (activityToken) headers[csrfHeader] = activityToken;
  return { method: 'POST', credentials: 'include', headers, body: JSON.stringify(body), keepalive };
}
