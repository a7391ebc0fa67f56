import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSignedOut, subscribeSignedOut } from '../api/signed-out';
import { type Session, sessionQueryKey } from '../api/session';

const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/**
 * Watches for a session found gone while someone was signed in, and then offers to sign in again in
 * place: the page, the task and every answer waiting to be sent stay where they are. The dialog's
 * code loads only when it is needed, so the sign-in screen carries none of it.
 */
export function SessionExpiredWatcher() {
  const signedOut = useSyncExternalStore(subscribeSignedOut, isSignedOut, () => false);
  const queryClient = useQueryClient();
  if (!signedOut) return null;
  const session = queryClient.getQueryData<Session>(sessionQueryKey);
  // Nobody was signed in as far as the page knew (a sign-in screen's own check): nothing to offer.
  if (!session || (session.status !== 'student' && session.status !== 'teacher')) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog who={session.status} username={session.user.username} />
    </Suspense>
  );
}
