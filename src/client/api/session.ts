import {
  getStudentAuth,
  getStudentHomework,
  getStudentLessonReports,
  getStudentProgress,
  getTeacherAuth,
  postStudentLogin,
  postTeacherLogin,
} from '#contract/routes';
import type { LoginBody, StudentUser, TeacherUser } from '#contract/auth';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetStudentsOtherThan, setStorageOwner } from '../lib/student-storage';
import { call } from './call';
import { isApiError } from './http';
import { isAccountFrozenError } from './query-client';
import { reportSignedInAgain } from './signed-out';

/** The signed-in student with the client-side role tag. */
export type SessionStudent = StudentUser & { userType: 'student' };
/** The signed-in teacher with the client-side role tag. */
export type SessionTeacher = TeacherUser & { userType: 'teacher' };
/** Who is signed in, as detected on the client. */
export type Session =
  | { status: 'signed-out' }
  | { status: 'student'; user: SessionStudent }
  | { status: 'teacher'; user: SessionTeacher }
  /** A student whose account is frozen (403 ACCOUNT_FROZEN or isFrozen): they see only /frozen. */
  | { status: 'frozen'; user: SessionStudent | null };

/** Query key of the detected session. */
export const sessionQueryKey = ['session'] as const;
/** localStorage key of the stored auth data (the signed-in user), removed on logout. */
export const authStorageKey = 'auth-user';
/** Caches refreshed 100 ms after a student signs in. */
export const studentLoginInvalidations = [
  sessionQueryKey,
  [getStudentAuth.path],
  [getStudentHomework.path],
  [getStudentProgress.path],
  [getStudentLessonReports.path],
] as const;
/** Delay before those caches are refreshed, in milliseconds. */
export const loginInvalidateDelayMs = 100;

/** The session of nobody signed in. */
export const signedOut: Session = { status: 'signed-out' };

function studentSession(user: StudentUser): Session {
  setStorageOwner(user.username);
  const tagged: SessionStudent = { ...user, userType: 'student' };
  return user.isFrozen ? { status: 'frozen', user: tagged } : { status: 'student', user: tagged };
}

/** Detects the session: the student session first, then the teacher session. */
export async function detectSession(): Promise<Session> {
  try {
    return studentSession(await call(getStudentAuth));
  } catch (error) {
    if (isAccountFrozenError(error)) return { status: 'frozen', user: null };
  }
  try {
    const teacher = await call(getTeacherAuth);
    setStorageOwner(null);
    return { status: 'teacher', user: { ...teacher, userType: 'teacher' } };
  } catch (error) {
    if (isApiError(error)) return signedOut;
    throw error;
  }
}

/**
 * The current session (pending while the first detection runs). Kept fresh for a minute so every
 * header and guard that mounts does not ask again; login and logout set it directly, and a frozen
 * answer on any call updates it through the app-wide handler.
 */
export function useSession() {
  return useQuery({ queryKey: sessionQueryKey, queryFn: detectSession, staleTime: sessionStaleMs });
}

/** How long a detected session is trusted before a mounting screen checks it again. */
export const sessionStaleMs = 60_000;

function remember(user: SessionStudent | SessionTeacher): void {
  try {
    localStorage.setItem(authStorageKey, JSON.stringify(user));
  } catch {
    // Storage unavailable: the server session is what counts.
  }
}

/** Removes the stored auth data. */
export function clearStoredAuth(): void {
  try {
    localStorage.removeItem(authStorageKey);
  } catch {
    // Nothing stored.
  }
}

/** Marks the session as frozen (used by the app-wide ACCOUNT_FROZEN handler). */
export function markSessionFrozen(queryClient: QueryClient): void {
  const current = queryClient.getQueryData<Session>(sessionQueryKey);
  const user = current && (current.status === 'student' || current.status === 'frozen') ? current.user : null;
  const next: Session = { status: 'frozen', user };
  queryClient.setQueryData<Session>(sessionQueryKey, next);
}

/** Student sign-in; on success the session is set and the student caches refresh after 100 ms. */
export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(postStudentLogin, {}, body),
    onSuccess: (user) => {
      // Whatever an earlier student left on this computer is theirs alone: it is cleared, never
      // resumed or sent under this student's session.
      forgetStudentsOtherThan(user.username);
      // Signed in: whatever found the session gone before is over (answers that waited may go).
      reportSignedInAgain();
      const session = studentSession(user);
      queryClient.setQueryData<Session>(sessionQueryKey, session);
      remember({ ...user, userType: 'student' });
      setTimeout(() => {
        for (const queryKey of studentLoginInvalidations) void queryClient.invalidateQueries({ queryKey });
      }, loginInvalidateDelayMs);
    },
  });
}

/** Teacher sign-in; on success the session is set. */
export function useTeacherLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => call(postTeacherLogin, {}, body),
    onSuccess: (user) => {
      const tagged: SessionTeacher = { ...user, userType: 'teacher' };
      const session: Session = { status: 'teacher', user: tagged };
      reportSignedInAgain();
      queryClient.setQueryData<Session>(sessionQueryKey, session);
      remember(tagged);
    },
  });
}
