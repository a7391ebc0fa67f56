import type { ApiCall } from './api-catalog';
import * as routes from './routes';
import * as studentRoutes from './student-routes';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  csrfTokenResponseSchema,
  loginBodySchema,
  logoutResponseSchema,
  studentUserSchema,
  teacherUserSchema,
} from './auth';
import { lessonReportSchema, okResponseSchema, submissionSchema } from './common';
import { localeBodySchema } from './locale-body';
import { progressHistorySchema } from './insight';
import {
  autoSaveBodySchema,
  autoSaveResponseSchema,
  checkBodySchema,
  checkResponseSchema,
  studentActivityBodySchema,
  studentHomeworkListResponseSchema,
  studentHomeworkSchema,
  studentLessonReportListResponseSchema,
  studentProgressResponseSchema,
  submitBodySchema,
  submitResponseSchema,
} from './student';

/** An auto-save or a check carries one task's answer and recording (capped well under this). */
export const ANSWER_BODY_LIMIT = 1024 * 1024;

/**
 * Submit carries every task's recording (the player thins them to fit 1.1 MB): 1.25 MB for it, so
 * reading the largest submit stays under 50 ms of the server's time.
 */
export const SUBMISSION_BODY_LIMIT = 1.25 * 1024 * 1024;

const text = z.string();
const health = z.object({ status: z.literal('ok') });

/** Sign-in, session, health and the description itself. */
export const sessionCalls = {
  // Session and operations
  getCsrfToken: {
    ...routes.getCsrfToken,
    access: 'anonymous',
    summary: 'A CSRF token for the next state-changing calls',
    response: csrfTokenResponseSchema,
  },
  getHealth: {
    ...routes.getHealth,
    access: 'anonymous',
    summary: 'Ready: the database answers',
    response: health,
    errors: ['UNAVAILABLE'],
    rateClass: 'unlimited',
  },
  getHealthReady: {
    ...routes.getHealthReady,
    access: 'anonymous',
    summary: 'Ready: the database answers (503 when not)',
    response: health,
    errors: ['UNAVAILABLE'],
  },
  getHealthLive: {
    ...routes.getHealthLive,
    access: 'anonymous',
    summary: 'Live: the process answers',
    response: health,
  },
  getMetrics: {
    ...routes.getMetrics,
    access: 'anonymous',
    summary: 'Request durations per route, Prometheus text (METRICS_TOKEN or loopback)',
    response: text,
    errors: ['FORBIDDEN'],
  },
  getOpenapiJson: {
    ...routes.getOpenapiJson,
    access: 'anonymous',
    summary: 'This description of the API',
    response: z.record(z.string(), z.unknown()),
  },
  getDocs: {
    ...routes.getDocs,
    access: 'anonymous',
    summary: 'A readable page of this description',
    response: text,
  },
  postStudentLogin: {
    ...routes.postStudentLogin,
    access: 'anonymous',
    summary: 'Student sign-in (username or email)',
    body: loginBodySchema,
    response: studentUserSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_FROZEN', 'TEMPORARY_PASSWORD_EXPIRED', 'UNAVAILABLE'],
    rateClass: 'sign-in',
  },
  getStudentAuth: {
    ...routes.getStudentAuth,
    access: 'student',
    summary: 'The signed-in student',
    response: studentUserSchema,
    beforePasswordChange: true,
  },
  postStudentLogout: {
    ...routes.postStudentLogout,
    access: 'anonymous',
    summary: 'Ends the session',
    response: logoutResponseSchema,
  },
  postStudentPassword: {
    ...routes.postStudentPassword,
    access: 'student',
    summary: 'Changes the student’s password; other sessions end',
    body: changePasswordBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
    beforePasswordChange: true,
  },
  putStudentLocale: {
    ...routes.putStudentLocale,
    access: 'student',
    summary: 'Keeps the language the student chose for the interface (it follows them to any device)',
    body: localeBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
    beforePasswordChange: true,
  },
  postTeacherLogin: {
    ...routes.postTeacherLogin,
    access: 'anonymous',
    summary: 'Teacher sign-in',
    body: loginBodySchema,
    response: teacherUserSchema,
    errors: ['INVALID_CREDENTIALS', 'UNAVAILABLE'],
    rateClass: 'sign-in',
  },
  getTeacherAuth: {
    ...routes.getTeacherAuth,
    access: 'teacher',
    summary: 'The signed-in teacher',
    response: teacherUserSchema,
  },
  postTeacherLogout: {
    ...routes.postTeacherLogout,
    access: 'anonymous',
    summary: 'Ends the session',
    response: logoutResponseSchema,
  },
  postTeacherPassword: {
    ...routes.postTeacherPassword,
    access: 'teacher',
    summary: 'Changes the teacher’s password; other sessions end',
    body: changePasswordBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
  },
  putTeacherLocale: {
    ...routes.putTeacherLocale,
    access: 'teacher',
    summary: 'Keeps the language the teacher chose for the interface (it follows them to any device)',
    body: localeBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
  },
} satisfies Record<string, ApiCall>;

/** The student's calls. */
export const studentCalls = {
  getStudentHomework: {
    ...routes.getStudentHomework,
    access: 'student',
    summary: 'Visible homework, newest first, each with its submission',
    response: studentHomeworkListResponseSchema,
    etag: true,
  },
  getStudentHomeworkById: {
    ...routes.getStudentHomeworkById,
    access: 'student',
    summary: 'One homework; a task not finished yet comes without its answer key',
    response: studentHomeworkSchema,
    errors: ['NOT_FOUND'],
  },
  getStudentHomeworkByIdSubmission: {
    ...routes.getStudentHomeworkByIdSubmission,
    access: 'student',
    summary: 'The student’s submission with its answers',
    response: submissionSchema,
    errors: ['NOT_FOUND'],
  },
  postStudentHomeworkByIdAutoSave: {
    ...studentRoutes.postStudentHomeworkByIdAutoSave,
    access: 'student',
    summary: 'Saves one task’s answer (append-only, scored by the server)',
    body: autoSaveBodySchema,
    response: autoSaveResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
    bodyLimit: ANSWER_BODY_LIMIT,
    changes: 'work',
    workOnHomework: true,
  },
  postStudentHomeworkByIdCheck: {
    ...studentRoutes.postStudentHomeworkByIdCheck,
    access: 'student',
    summary: 'Checks and saves one action on one task; answers with the task as now known',
    body: checkBodySchema,
    response: checkResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
    bodyLimit: ANSWER_BODY_LIMIT,
    changes: 'work',
    workOnHomework: true,
  },
  postStudentHomeworkByIdSubmit: {
    ...studentRoutes.postStudentHomeworkByIdSubmit,
    access: 'student',
    summary: 'Submits the homework; every score recomputed',
    body: submitBodySchema,
    response: submitResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
    bodyLimit: SUBMISSION_BODY_LIMIT,
    changes: 'work',
    workOnHomework: true,
  },
  getStudentLessonReports: {
    ...routes.getStudentLessonReports,
    access: 'student',
    summary: 'The student’s lesson reports, newest first',
    response: studentLessonReportListResponseSchema,
  },
  getStudentLessonReportsById: {
    ...studentRoutes.getStudentLessonReportsById,
    access: 'student',
    summary: 'One lesson report',
    response: lessonReportSchema,
    errors: ['NOT_FOUND'],
  },
  postStudentLessonReportsByIdView: {
    ...studentRoutes.postStudentLessonReportsByIdView,
    access: 'student',
    summary: 'Counts a view of the report',
    response: lessonReportSchema,
    errors: ['NOT_FOUND'],
    changes: 'work',
  },
  getStudentProgress: {
    ...routes.getStudentProgress,
    access: 'student',
    summary: 'Progress summary',
    response: studentProgressResponseSchema,
  },
  getStudentProgressHistory: {
    ...studentRoutes.getStudentProgressHistory,
    access: 'student',
    summary: 'The student’s scores by submission date and average share of points per task type',
    response: progressHistorySchema,
  },
  postStudentActivity: {
    ...studentRoutes.postStudentActivity,
    access: 'student',
    summary: 'Records opening or closing a homework or report',
    body: studentActivityBodySchema,
    response: okResponseSchema,
    errors: ['NOT_FOUND'],
    changes: 'work',
    rateClass: 'activity',
  },
} satisfies Record<string, ApiCall>;
