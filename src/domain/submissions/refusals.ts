import { type Finding, finding } from '#domain/homework/finding';
import { logFullMessage } from './answer-log';

// Why the server refuses a student's answer (a check, an auto-save, a submit, a preview's fold),
// said the way the homework checker says its findings: a stable code with the values it names,
// beside the English sentence the API has always answered (word for word: tests and older clients
// compare it). The client says the code in the student's language; a kind's own reason (which
// picks were changed, which list is too long) stays in the English message only, since it tells a
// developer what the browser sent wrong, not the student what to do.

/** The start of the 409 answer to an auto-save that would rewrite a saved answer. */
export const rewriteMessage = 'This answer was already saved and cannot be changed';

/** The answer to a second submit (or an auto-save after submitting). */
export const alreadySubmittedMessage = 'This homework has already been submitted.';

/** Every refusal's code: the client has a sentence for each (a test holds it to this list). */
export const refusalCodes = [
  'answer.not-in-homework',
  'answer.cannot-play',
  'answer.wrong-type',
  'answer.too-large',
  'answer.over-limit',
  'answer.not-in-task',
  'answer.rewrite',
  'answer.log-full',
  'answer.already-submitted',
  'answer.tracking-not-in-homework',
  'answer.bad-time',
  'answer.end-before-start',
  'answer.past-last-task',
  'answer.listed-twice',
] as const;

/** A refusal's code. */
export type RefusalCode = (typeof refusalCodes)[number];

const refusal = (code: RefusalCode, message: string, params?: Record<string, string | number>): Finding =>
  finding(code, message, params);

/** The refusals, each with the English the API answers. */
export const refusals = {
  notInHomework: (taskId: string) =>
    refusal('answer.not-in-homework', `Task "${taskId}" is not a task of this homework`, { taskId }),
  cannotPlay: (taskId: string) =>
    refusal('answer.cannot-play', `Task "${taskId}" cannot be played`, { taskId }),
  wrongType: (taskId: string, taskType: string, responseType: string) =>
    refusal(
      'answer.wrong-type',
      `Task "${taskId}" is a ${taskType} task; a ${responseType} response does not fit it`,
      { taskId, taskType, responseType },
    ),
  /** An answer holding more than its task allows (the kind's reason in English). */
  tooLarge: (taskId: string, reason: string) =>
    refusal('answer.too-large', `Task "${taskId}": ${reason}`, { taskId }),
  /** An answer breaking its task's other limits (a sequence's checks). */
  overLimit: (taskId: string, reason: string) =>
    refusal('answer.over-limit', `Task "${taskId}": ${reason}`, { taskId }),
  /** A whole answer naming what the task does not have. */
  notInTask: (taskId: string, reason: string) =>
    refusal('answer.not-in-task', `Task "${taskId}": ${reason}`, { taskId }),
  /** A whole answer that would drop or change what is saved (409). */
  rewrite: (taskId: string, reason: string) =>
    refusal('answer.rewrite', `${rewriteMessage}: ${reason}`, { taskId }),
  logFull: (taskId: string) => refusal('answer.log-full', `Task "${taskId}": ${logFullMessage}`, { taskId }),
  alreadySubmitted: () => refusal('answer.already-submitted', alreadySubmittedMessage),
  trackingNotInHomework: (taskId: string) =>
    refusal(
      'answer.tracking-not-in-homework',
      `trackingData: task "${taskId}" is not a task of this homework`,
      { taskId },
    ),
  badTime: (field: string) => refusal('answer.bad-time', `${field} is not a valid date and time`, { field }),
  endBeforeStart: () => refusal('answer.end-before-start', 'endTime is before startTime'),
  pastLastTask: (currentTaskIndex: number) =>
    refusal(
      'answer.past-last-task',
      `currentTaskIndex ${currentTaskIndex} is past the last task of this homework`,
      { currentTaskIndex },
    ),
  listedTwice: (taskId: string) =>
    refusal('answer.listed-twice', `Task "${taskId}" is listed twice`, { taskId }),
} satisfies Record<string, (...args: never[]) => Finding>;
