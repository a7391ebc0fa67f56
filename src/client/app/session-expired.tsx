import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isSignedOut, subscribeSignedOut } from '../api/signed-out';

const SessionExpired = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpired })),
);

/**
 * Watches for a session found gone while someone was signed in, and then offers to sign in again in
 * place: the page, the task and every answer waiting to be sent stay where they are. Everything but
 * this watch loads only when it is needed, so the sign-in screen carries almost none of it.
 */
export function SessionExpiredWatcher() {
  const signedOut = useSyncExternalStore(subscribeSignedOut, isSignedOut, () => false);
  if (!signedOut) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpired />
    </Suspense>
  );
}
