import { t } from '@lingui/core/macro';
import { i18n } from '../../i18n/locale';
import { ApiError } from '../../api/http';

/**
 * Text of the destructive 'Login failed' toast. The server answers in English with a stable code:
 * in English the server's words are shown as they are; in another language the sentence for the
 * code, when there is one, else the server's words.
 */
export function loginFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    const text = error.serverMessage.trim();
    if (i18n.locale !== 'en' || text === '') {
      const sentence = error.code ? failureSentences()[error.code] : undefined;
      if (sentence) return sentence;
    }
    const status = error.status;
    return text !== '' ? text : t`Login failed with status ${status}`;
  }
  return t`Invalid credentials`;
}

/** The sentences for the codes a sign-in can fail with. */
const failureSentences = (): Record<string, string> => ({
  INVALID_CREDENTIALS: t`Invalid credentials`,
  TEMPORARY_PASSWORD_EXPIRED: t`This temporary password has expired. Please ask your teacher for a new one.`,
  RATE_LIMITED: t`Too many attempts. Please wait a minute and try again.`,
});

/** True when a login failure means the account is frozen: the student goes to /frozen instead. */
export function isFrozenLoginFailure(error: unknown): boolean {
  // i18n-exempt: the server's words, in English whatever the page's language
  return error instanceof ApiError && error.serverMessage.includes('Account is frozen');
}
