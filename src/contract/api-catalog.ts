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
import type { ErrorCode } from './errors';
import { gradebookSchema } from './insight';
import {
  autoSaveBodySchema,
  autoSaveResponseSchema,
  studentActivityBodySchema,
  studentHomeworkListResponseSchema,
  studentHomeworkSchema,
  studentLessonReportListResponseSchema,
  studentProgressResponseSchema,
  submitBodySchema,
  submitResponseSchema,
} from './student';
import {
  activitySchema,
  createStudentBodySchema,
  createStudentResponseSchema,
  homeworkBodySchema,
  lessonReportBodySchema,
  recentActivityItemSchema,
  resetPasswordResponseSchema,
  setCompletionBodySchema,
  setCompletionResponseSchema,
  shareBodySchema,
  teacherHomeworkSchema,
  teacherLessonReportSchema,
  teacherStudentHomeworkSchema,
  teacherStudentSchema,
  visibilityBodySchema,
} from './teacher';

/**
 * Every call of the API in one list, described with the same zod schemas the server and the client
 * use: who may call it, what it takes, what it answers and the errors it can answer. The OpenAPI
 * description (GET /api/openapi.json) is generated from it, and a test checks that it lists exactly
 * the routes the server registers, so a new route without an entry here fails the build.
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as Fastify registers it (`:name` parameters). */
  path: string;
  access: 'anonymous' | 'student' | 'teacher';
  summary: string;
  body?: z.ZodType;
  response: z.ZodType | null;
  /** The success status when not 200. */
  status?: 201;
  /** Errors this call answers besides the ones every call of its access can (see `errorsFor`). */
  errors?: ErrorCode[];
}

const text = z.string();
const health = z.object({ status: z.literal('ok') });

export const apiCatalog: readonly ApiCall[] = [
  // Session and operations
  {
    method: 'GET',
    path: '/api/csrf-token',
    access: 'anonymous',
    summary: 'A CSRF token for the next state-changing calls',
    response: csrfTokenResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/health',
    access: 'anonymous',
    summary: 'Ready: the database answers',
    response: health,
    errors: ['UNAVAILABLE'],
  },
  {
    method: 'GET',
    path: '/api/health/ready',
    access: 'anonymous',
    summary: 'Ready: the database answers (503 when not)',
    response: health,
    errors: ['UNAVAILABLE'],
  },
  {
    method: 'GET',
    path: '/api/health/live',
    access: 'anonymous',
    summary: 'Live: the process answers',
    response: health,
  },
  {
    method: 'GET',
    path: '/api/metrics',
    access: 'anonymous',
    summary: 'Request durations per route, Prometheus text (METRICS_TOKEN or loopback)',
    response: text,
    errors: ['FORBIDDEN'],
  },
  {
    method: 'GET',
    path: '/api/openapi.json',
    access: 'anonymous',
    summary: 'This description of the API',
    response: z.record(z.string(), z.unknown()),
  },
  {
    method: 'GET',
    path: '/api/docs',
    access: 'anonymous',
    summary: 'A readable page of this description',
    response: text,
  },
  {
    method: 'POST',
    path: '/api/student/login',
    access: 'anonymous',
    summary: 'Student sign-in (username or email)',
    body: loginBodySchema,
    response: studentUserSchema,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_FROZEN', 'UNAVAILABLE'],
  },
  {
    method: 'GET',
    path: '/api/student/auth',
    access: 'student',
    summary: 'The signed-in student',
    response: studentUserSchema,
  },
  {
    method: 'POST',
    path: '/api/student/logout',
    access: 'anonymous',
    summary: 'Ends the session',
    response: logoutResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/student/password',
    access: 'student',
    summary: 'Changes the student’s password; other sessions end',
    body: changePasswordBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
  },
  {
    method: 'POST',
    path: '/api/teacher/login',
    access: 'anonymous',
    summary: 'Teacher sign-in',
    body: loginBodySchema,
    response: teacherUserSchema,
    errors: ['INVALID_CREDENTIALS', 'UNAVAILABLE'],
  },
  {
    method: 'GET',
    path: '/api/teacher/auth',
    access: 'teacher',
    summary: 'The signed-in teacher',
    response: teacherUserSchema,
  },
  {
    method: 'POST',
    path: '/api/teacher/logout',
    access: 'anonymous',
    summary: 'Ends the session',
    response: logoutResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/teacher/password',
    access: 'teacher',
    summary: 'Changes the teacher’s password; other sessions end',
    body: changePasswordBodySchema,
    response: okResponseSchema,
    errors: ['UNAVAILABLE'],
  },

  // Student
  {
    method: 'GET',
    path: '/api/student/homework',
    access: 'student',
    summary: 'Visible homework, newest first, each with its submission',
    response: studentHomeworkListResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/student/homework/:id',
    access: 'student',
    summary: 'One homework',
    response: studentHomeworkSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'GET',
    path: '/api/student/homework/:id/submission',
    access: 'student',
    summary: 'The student’s submission with its answers',
    response: submissionSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/student/homework/:id/auto-save',
    access: 'student',
    summary: 'Saves one task’s answer (append-only, scored by the server)',
    body: autoSaveBodySchema,
    response: autoSaveResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
  },
  {
    method: 'POST',
    path: '/api/student/homework/:id/submit',
    access: 'student',
    summary: 'Submits the homework; every score recomputed',
    body: submitBodySchema,
    response: submitResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE'],
  },
  {
    method: 'GET',
    path: '/api/student/lesson-reports',
    access: 'student',
    summary: 'The student’s lesson reports, newest first',
    response: studentLessonReportListResponseSchema,
  },
  {
    method: 'GET',
    path: '/api/student/lesson-reports/:id',
    access: 'student',
    summary: 'One lesson report',
    response: lessonReportSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/student/lesson-reports/:id/view',
    access: 'student',
    summary: 'Counts a view of the report',
    response: lessonReportSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'GET',
    path: '/api/student/progress',
    access: 'student',
    summary: 'Progress summary',
    response: studentProgressResponseSchema,
  },
  {
    method: 'POST',
    path: '/api/student/activity',
    access: 'student',
    summary: 'Records opening or closing a homework or report',
    body: studentActivityBodySchema,
    response: okResponseSchema,
    errors: ['NOT_FOUND'],
  },

  // Teacher
  {
    method: 'GET',
    path: '/api/teacher/students',
    access: 'teacher',
    summary: 'The teacher’s students with progress',
    response: z.array(teacherStudentSchema),
  },
  {
    method: 'GET',
    path: '/api/teacher/students/:username',
    access: 'teacher',
    summary: 'One student',
    response: teacherStudentSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/teacher/students',
    access: 'teacher',
    summary: 'Adds a student; answers the temporary password once',
    body: createStudentBodySchema,
    response: createStudentResponseSchema,
    status: 201,
    errors: ['CONFLICT'],
  },
  {
    method: 'POST',
    path: '/api/teacher/students/:username/reset-password',
    access: 'teacher',
    summary: 'New temporary password; the student must change it at next sign-in',
    response: resetPasswordResponseSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/teacher/students/:idOrUsername/freeze',
    access: 'teacher',
    summary: 'Freezes a student',
    response: teacherStudentSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/teacher/students/:idOrUsername/unfreeze',
    access: 'teacher',
    summary: 'Unfreezes a student',
    response: teacherStudentSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'GET',
    path: '/api/teacher/students/:username/homework',
    access: 'teacher',
    summary: 'A student’s homework with submissions',
    response: z.array(teacherStudentHomeworkSchema),
    errors: ['NOT_FOUND'],
  },
  {
    method: 'GET',
    path: '/api/teacher/students/:username/homework/:homeworkId',
    access: 'teacher',
    summary: 'One homework of a student',
    response: teacherStudentHomeworkSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'GET',
    path: '/api/teacher/students/:username/homework/:homeworkId/submission',
    access: 'teacher',
    summary: 'The student’s submission with tracking',
    response: submissionSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'PUT',
    path: '/api/teacher/students/:username/homework/:homeworkId/status',
    access: 'teacher',
    summary: 'Marks a submission completed or not completed',
    body: setCompletionBodySchema,
    response: setCompletionResponseSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  {
    method: 'GET',
    path: '/api/teacher/homework',
    access: 'teacher',
    summary: 'The teacher’s homework',
    response: z.array(teacherHomeworkSchema),
  },
  {
    method: 'POST',
    path: '/api/teacher/homework',
    access: 'teacher',
    summary: 'Creates homework from JSON',
    body: homeworkBodySchema,
    response: teacherHomeworkSchema,
    status: 201,
    errors: ['PAYLOAD_TOO_LARGE'],
  },
  {
    method: 'PUT',
    path: '/api/teacher/homework/:id',
    access: 'teacher',
    summary: 'Replaces a homework',
    body: homeworkBodySchema,
    response: teacherHomeworkSchema,
    errors: ['NOT_FOUND', 'PAYLOAD_TOO_LARGE'],
  },
  {
    method: 'PUT',
    path: '/api/teacher/homework/:id/visibility',
    access: 'teacher',
    summary: 'Hides or shows a homework',
    body: visibilityBodySchema,
    response: teacherHomeworkSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'DELETE',
    path: '/api/teacher/homework/:id',
    access: 'teacher',
    summary: 'Deletes a homework',
    response: okResponseSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/teacher/homework/:id/share',
    access: 'teacher',
    summary: 'Assigns a homework to a student',
    body: shareBodySchema,
    response: teacherHomeworkSchema,
    errors: ['NOT_FOUND', 'CONFLICT'],
  },
  {
    method: 'GET',
    path: '/api/teacher/gradebook',
    access: 'teacher',
    summary: 'Students × homework: status, score and percentage of every assignment',
    response: gradebookSchema,
  },
  {
    method: 'GET',
    path: '/api/teacher/gradebook.csv',
    access: 'teacher',
    summary: 'The gradebook as CSV (UTF-8 with a BOM), one row per assignment',
    response: z.string(),
  },
  {
    method: 'GET',
    path: '/api/teacher/recent-activity',
    access: 'teacher',
    summary: 'Recent submissions',
    response: z.array(recentActivityItemSchema),
  },
  {
    method: 'GET',
    path: '/api/teacher/activities',
    access: 'teacher',
    summary: 'The live activity feed',
    response: z.array(activitySchema),
  },
  {
    method: 'GET',
    path: '/api/teacher/students/:username/lesson-reports',
    access: 'teacher',
    summary: 'A student’s lesson reports',
    response: z.array(teacherLessonReportSchema),
    errors: ['NOT_FOUND'],
  },
  {
    method: 'POST',
    path: '/api/teacher/students/:username/lesson-reports',
    access: 'teacher',
    summary: 'Writes a lesson report',
    body: lessonReportBodySchema,
    response: teacherLessonReportSchema,
    status: 201,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'PUT',
    path: '/api/teacher/students/:username/lesson-reports/:id',
    access: 'teacher',
    summary: 'Edits a lesson report',
    body: lessonReportBodySchema,
    response: teacherLessonReportSchema,
    errors: ['NOT_FOUND'],
  },
  {
    method: 'DELETE',
    path: '/api/teacher/students/:username/lesson-reports/:id',
    access: 'teacher',
    summary: 'Deletes a lesson report',
    response: okResponseSchema,
    errors: ['NOT_FOUND'],
  },
];

/** The errors a call can answer: its own, plus what its access and its method imply. */
export function errorsFor(call: ApiCall): ErrorCode[] {
  const errors = new Set<ErrorCode>(call.errors ?? []);
  if (call.method !== 'GET') errors.add('INVALID_CSRF_TOKEN');
  if (call.body || call.path.includes(':')) errors.add('VALIDATION_FAILED');
  if (call.body) errors.add('INVALID_JSON');
  if (call.access !== 'anonymous') {
    errors.add('UNAUTHENTICATED');
    errors.add('FORBIDDEN');
  }
  if (call.access === 'student') {
    errors.add('ACCOUNT_FROZEN');
    errors.add('PASSWORD_CHANGE_REQUIRED');
  }
  if (call.path.startsWith('/api/student/login') || call.path.startsWith('/api/teacher/login'))
    errors.add('BAD_REQUEST');
  errors.add('RATE_LIMITED');
  return [...errors];
}
