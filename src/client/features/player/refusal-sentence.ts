import { msg } from '@lingui/core/macro';
import type { RefusalCode } from '#domain/submissions/refusals';
import { errorSentence } from '../../api/error-sentence';
import { isApiError } from '../../api/http';
import { i18n } from '../../i18n/locale';
import type { Descriptor } from '../../i18n/translator';

// The server's refusals of a student's answer (src/domain/submissions/refusals.ts) in the
// student's language. The server answers each in English with a stable code beside its general
// error code; in English the player shows the server's own words (as errorSentence does), in
// another language the sentence for the refusal's code. The sentences tell the student what
// happened and what to do; the English's technical part (a task's id, which list of the answer was
// too long) is for a developer and is left out. A code this table does not know (a newer server)
// falls back to errorSentence: the sentence of the general code.
//
// Kept out of src/client/api/error-sentence.ts, which the sign-in screen loads: only the player
// and the preview meet these refusals.

/** Every refusal's sentence (the type holds it to the domain's list of codes). */
export const refusalSentences: Readonly<Record<RefusalCode, Descriptor>> = {
  'answer.not-in-homework': msg`This task is no longer part of the homework. Please reload the page.`,
  'answer.cannot-play': msg`This task cannot be answered. Please tell your teacher.`,
  'answer.wrong-type': msg`This answer does not fit the task. Please reload the page.`,
  'answer.too-large': msg`This answer holds more than the task allows. Please reload the page.`,
  'answer.over-limit': msg`This answer goes past the task's limits. Please reload the page.`,
  'answer.not-in-task': msg`This answer names something the task does not have. Please reload the page.`,
  'answer.rewrite': msg`This answer was already saved and cannot be changed.`,
  'answer.log-full': msg`This task has taken as many actions as it can keep.`,
  'answer.already-submitted': msg`This homework has already been submitted.`,
  'answer.tracking-not-in-homework': msg`The recording names a task that is no longer part of the homework. Please reload the page.`,
  'answer.bad-time': msg`The time sent with this answer is not valid. Please check your device's clock and try again.`,
  'answer.end-before-start': msg`The finish time is before the start time. Please check your device's clock and try again.`,
  'answer.past-last-task': msg`This homework has fewer tasks than the page expected. Please reload the page.`,
  'answer.listed-twice': msg`A task was sent twice. Please reload the page.`,
};

/** The refusal code of an error's answer body, when it has one this table knows. */
function refusalCodeOf(error: unknown): RefusalCode | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(refusalSentences, code)
    ? (code as RefusalCode)
    : undefined;
}

/**
 * An error met while answering, as one sentence in the person's language: a refusal the server
 * coded, said for its code outside English; everything else as errorSentence says it (the server's
 * English in English, the general code's sentence otherwise, `fallback` for the rest).
 */
export function refusalSentence(error: unknown, fallback?: string): string {
  const code = i18n.locale === 'en' ? undefined : refusalCodeOf(error);
  if (code) return i18n._(refusalSentences[code]);
  return fallback === undefined ? errorSentence(error) : errorSentence(error, fallback);
}
