import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { postStudentLogout, postTeacherLogout } from '#contract/routes';
import { postStudentHomeworkByIdAutoSave, postStudentHomeworkByIdCheck } from '#contract/student-routes';
import type { AutoSaveBody, CheckBody } from '#contract/student';
import { forgetStudentsOtherThan, pendingSavesOf, setStorageOwner } from '../lib/student-storage';
import { call } from './call';
import { api } from './http';
import { clearStoredAuth, type Session, sessionQueryKey, signedOut } from './session';

// Signing out lives apart from the session module so that the sign-in screen, which cannot sign
// out, does not download it.

async function sendPendingSaves(username: string): Promise<void> {
  for (const { homeworkId, entries } of pendingSavesOf(username)) {
    for (const entry of entries) {
      try {
        // An action waits as `{ check }` and goes to the check call; an older whole answer to auto-save.
        const check = typeof entry === 'object' && entry !== null && 'check' in entry ? entry.check : null;
        // Read back from this browser's storage, untyped: sent as kept, and the server checks it.
        if (check) await call(postStudentHomeworkByIdCheck, { id: homeworkId }, check as CheckBody);
        else await call(postStudentHomeworkByIdAutoSave, { id: homeworkId }, entry as AutoSaveBody);
      } catch (error) {
        console.warn(
          'An unsent answer could not be sent at logout:',
          error instanceof Error ? error.message : error,
        );
      }
    }
  }
}

/**
 * Logs out with the endpoint of the detected role, then always clears stored auth data and the
 * query cache and goes to /; a failed logout call is only logged.
 */
export async function logout(queryClient: QueryClient, go: (path: string) => void = navigate): Promise<void> {
  const session = queryClient.getQueryData<Session>(sessionQueryKey);
  const route = session?.status === 'teacher' ? postTeacherLogout : postStudentLogout;
  const student = session?.status === 'student' ? session.user.username : null;
  // A student's unsent answers go out while the session still exists; what cannot be sent now is
  // then cleared with the rest of their local progress, so the next person on this computer
  // never sees it.
  if (student) await sendPendingSaves(student);
  try {
    await call(route);
  } catch (error) {
    console.warn('Logout failed:', error instanceof Error ? error.message : error);
  }
  clearStoredAuth();
  api.forgetAnswers();
  forgetStudentsOtherThan(null);
  setStorageOwner(null);
  queryClient.clear();
  queryClient.setQueryData<Session>(sessionQueryKey, signedOut);
  go('/');
}

/** A logout function bound to the app's QueryClient, with a pending flag. */
export function useLogout(): { logout: () => Promise<void>; isPending: boolean } {
  const queryClient = useQueryClient();
  const [, setLocation] = useLocation();
  const [isPending, setPending] = useState(false);
  const run = useCallback(async () => {
    setPending(true);
    try {
      await logout(queryClient, setLocation);
    } finally {
      setPending(false);
    }
  }, [queryClient, setLocation]);
  return { logout: run, isPending };
}
