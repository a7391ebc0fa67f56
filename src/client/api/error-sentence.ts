import { msg } from '@lingui/core/macro';
import type { ErrorCode } from '#contract/errors';
import { i18n } from '../i18n/locale';
import type { Descriptor } from '../i18n/translator';
import { isApiError } from './http';

// The sentences below in English, as the screens and tests compare them (i18n-exempt: each is
// shown through its message below, in the person's language).
/** What the page says when the server cannot be reached at all. */
export const offlineSentence = 'Could not reach the server. Check your internet connection and try again.'; // i18n-exempt
/** What the page says when the session has ended. */
export const signedOutSentence = 'You were signed out. Sign in again to go on; your answers are saved.'; // i18n-exempt
/** What the page says for a fault on the server's side. */
export const serverFaultSentence = 'Something went wrong on our side. Please try again in a moment.'; // i18n-exempt

const offline = msg`Could not reach the server. Check your internet connection and try again.`;
const signedOut = msg`You were signed out. Sign in again to go on; your answers are saved.`;
const serverFault = msg`Something went wrong on our side. Please try again in a moment.`;
const didNotWork = msg`That did not work. Please try again.`;
const tooManyTries = msg`Too many tries in a short time. Wait a minute and try again.`;

/**
 * The server answers in English, with a stable code. Outside English the page shows the sentence
 * for the code instead of the server's words (the codes whose words depend on the case, such as a
 * validation problem, get a sentence that tells what to do in general).
 */
const codeSentences: Partial<Record<ErrorCode, Descriptor>> = {
  BAD_REQUEST: msg`That request could not be understood. Please reload the page and try again.`,
  VALIDATION_FAILED: msg`Something you entered is not accepted. Please check it and try again.`,
  PAYLOAD_TOO_LARGE: msg`That is too much to send at once. Please make it shorter.`,
  INVALID_CREDENTIALS: msg`Invalid credentials`,
  FORBIDDEN: msg`You are not allowed to do that.`,
  ACCOUNT_FROZEN: msg`Your account is frozen. Please contact your teacher.`,
  PASSWORD_CHANGE_REQUIRED: msg`Please choose your own password first.`,
  TEMPORARY_PASSWORD_EXPIRED: msg`This temporary password has expired. Please ask your teacher for a new one.`,
  NOT_FOUND: msg`This could not be found. It may have been removed.`,
  CONFLICT: msg`This was changed in the meantime. Please reload the page and try again.`,
};

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
 * messages are written for people: "The email is already taken") when the page is in English, the
 * sentence for its code in another language; otherwise a sentence for the kind of failure.
 * `fallback` is the screen's own sentence for the rest.
 */
export function errorSentence(error: unknown, fallback = i18n._(didNotWork)): string {
  if (isApiError(error)) {
    if (error.status === 401) return i18n._(signedOut);
    if (error.status >= 500) return i18n._(serverFault);
    const forCode = error.code ? codeSentences[error.code as ErrorCode] : undefined;
    if (i18n.locale !== 'en' && forCode) return i18n._(forCode);
    if (i18n.locale === 'en' && !looksRaw(error.serverMessage)) return error.serverMessage;
    if (error.status === 429) return i18n._(tooManyTries);
    return fallback;
  }
  if (error instanceof TypeError && looksRaw(error.message)) return i18n._(offline);
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return i18n._(offline);
  if (error instanceof Error && !looksRaw(error.message) && i18n.locale === 'en') return error.message;
  return fallback;
}
