import type { ErrorCode } from '#contract/errors';

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

/** An error that answers `{ error: code, message }` with the code's HTTP status; throw it from any route or service. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.statusCode = statusOf[code];
    this.headers = headers;
  }
}

/** 400 BAD_REQUEST with a message. */
export const badRequest = (message: string) => new HttpError('BAD_REQUEST', message);
/** 401 UNAUTHENTICATED. */
export const unauthenticated = (message = 'Not signed in') => new HttpError('UNAUTHENTICATED', message);
/** 403 FORBIDDEN. */
export const forbidden = (message = 'Not allowed') => new HttpError('FORBIDDEN', message);
/** 404 NOT_FOUND, e.g. notFound('Student not found'). */
export const notFound = (message = 'Not found') => new HttpError('NOT_FOUND', message);
/** 409 CONFLICT, e.g. conflict('A student with this email already exists'). */
export const conflict = (message: string) => new HttpError('CONFLICT', message);
/** 403 PASSWORD_CHANGE_REQUIRED: the student signed in with a temporary password and must replace it first. */
export const passwordChangeRequired = (): HttpError =>
  new HttpError('PASSWORD_CHANGE_REQUIRED', 'Choose a new password before going on.');

/** 403 ACCOUNT_FROZEN with the message the client looks for ('Account is frozen'). */
export const accountFrozen = () =>
  new HttpError('ACCOUNT_FROZEN', 'Account is frozen. Please contact your teacher.');
