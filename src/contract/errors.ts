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

const findingParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

const findingCauseSchema = z.object({
  code: z.string(),
  message: z.string(),
  params: findingParamsSchema.optional(),
});

/** The JSON body of every non-2xx answer. */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  /**
   * Present on a refusal that has its own stable code beside the general `error` (a student's
   * answer refused, e.g. `answer.rewrite` or `answer.log-full`), with the values it names: the
   * shape of a validation problem's code, so a client can say it in its person's language.
   */
  code: z.string().optional(),
  params: findingParamsSchema.optional(),
  cause: findingCauseSchema.optional(),
  /**
   * Present on VALIDATION_FAILED: each problem with its path and English message, and a stable
   * code (a homework finding's, e.g. `mcq.one-option`, or `schema.` and the schema check's, e.g.
   * `schema.too_big`) with the values it names and the finding it wraps, so a client can say it in
   * its person's language.
   */
  problems: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        code: z.string().optional(),
        params: findingParamsSchema.optional(),
        cause: findingCauseSchema.optional(),
      }),
    )
    .optional(),
});

/** The JSON body of every non-2xx answer. */
export type ErrorBody = z.infer<typeof errorBodySchema>;
