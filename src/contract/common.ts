import {
  trackingPointSchema as domainTrackingPointSchema,
  trackingRecordSchema,
} from '#domain/tracking/schema';
import { z } from 'zod';

/** An ISO-8601 UTC timestamp as the API sends it (documented as `format: date-time`). */
export const isoDate = z.string().meta({ format: 'date-time' });

/**
 * A time the client sends and the server only reads as a hint (a player's start and end): any
 * string; one that is not a date is replaced by the server's own time, so the description does
 * not promise a format the server does not check.
 */
export const clientTime = z.string().max(100);

/**
 * Text a person types that must not be blank. The one rule for every such field: the limits apply
 * to the value as sent (at most `max` characters, and at least one that is not a space), and the
 * value is then stored without its surrounding spaces. So the description's `maxLength` and
 * `pattern` are exactly what the server checks: a 50,001-character report with a leading space is
 * refused, as is one of spaces only.
 */
export function requiredText(max: number, message = 'Required'): z.ZodString {
  return z
    .string()
    .max(max)
    .regex(/\S/, message)
    .trim()
    .meta({ description: 'Not blank; surrounding spaces are removed after the checks' });
}

/**
 * An email address as the forms send it: at most 254 characters, surrounding spaces allowed (they
 * are removed, and the address lower-cased, after the check). Each domain label starts and ends
 * with a letter or digit, so `a@ab-.com` is refused.
 */
export const emailPattern =
  /^\s*(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}\s*$/;

/** An email field of a form (see `emailPattern`). */
export function emailInput(message = 'Enter a valid email address'): z.ZodString {
  return z.string().max(254).regex(emailPattern, message).trim().toLowerCase().meta({
    description: 'An email address; surrounding spaces are removed and it is lower-cased after the check',
  });
}

/**
 * A date and time the client sends: an ISO 8601 date-time with a time zone (2026-12-01T17:00:00Z or
 * +01:00), or a plain date (taken as midnight UTC); stored in the one ISO form with milliseconds.
 */
export const isoDateTimeInput = z
  .string()
  .trim()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) &&
      !Number.isNaN(Date.parse(value)),
    { message: 'must be an ISO 8601 date-time such as 2026-12-01T17:00:00Z' },
  )
  .transform((value) => new Date(value).toISOString());

/** The largest id: the databases' 32-bit integer. */
export const MAX_ID = 2_147_483_647;

/**
 * A positive integer id taken from a path segment: decimal digits only (no sign, no leading zero,
 * no exponent or hex), 1 to 2^31-1, as the description documents it.
 */
export const idParam = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, `must be a whole number from 1 to ${MAX_ID}`)
  .transform(Number)
  .refine((id) => id <= MAX_ID, `must be a whole number from 1 to ${MAX_ID}`);

/** A username taken from a path segment (see `requiredText`). */
export const usernameParam = requiredText(100);

/**
 * The schema of every path parameter by its name, as the routes read them; the description takes
 * them from here (an id is documented as an integer, the way the server reads it).
 */
export const pathParamSchemas: Record<string, { schema: z.ZodType; documented: Record<string, unknown> }> = {
  id: { schema: idParam, documented: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  homeworkId: { schema: idParam, documented: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  username: { schema: usernameParam, documented: { type: 'string', maxLength: 100, pattern: '\\S' } },
  idOrUsername: {
    schema: usernameParam,
    documented: { type: 'string', maxLength: 100, pattern: '\\S', description: 'A student’s id or username' },
  },
};

/** `{ ok: true }`, the answer of calls that return nothing else. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * One task as the API sends it: the fields every kind has, plus the kind's own (each kind's fields
 * are described by the homework JSON schema of the authoring help, not repeated here). The tutor's
 * explanation comes to a student only with a finished task (or after submitting), as the key does.
 */
export const wireTaskSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  question: z.string(),
  points: z.number(),
  explanation: z.string().optional().meta({
    description:
      'Why the answer is right, as the tutor wrote it; sent to a student only once the task is finished',
  }),
});

/**
 * assignmentDetails as the teacher's calls send it: the teacher's JSON as stored (the teacher's
 * screens repair it with repairAssignmentDetails). Saved homework was checked at save, but older
 * data and imports may lack any field, so each is optional; other fields the teacher wrote are kept.
 */
export const storedAssignmentDetailsSchema = z.looseObject({
  instructions: z.string().optional(),
  totalPoints: z.number().optional(),
  passingScore: z.number().optional(),
  tasks: z.array(z.looseObject({ id: z.string().optional(), type: z.string().optional() })).optional(),
});

/**
 * assignmentDetails of the homework the student plays: repaired by the server (always at least one
 * task), each open task without its key (read with studentDetailsFromJson).
 */
export const studentAssignmentDetailsSchema = z.object({
  instructions: z.string(),
  totalPoints: z.number(),
  passingScore: z.number(),
  tasks: z.array(wireTaskSchema).min(1),
});

/** The progress summary of one student. */
export const progressSummarySchema = z.object({
  averageScore: z.number().int(),
  completedAssignments: z.number().int(),
  pendingAssignments: z.number().int(),
  totalAssignments: z.number().int(),
  /** Minutes. */
  totalEngagementTime: z.number().int(),
});
/** The progress summary of one student. */
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

/**
 * One task's tracking data: times in milliseconds relative to the task start,
 * pointer coordinates in pixels relative to the task area whose size is recorded with them. Numbers
 * are finite and non-negative, relative times at most 6 hours, lists capped (src/domain/tracking).
 */
export const trackingPointSchema = domainTrackingPointSchema;
/** One task's recorded interaction. */
export const taskTrackingSchema = trackingRecordSchema;
/** One task's recorded interaction. */
export type TaskTracking = z.infer<typeof taskTrackingSchema>;

/** Tracking data keyed by task id. */
export const trackingDataSchema = z.record(z.string().max(200), taskTrackingSchema);

/**
 * studentResponses as the API answers it. `tasks` holds normalised
 * task responses (see src/domain/submissions/responses.ts).
 */
export const studentResponsesSchema = z.object({
  tasks: z.array(z.record(z.string(), z.unknown())),
  currentTaskIndex: z.number().int(),
  startTime: isoDate.nullable(),
  endTime: isoDate.nullable(),
  totalTimeSpent: z.number().int().nullable(),
  totalScore: z.number().int().nullable(),
  percentage: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  trackingData: trackingDataSchema.optional(),
});
/** studentResponses as the API answers it. */
export type StudentResponses = z.infer<typeof studentResponsesSchema>;

/** A submission as the API answers it. */
export const submissionSchema = z.object({
  isCompleted: z.boolean(),
  score: z.number().int().nullable(),
  percentage: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  submissionDate: isoDate.nullable(),
  startedAt: isoDate.nullable(),
  /** Seconds. */
  timeSpent: z.number().int().nullable(),
  /** When the first and the most recent task response were saved. */
  firstResponseAt: isoDate.nullable(),
  lastResponseAt: isoDate.nullable(),
  studentResponses: studentResponsesSchema,
});
/** A submission as the API answers it. */
export type Submission = z.infer<typeof submissionSchema>;

/** A lesson report as a student sees it. */
export const lessonReportSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  datePosted: isoDate,
  assignment: z.object({
    assignedAt: isoDate,
    firstOpenedTimestamp: isoDate.nullable(),
    lastOpenedTimestamp: isoDate.nullable(),
    openCount: z.number().int(),
  }),
});
/** A lesson report as a student sees it. */
export type LessonReport = z.infer<typeof lessonReportSchema>;
