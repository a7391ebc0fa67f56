import {
  getTeacherHomework,
  getTeacherRecentActivity,
  getTeacherStudents,
  getTeacherStudentsByUsername,
  getTeacherStudentsByUsernameHomework,
  getTeacherStudentsByUsernameHomeworkByHomeworkId,
  getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission,
  postTeacherStudents,
  postTeacherStudentsBulk,
  postTeacherStudentsBulkCheck,
  postTeacherStudentsByIdOrUsernameFreeze,
  postTeacherStudentsByIdOrUsernameUnfreeze,
  postTeacherStudentsByUsernameResetPassword,
  putTeacherStudentsByUsername,
  putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus,
} from '#contract/teacher-routes';
import { pathOf } from '#contract/routes';
import { call } from './call';
import type { Submission, TaskTracking } from '#contract/common';
import type {
  BulkStudentsBody,
  CreateStudentBody,
  RecentActivityItem,
  TeacherStudent,
  TeacherStudentHomework,
  UpdateStudentBody,
} from '#contract/teacher';
import {
  type QueryClient,
  type QueryKey,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { isApiError } from './http';

/** Query keys of the teacher screens: the API path of each GET call (shared with other teacher screens). */
export const teacherQueryKeys = {
  students: [getTeacherStudents.path] as const,
  student: (username: string) => [pathOf(getTeacherStudentsByUsername, { username })] as const,
  recentActivity: [getTeacherRecentActivity.path] as const,
  studentHomeworkList: (username: string) =>
    [pathOf(getTeacherStudentsByUsernameHomework, { username })] as const,
  studentHomework: (username: string, homeworkId: number | string) =>
    [pathOf(getTeacherStudentsByUsernameHomeworkByHomeworkId, { username, homeworkId })] as const,
  studentSubmission: (username: string, homeworkId: number | string) =>
    [pathOf(getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission, { username, homeworkId })] as const,
  /** The manager's homework list (its submissions change with a completion toggle). */
  homeworkList: [getTeacherHomework.path] as const,
};

/** The answer of the create-student call: the temporary password is shown once. */
export interface CreatedStudent {
  student: TeacherStudent;
  username: string;
  temporaryPassword: string;
}

/** A submission as the teacher's submission call answers it, tracking data included. */
export type TeacherSubmission = Submission & { trackingData?: Record<string, TaskTracking> };

/** GET /api/teacher/students */
export function fetchStudents(): Promise<TeacherStudent[]> {
  return call(getTeacherStudents);
}

/** GET /api/teacher/students/{username} */
export function fetchStudent(username: string): Promise<TeacherStudent> {
  return call(getTeacherStudentsByUsername, { username });
}

/** GET /api/teacher/recent-activity: completed submissions of the last 24 hours. */
export function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  return call(getTeacherRecentActivity);
}

/** GET /api/teacher/students/{username}/homework */
export function fetchStudentHomeworkList(username: string): Promise<TeacherStudentHomework[]> {
  return call(getTeacherStudentsByUsernameHomework, { username });
}

/** GET /api/teacher/students/{username}/homework/{id} */
export function fetchStudentHomework(
  username: string,
  homeworkId: number | string,
): Promise<TeacherStudentHomework> {
  return call(getTeacherStudentsByUsernameHomeworkByHomeworkId, { username, homeworkId });
}

/** GET .../submission; a 404 means there is no submission, answered as null. */
export async function fetchStudentSubmission(
  username: string,
  homeworkId: number | string,
): Promise<TeacherSubmission | null> {
  try {
    return await call(getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission, { username, homeworkId });
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** POST /api/teacher/students */
export function createStudent(body: CreateStudentBody): Promise<CreatedStudent> {
  return call(postTeacherStudents, {}, body);
}

/** POST .../freeze or .../unfreeze; the list passes the id, the detail page the username. */
export function setStudentFrozen(idOrUsername: number | string, frozen: boolean): Promise<unknown> {
  return call(frozen ? postTeacherStudentsByIdOrUsernameFreeze : postTeacherStudentsByIdOrUsernameUnfreeze, {
    idOrUsername,
  });
}

/** POST /api/teacher/students/{username}/reset-password */
export function resetStudentPassword(username: string): Promise<{ temporaryPassword: string }> {
  return call(postTeacherStudentsByUsernameResetPassword, { username });
}

/** PUT .../homework/{homeworkId}/status with {isCompleted}. */
export function setHomeworkCompletion(
  username: string,
  homeworkId: number | string,
  isCompleted: boolean,
): Promise<unknown> {
  return call(
    putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus,
    { username, homeworkId },
    { isCompleted },
  );
}

/** The teacher's students. */
export function useStudents() {
  return useQuery({ queryKey: teacherQueryKeys.students, queryFn: fetchStudents });
}

/** One student of the teacher. */
export function useStudent(username: string) {
  return useQuery({ queryKey: teacherQueryKeys.student(username), queryFn: () => fetchStudent(username) });
}

/** Completed submissions of the last 24 hours (dashboard). */
export function useRecentActivity() {
  return useQuery({ queryKey: teacherQueryKeys.recentActivity, queryFn: fetchRecentActivity });
}

/** One student's homework list. */
export function useStudentHomeworkList(username: string) {
  return useQuery({
    queryKey: teacherQueryKeys.studentHomeworkList(username),
    queryFn: () => fetchStudentHomeworkList(username),
  });
}

/** One homework as assigned to one student. */
export function useStudentHomework(username: string, homeworkId: number | string) {
  return useQuery({
    queryKey: teacherQueryKeys.studentHomework(username, homeworkId),
    queryFn: () => fetchStudentHomework(username, homeworkId),
  });
}

/** One student's submission of one homework (null when none). */
export function useStudentSubmission(username: string, homeworkId: number | string) {
  return useQuery({
    queryKey: teacherQueryKeys.studentSubmission(username, homeworkId),
    queryFn: () => fetchStudentSubmission(username, homeworkId),
  });
}

function invalidateAll(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/** Creates a student; the student list refreshes. */
export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => invalidateAll(queryClient, [teacherQueryKeys.students]),
  });
}

/** POST /api/teacher/students/bulk/check: the problems the add would answer, without adding anyone. */
export function checkStudentList(body: BulkStudentsBody): Promise<unknown> {
  return call(postTeacherStudentsBulkCheck, {}, body);
}

/** POST /api/teacher/students/bulk: adds a list of students; the student list refreshes. */
export function useBulkAddStudents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkStudentsBody) => call(postTeacherStudentsBulk, {}, body),
    onSuccess: () => invalidateAll(queryClient, [teacherQueryKeys.students]),
  });
}

/** Freezes or unfreezes a student; the list and that student's detail refresh. */
export function useSetStudentFrozen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      idOrUsername,
      frozen,
    }: {
      idOrUsername: number | string;
      username: string;
      frozen: boolean;
    }) => setStudentFrozen(idOrUsername, frozen),
    onSuccess: (_answer, { username }) =>
      invalidateAll(queryClient, [teacherQueryKeys.students, teacherQueryKeys.student(username)]),
  });
}

/** PUT /api/teacher/students/{username}: the student's details; the lists and the detail refresh. */
export function useUpdateStudent(username: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => call(putTeacherStudentsByUsername, { username }, body),
    onSuccess: () =>
      invalidateAll(queryClient, [teacherQueryKeys.students, teacherQueryKeys.student(username)]),
  });
}

/** Gives a student a new temporary password (nothing cached changes). */
export function useResetStudentPassword() {
  return useMutation({ mutationFn: (username: string) => resetStudentPassword(username) });
}

/**
 * Sets a homework's completion for one student. Afterwards the submission is refreshed (teacher.md
 * section 4), with the views built from it: the homework, the student's list, the student's progress,
 * the student list's progress, the dashboard's recent activity and the manager's homework list.
 */
export function useSetHomeworkCompletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      username,
      homeworkId,
      isCompleted,
    }: {
      username: string;
      homeworkId: number;
      isCompleted: boolean;
    }) => setHomeworkCompletion(username, homeworkId, isCompleted),
    onSuccess: (_answer, { username, homeworkId }) =>
      invalidateAll(queryClient, [
        teacherQueryKeys.studentSubmission(username, homeworkId),
        teacherQueryKeys.studentHomework(username, homeworkId),
        teacherQueryKeys.studentHomeworkList(username),
        teacherQueryKeys.student(username),
        teacherQueryKeys.students,
        teacherQueryKeys.recentActivity,
        teacherQueryKeys.homeworkList,
      ]),
  });
}
