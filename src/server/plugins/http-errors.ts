import type { ErrorCode } from '#contract/errors';
import type { Finding } from '#domain/homework/finding';

/** The HTTP status of each error code. */
export const statusOf: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  ACCOUNT_FROZEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  TEMPORARY_PASSWORD_EXPIRED: 403,
  INVALID_CSRF_TOKEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

/**
 * An error that answers `{ error: code, message }` with the code's HTTP status; throw it from any
 * route or service. Made from a finding (a refusal with its own stable code, e.g. a student's
 * answer that would rewrite a saved one), it answers the finding's English as `message` and adds
 * its `code`, `params` and `cause`, so a client can say that very refusal in its person's language.
 */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly finding: Finding | undefined;

  constructor(code: ErrorCode, message: string | Finding, headers: Record<string, string> = {}) {
    super(typeof message === 'string' ? message : message.message);
    this.name = 'HttpError';
    this.code = code;
    this.statusCode = statusOf[code];
    this.headers = headers;
    this.finding = typeof message === 'string' ? undefined : message;
  }
}

/** 400 BAD_REQUEST with a message, or a finding (its English is the message). */
export const badRequest = (message: string | Finding) => new HttpError('BAD_REQUEST', message);
/** 401 UNAUTHENTICATED. */
export const unauthenticated = (message = 'Not signed in') => new HttpError('UNAUTHENTICATED', message);
/** 403 FORBIDDEN. */
export const forbidden = (message = 'Not allowed') => new HttpError('FORBIDDEN', message);
/** 404 NOT_FOUND, e.g. notFound('Student not found'). */
export const notFound = (message = 'Not found') => new HttpError('NOT_FOUND', message);
/** 409 CONFLICT, e.g. conflict('A student with this email already exists'). */
export const conflict = (message: string | Finding) => new HttpError('CONFLICT', message);
/** 403 PASSWORD_CHANGE_REQUIRED: the student signed in with a temporary password and must replace it first. */
export const passwordChangeRequired = (): HttpError =>
  new HttpError('PASSWORD_CHANGE_REQUIRED', 'Choose a new password before going on.');

/** 403 ACCOUNT_FROZEN with the message the client looks for ('Account is frozen'). */
export const accountFrozen = () =>
  new HttpError('ACCOUNT_FROZEN', 'Account is frozen. Please contact your teacher.');
