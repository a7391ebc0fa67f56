import {
  trackingPointSchema as domainTrackingPointSchema,
  trackingRecordSchema,
} from '#domain/tracking/schema';
import { z } from 'zod';

/** An ISO-8601 UTC timestamp as the API sends it. */
export const isoDate = z.string();

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

/** A positive integer id taken from a path segment. */
export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** `{ ok: true }`, the answer of calls that return nothing else. */
export const okResponseSchema = z.object({ ok: z.literal(true) });

/**
 * assignmentDetails: always an object. Teacher calls and the student's list send the teacher's JSON
 * as stored (the teacher's screens repair it with repairAssignmentDetails); the homework the student
 * plays comes repaired by the server, each open task without its key (read with
 * studentDetailsFromJson).
 */
export const assignmentDetailsWireSchema = z.record(z.string(), z.unknown());

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
