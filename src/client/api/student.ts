import { getStudentHomework, getStudentLessonReports, getStudentProgress, pathOf } from '#contract/routes';
import {
  getStudentLessonReportsById,
  postStudentActivity,
  postStudentLessonReportsByIdView,
} from '#contract/student-routes';
import type { StudentActivityBody } from '#contract/student';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from './call';
import { api, csrfHeader } from './http';

/** Polling interval of the student's homework list in milliseconds. */
export const homeworkListRefetchMs = 5000;

/** Query keys of the student screens: the API path of each GET call. */
export const studentQueryKeys = {
  progress: [getStudentProgress.path] as const,
  homeworkList: [getStudentHomework.path] as const,
  lessonReports: [getStudentLessonReports.path] as const,
  lessonReport: (id: number | string) => [pathOf(getStudentLessonReportsById, { id })] as const,
};

/** GET /api/student/progress */
export function fetchStudentProgress() {
  return call(getStudentProgress);
}

/** GET /api/student/homework: every visible homework with its submission or null. */
export function fetchStudentHomeworkList() {
  return call(getStudentHomework);
}

/** GET /api/student/lesson-reports */
export function fetchLessonReports() {
  return call(getStudentLessonReports);
}

/** GET /api/student/lesson-reports/{id} (404 is an error with status 404). */
export function fetchLessonReport(id: number | string) {
  return call(getStudentLessonReportsById, { id });
}

/** POST /api/student/lesson-reports/{id}/view: records one opening; answers the updated report. */
export function postLessonReportView(id: number | string) {
  return call(postStudentLessonReportsByIdView, { id });
}

/** The signed-in student's progress summary. */
export function useStudentProgress() {
  return useQuery({ queryKey: studentQueryKeys.progress, queryFn: fetchStudentProgress });
}

/**
 * The signed-in student's homework list, refreshed every 5 seconds;
 * `poll: false` for screens that only summarise it.
 */
export function useStudentHomeworkList({ poll = true }: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: studentQueryKeys.homeworkList,
    queryFn: fetchStudentHomeworkList,
    refetchInterval: poll ? homeworkListRefetchMs : false,
  });
}

/** The signed-in student's lesson reports. */
export function useLessonReports() {
  return useQuery({ queryKey: studentQueryKeys.lessonReports, queryFn: fetchLessonReports });
}

/** One lesson report, fetched afresh on every visit (its page decides 'First Time Viewing' from it). */
export function useLessonReport(id: number | string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: studentQueryKeys.lessonReport(id),
    queryFn: () => fetchLessonReport(id),
    refetchOnMount: 'always',
    enabled,
  });
}

/**
 * Records one opening of a report (POST .../view), then refreshes the reports list. The open report's
 * own cache is left as fetched, so its page still knows whether this was the first opening.
 */
export function useRecordLessonReportView(id: number | string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => postLessonReportView(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentQueryKeys.lessonReports }),
  });
}

/** Sends an activity record as a keepalive fetch that outlives the page; failures are ignored. */
export function sendActivityKeepalive(body: StudentActivityBody, csrfToken: string | undefined): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (csrfToken) headers[csrfHeader] = csrfToken;
  try {
    void fetch(postStudentActivity.path, {
      method: postStudentActivity.method,
      credentials: 'include',
      headers,
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Activity is a record of presence; it never bothers the student.
  }
}

const pendingCloses = new Map<number, ReturnType<typeof setTimeout>>();

/**
 * Posts lesson_close for this report when the student leaves the page (unmount) or the page is hidden
 * (pagehide), once per visit. The CSRF token is fetched on arrival, because a page being hidden
 * cannot wait for one. The unmount send waits one tick, so StrictMode's remount cancels it.
 */
export function useLessonCloseOnLeave(lessonReportId: number | null): void {
  useEffect(() => {
    if (lessonReportId === null) return;
    const pending = pendingCloses.get(lessonReportId);
    if (pending !== undefined) {
      clearTimeout(pending);
      pendingCloses.delete(lessonReportId);
    }
    let token: string | undefined;
    let sent = false;
    void api.fetchCsrfToken().then((value) => {
      token = value;
    });
    const close = () => {
      if (sent) return;
      sent = true;
      sendActivityKeepalive({ type: 'lesson_close', lessonReportId }, token);
    };
    const reopen = (event: PageTransitionEvent) => {
      if (event.persisted) sent = false;
    };
    window.addEventListener('pagehide', close);
    window.addEventListener('pageshow', reopen);
    return () => {
      window.removeEventListener('pagehide', close);
      window.removeEventListener('pageshow', reopen);
      pendingCloses.set(
        lessonReportId,
        setTimeout(() => {
          pendingCloses.delete(lessonReportId);
          close();
        }, 0),
      );
    };
  }, [lessonReportId]);
}
