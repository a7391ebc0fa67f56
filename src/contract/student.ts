import { z } from 'zod';
import { taskResponseSchema } from '#domain/submissions/answer-schema';
import { taskActionSchema } from '#domain/tasks/task-action-schema';
import {
  clientTime,
  isoDate,
  lessonReportSchema,
  progressSummarySchema,
  studentAssignmentDetailsSchema,
  submissionSchema,
  taskTrackingSchema,
  wireTaskSchema,
} from './common';

/** GET /api/student/progress */
export const studentProgressResponseSchema = progressSummarySchema;

/** One homework as the student sees it. */
export const studentHomeworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  dueDate: isoDate.nullable(),
  assignedDate: isoDate,
  assignmentDetails: studentAssignmentDetailsSchema,
});
/**
 * One homework as the student sees it. The schema documents (and the API tests check) the shape of
 * assignmentDetails; the server builds it from the domain's student copies of the tasks, typed as
 * records there, so the type keeps it a record until the task registry types each kind's copy.
 */
export type StudentHomework = Omit<z.infer<typeof studentHomeworkSchema>, 'assignmentDetails'> & {
  assignmentDetails: Record<string, unknown>;
};

/** A submission as the student's list shows it: its figures and dates, not the answers themselves. */
export const submissionSummarySchema = submissionSchema.omit({ studentResponses: true });

/**
 * GET /api/student/homework: a summary of each visible homework for the overviews (status, counts,
 * points, dates). The tasks come only with GET /api/student/homework/{id}, and the answers with
 * its /submission.
 */
export const studentHomeworkListResponseSchema = z.array(
  studentHomeworkSchema.omit({ assignmentDetails: true }).extend({
    /** How many tasks the homework has. */
    taskCount: z.number().int(),
    /** How many of them the student's saved answer has finished. */
    tasksDone: z.number().int(),
    /** The total its score line shows (the given total points, else the sum of the task points). */
    totalPoints: z.number(),
    submission: submissionSummarySchema.nullable(),
  }),
);
/** One row of GET /api/student/homework. */
export type StudentHomeworkListItem = z.infer<typeof studentHomeworkListResponseSchema>[number];

/** GET /api/student/homework/{id}/submission (404 NOT_FOUND when none). */
export const studentSubmissionResponseSchema = submissionSchema;

/** POST /api/student/homework/{id}/auto-save: one task response, merged by task id on the server. */
export const autoSaveBodySchema = z.object({
  taskResponse: taskResponseSchema,
  currentTaskIndex: z.number().int().min(0).max(10_000),
  /** When the student started this homework (ISO); kept from the first save. */
  startTime: clientTime.optional(),
  /** This task's tracking data. */
  trackingData: taskTrackingSchema.optional(),
});
/** Body of an auto-save call. */
export type AutoSaveBody = z.input<typeof autoSaveBodySchema>;

/** Answer of an auto-save call. */
export const autoSaveResponseSchema = z.object({ ok: z.literal(true), savedAt: isoDate });

/**
 * POST /api/student/homework/{id}/check: one action of the student on one task, checked and saved
 * by the server. `seq` numbers the actions on the task from 0, so a retried action is not applied
 * twice.
 */
export const checkBodySchema = z.object({
  taskId: z.string().min(1).max(500),
  action: taskActionSchema,
  seq: z.number().int().min(0).max(1_000_000),
  currentTaskIndex: z.number().int().min(0).max(10_000),
  /** When the student started this homework (ISO); kept from the first save. */
  startTime: clientTime.optional(),
  /** Milliseconds spent on this task so far. */
  timeSpent: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3_600_000),
  /** This task's tracking data. */
  trackingData: taskTrackingSchema.optional(),
});
/** Body of a check call. */
export type CheckBody = z.input<typeof checkBodySchema>;

/** Answer of a check call: the task as the student now knows it and the answer as recorded. */
export const checkResponseSchema = z.object({
  /** False when the action was already applied (a retry) or another tab went further first. */
  applied: z.boolean(),
  /** The number the next action on this task takes. */
  seq: z.number().int(),
  task: wireTaskSchema,
  taskResponse: z.record(z.string(), z.unknown()),
  savedAt: isoDate,
});
/** Answer of a check call. */
export type CheckAnswer = Omit<z.infer<typeof checkResponseSchema>, 'task'> & {
  task: Record<string, unknown>;
};

/** POST /api/student/homework/{id}/submit: the submission payload. */
export const submitBodySchema = z.object({
  startTime: clientTime,
  endTime: clientTime,
  totalTimeSpent: z.number().int().min(0),
  tasks: z.array(taskResponseSchema).max(500),
  totalScore: z.number(),
  percentage: z.number(),
  passed: z.boolean(),
  trackingData: z.record(z.string(), taskTrackingSchema).optional(),
});
/** Body of a submit call; the server recomputes every score in it. */
export type SubmitBody = z.input<typeof submitBodySchema>;

/** Answer of a submit call: the server's own scoring. */
export const submitResponseSchema = z.object({
  score: z.number().int(),
  totalPoints: z.number().int(),
  percentage: z.number().int(),
  passed: z.boolean(),
  submissionDate: isoDate,
});

/** GET /api/student/lesson-reports */
export const studentLessonReportListResponseSchema = z.array(lessonReportSchema);

/** POST /api/student/activity */
export const studentActivityBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['homework_open', 'homework_close']), homeworkId: z.number().int().positive() }),
  z.object({ type: z.literal('lesson_close'), lessonReportId: z.number().int().positive() }),
]);
/** Body of an activity call. */
export type StudentActivityBody = z.infer<typeof studentActivityBodySchema>;
