// Whether a call just found the session gone (401 UNAUTHENTICATED) while the page thought someone
// was signed in: a session that expired, or was ended from another tab. The page then offers to
// sign in again where the person is, instead of failing every call. Kept free of React so the
// HTTP layer can report it.

let signedOut = false;
const listeners = new Set<() => void>();
const signedInAgainListeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Reports a call answered 401 UNAUTHENTICATED. */
export function reportSignedOut(): void {
  if (signedOut) return;
  signedOut = true;
  emit();
}

/** Whether a call has found the session gone since the last sign-in. */
export function isSignedOut(): boolean {
  return signedOut;
}

/** Subscribes to changes of `isSignedOut` (for useSyncExternalStore). */
export function subscribeSignedOut(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person signed in again: calls that waited (queued answers) may go now. */
export function reportSignedInAgain(): void {
  signedOut = false;
  emit();
  for (const listener of signedInAgainListeners) listener();
}

/** Runs `listener` each time the person signs in again after their session was found gone. */
export function onSignedInAgain(listener: () => void): () => void {
  signedInAgainListeners.add(listener);
  return () => signedInAgainListeners.delete(listener);
}
