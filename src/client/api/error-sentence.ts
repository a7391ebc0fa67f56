import { isApiError } from './http';

/** What the page says when the server cannot be reached at all. */
export const offlineSentence = 'Could not reach the server. Check your internet connection and try again.';
/** What the page says when the session has ended. */
export const signedOutSentence = 'You were signed out. Sign in again to go on; your answers are saved.';
/** What the page says for a fault on the server's side. */
export const serverFaultSentence = 'Something went wrong on our side. Please try again in a moment.';

/** True for text that is not a sentence for a person: JSON, a status line, a browser's fetch error. */
function looksRaw(text: string): boolean {
  const t = text.trim();
  return (
    t === '' ||
    /^[[{]/.test(t) ||
    /^\d{3}\b/.test(t) ||
    /failed to fetch|networkerror|load failed|network request failed/i.test(t) ||
    /^(TypeError|SyntaxError|Error):/.test(t)
  );
}

/**
 * Any error, as one sentence a student or a tutor can act on: never JSON, a status code or a
 * browser's "Failed to fetch". The server's own message is used when it is a sentence (the API's
 * messages are written for people: "The email is already taken"); otherwise a sentence for the kind
 * of failure. `fallback` is the screen's own sentence for the rest.
 */
export function errorSentence(error: unknown, fallback = 'That did not work. Please try again.'): string {
  if (isApiError(error)) {
    if (error.status === 401) return signedOutSentence;
    if (error.status >= 500) return serverFaultSentence;
    if (!looksRaw(error.serverMessage)) return error.serverMessage;
    if (error.status === 429) return 'Too many tries in a short time. Wait a minute and try again.';
    return fallback;
  }
  if (error instanceof TypeError && looksRaw(error.message)) return offlineSentence;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return offlineSentence;
  if (error instanceof Error && !looksRaw(error.message)) return error.message;
  return fallback;
}
