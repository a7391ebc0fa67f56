import { z } from 'zod';

/** Every error code the API answers with; every non-2xx body is `{ error, message }`. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'ACCOUNT_FROZEN',
  'PASSWORD_CHANGE_REQUIRED',
  'TEMPORARY_PASSWORD_EXPIRED',
  'INVALID_CSRF_TOKEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAVAILABLE',
  'INTERNAL',
] as const;

/** An API error code. */
export type ErrorCode = (typeof errorCodes)[number];

/** The JSON body of every non-2xx answer. */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /** Present on VALIDATION_FAILED: each problem with its path. */
  problems: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** The JSON body of every non-2xx answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
