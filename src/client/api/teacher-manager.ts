import {
  deleteTeacherHomeworkById,
  deleteTeacherHomeworkByIdStudentsByUsername,
  deleteTeacherStudentsByUsernameLessonReportsById,
  getTeacherActivities,
  getTeacherHomework,
  getTeacherStudents,
  getTeacherStudentsByUsername,
  getTeacherStudentsByUsernameHomework,
  getTeacherStudentsByUsernameHomeworkByHomeworkId,
  getTeacherStudentsByUsernameLessonReports,
  postTeacherHomework,
  postTeacherHomeworkByIdAssignments,
  postTeacherHomeworkByIdDuplicate,
  postTeacherHomeworkByIdShare,
  postTeacherStudentsByUsernameLessonReports,
  putTeacherHomeworkById,
  putTeacherHomeworkByIdVisibility,
  putTeacherStudentsByUsernameLessonReportsById,
} from '#contract/teacher-routes';
import { pathOf } from '#contract/routes';
import { call } from './call';
import type {
  Activity,
  AssignManyBody,
  HomeworkBody,
  LessonReportBody,
  TeacherHomework,
  TeacherStudent,
} from '#contract/teacher';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './http';
import { errorSentence } from './error-sentence';
import type { ShownFinding } from '../tasks/finding-sentence';

/** The live feed is polled every 30000 ms. */
export const activityPollMs = 30_000;
/** At most this many feed entries are kept. */
export const activityFeedLimit = 100;

/** Query keys: the API path of each GET call. */
export const managerQueryKeys = {
  students: [getTeacherStudents.path] as const,
  student: (username: string) => [pathOf(getTeacherStudentsByUsername, { username })] as const,
  homeworkList: [getTeacherHomework.path] as const,
  activities: [getTeacherActivities.path] as const,
  lessonReports: (username: string) =>
    [pathOf(getTeacherStudentsByUsernameLessonReports, { username })] as const,
};

/** GET /api/teacher/students */
export function fetchTeacherStudents(): Promise<TeacherStudent[]> {
  return call(getTeacherStudents);
}

/** GET /api/teacher/students/{username} */
export function fetchTeacherStudent(username: string): Promise<TeacherStudent> {
  return call(getTeacherStudentsByUsername, { username });
}

/** GET /api/teacher/homework: every homework with its students and submissions. */
export function fetchTeacherHomework(): Promise<TeacherHomework[]> {
  return call(getTeacherHomework);
}

/** GET /api/teacher/activities, newest first, cut to the feed limit. */
export async function fetchActivities(): Promise<Activity[]> {
  const activities = await call(getTeacherActivities);
  return activities.slice(0, activityFeedLimit);
}

/** The teacher's students (manager left panel). */
export function useManagerStudents() {
  return useQuery({ queryKey: managerQueryKeys.students, queryFn: fetchTeacherStudents });
}

/** One student of the teacher (lesson-report page header). */
export function useManagerStudent(username: string) {
  return useQuery({
    queryKey: managerQueryKeys.student(username),
    queryFn: () => fetchTeacherStudent(username),
  });
}

/** Every homework of the teacher. */
export function useTeacherHomework() {
  return useQuery({ queryKey: managerQueryKeys.homeworkList, queryFn: fetchTeacherHomework });
}

/** The live activity feed, polled every 30 seconds. */
export function useActivities() {
  return useQuery({
    queryKey: managerQueryKeys.activities,
    queryFn: fetchActivities,
    refetchInterval: activityPollMs,
  });
}

/**
 * Invalidates the caches one homework change touches: the manager's list, and for each student it
 * concerns that student's homework list and the homework's detail; `counts` also refreshes the
 * student list and those students' detail (assignment counts and progress change).
 */
function invalidateHomework(
  queryClient: QueryClient,
  homeworkId: number | undefined,
  usernames: readonly string[],
  counts: boolean,
): Promise<unknown> {
  const keys: (readonly string[])[] = [managerQueryKeys.homeworkList];
  if (counts) keys.push(managerQueryKeys.students);
  for (const username of usernames) {
    keys.push([pathOf(getTeacherStudentsByUsernameHomework, { username })]);
    if (homeworkId !== undefined)
      keys.push([pathOf(getTeacherStudentsByUsernameHomeworkByHomeworkId, { username, homeworkId })]);
    if (counts) keys.push(managerQueryKeys.student(username));
  }
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey, exact: true })));
}

function usernamesOf(homework: TeacherHomework): string[] {
  return homework.students.map((student) => student.username);
}

/** POST /api/teacher/homework for the picked students. */
export function useCreateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeworkBody) => call(postTeacherHomework, {}, body),
    onSuccess: (_created, body) =>
      invalidateHomework(queryClient, undefined, body.studentUsernames ?? [], true),
  });
}

/** PUT /api/teacher/homework/{id}; an empty studentUsernames keeps the assignments. */
export function useUpdateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, body }: { homework: TeacherHomework; body: HomeworkBody }) =>
      call(putTeacherHomeworkById, { id: homework.id }, body),
    onSuccess: (_updated, { homework }) =>
      invalidateHomework(queryClient, homework.id, usernamesOf(homework), false),
  });
}

/** PUT /api/teacher/homework/{id}/visibility */
export function useSetHomeworkVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, hidden }: { homework: TeacherHomework; hidden: boolean }) =>
      call(putTeacherHomeworkByIdVisibility, { id: homework.id }, { hidden }),
    onSuccess: (_answer, { homework }) =>
      invalidateHomework(queryClient, homework.id, usernamesOf(homework), false),
  });
}

/** DELETE /api/teacher/homework/{id} (soft delete). */
export function useDeleteHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homework: TeacherHomework) => call(deleteTeacherHomeworkById, { id: homework.id }),
    onSuccess: (_answer, homework) =>
      invalidateHomework(queryClient, homework.id, usernamesOf(homework), true),
  });
}

/** POST /api/teacher/homework/{id}/share with one more student. */
export function useShareHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, studentUsername }: { homework: TeacherHomework; studentUsername: string }) =>
      call(postTeacherHomeworkByIdShare, { id: homework.id }, { studentUsername }),
    onSuccess: (_answer, { homework, studentUsername }) =>
      invalidateHomework(queryClient, homework.id, [studentUsername], true),
  });
}

/** POST /api/teacher/homework/{id}/assignments: many students at once, with one due date. */
export function useAssignHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, body }: { homework: TeacherHomework; body: AssignManyBody }) =>
      call(postTeacherHomeworkByIdAssignments, { id: homework.id }, body),
    // Everyone who has it now: the newly assigned get it, a changed due date shows for the others.
    onSuccess: (answer, { homework }) =>
      invalidateHomework(queryClient, homework.id, usernamesOf(answer.homework), true),
  });
}

/** POST /api/teacher/homework/{id}/duplicate: a copy assigned to nobody. */
export function useDuplicateHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homework: TeacherHomework) =>
      call(postTeacherHomeworkByIdDuplicate, { id: homework.id }, {}),
    onSuccess: () => invalidateHomework(queryClient, undefined, [], false),
  });
}

/** DELETE /api/teacher/homework/{id}/students/{username}: takes the homework back from one student. */
export function useUnassignHomework() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ homework, studentUsername }: { homework: TeacherHomework; studentUsername: string }) =>
      call(deleteTeacherHomeworkByIdStudentsByUsername, { id: homework.id, username: studentUsername }),
    onSuccess: (_answer, { homework, studentUsername }) =>
      invalidateHomework(queryClient, homework.id, [studentUsername], true),
  });
}

/** GET /api/teacher/students/{username}/lesson-reports */
export function useLessonReports(username: string) {
  return useQuery({
    queryKey: managerQueryKeys.lessonReports(username),
    queryFn: () => call(getTeacherStudentsByUsernameLessonReports, { username }),
  });
}

function useInvalidateLessonReports(username: string) {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ queryKey: managerQueryKeys.lessonReports(username), exact: true });
}

/** POST /api/teacher/students/{username}/lesson-reports */
export function useCreateLessonReport(username: string) {
  const invalidate = useInvalidateLessonReports(username);
  return useMutation({
    mutationFn: (body: LessonReportBody) =>
      call(postTeacherStudentsByUsernameLessonReports, { username }, body),
    onSuccess: invalidate,
  });
}

/** PUT /api/teacher/students/{username}/lesson-reports/{id} */
export function useUpdateLessonReport(username: string) {
  const invalidate = useInvalidateLessonReports(username);
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LessonReportBody }) =>
      call(putTeacherStudentsByUsernameLessonReportsById, { username, id }, body),
    onSuccess: invalidate,
  });
}

/** DELETE /api/teacher/students/{username}/lesson-reports/{id} */
export function useDeleteLessonReport(username: string) {
  const invalidate = useInvalidateLessonReports(username);
  return useMutation({
    mutationFn: (id: number) => call(deleteTeacherStudentsByUsernameLessonReportsById, { username, id }),
    onSuccess: invalidate,
  });
}

/** An error as the sentence the screens show (the server's words when they are a sentence). */
export function apiErrorText(error: unknown): string {
  return errorSentence(error);
}

/** One problem of a 400 VALIDATION_FAILED answer: its path, its English and (when it has one) its code. */
export type ApiProblem = ShownFinding & { path: string };

/** A server's finding as given: the English, and its code, values and cause when they are well formed. */
function readFinding(value: unknown): ShownFinding | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { message, code, params, cause } = value as Record<string, unknown>;
  if (typeof message !== 'string') return undefined;
  const values =
    typeof params === 'object' && params !== null && !Array.isArray(params)
      ? Object.fromEntries(
          Object.entries(params).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
        )
      : undefined;
  const wrapped = readFinding(cause);
  return {
    message,
    ...(typeof code === 'string' ? { code } : {}),
    ...(values === undefined ? {} : { params: values as Record<string, string | number> }),
    ...(wrapped === undefined ? {} : { cause: wrapped }),
  };
}

/** The server's problems list of a 400 VALIDATION_FAILED answer (`problems[{path, message, code}]`), else empty. */
export function apiErrorProblems(error: unknown): ApiProblem[] {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return [];
  const problems = (error.body as { problems?: unknown }).problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem) => {
    const path = (problem as { path?: unknown } | null)?.path;
    const read = readFinding(problem);
    return typeof path === 'string' && read ? [{ path, ...read }] : [];
  });
}
