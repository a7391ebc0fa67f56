import { z } from 'zod';
import {
  emailInput,
  storedAssignmentDetailsSchema,
  isoDate,
  isoDateTimeInput,
  lessonReportSchema,
  progressSummarySchema,
  requiredText,
  submissionSchema,
} from './common';

/** Grade choices of the add-student form. */
export const gradeLevels = [
  'Grade 6',
  'Grade 7',
  'Grade 8',
  'Grade 9',
  'Grade 10',
  'Grade 11',
  'Grade 12',
] as const;

/** A student as the teacher sees it. */
export const teacherStudentSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  gradeLevel: z.string().nullable(),
  additionalNotes: z.string().nullable(),
  isFrozen: z.boolean(),
  /** The student still has the temporary password the teacher gave them (not yet their own). */
  temporaryPassword: z.boolean(),
  updatedAt: isoDate.nullable(),
  /** Homework assigned to this student and not deleted (manager badge). */
  assignmentCount: z.number().int(),
  progress: progressSummarySchema,
});
/** A student as the teacher sees it. */
export type TeacherStudent = z.infer<typeof teacherStudentSchema>;

/** POST /api/teacher/students */
export const createStudentBodySchema = z.object({
  firstName: requiredText(100, 'First name is required'),
  lastName: requiredText(100, 'Last name is required'),
  email: emailInput(),
  gradeLevel: z.enum(gradeLevels).nullable().optional(),
  additionalNotes: z.string().max(5000).nullable().optional(),
});
/** Body of the create-student call. */
export type CreateStudentBody = z.input<typeof createStudentBodySchema>;

/** PUT /api/teacher/students/{username}: the student's details (the username never changes). */
export const updateStudentBodySchema = createStudentBodySchema;
/** Body of the update-student call. */
export type UpdateStudentBody = z.input<typeof updateStudentBodySchema>;

/** Answer (201) of the create-student call: the temporary password is shown once. */
export const createStudentResponseSchema = z.object({
  student: teacherStudentSchema,
  username: z.string(),
  temporaryPassword: z.string(),
});

/** Answer of the reset-password call. */
export const resetPasswordResponseSchema = z.object({ temporaryPassword: z.string() });

/** GET /api/teacher/recent-activity: completed submissions of the last 24 hours. */
export const recentActivityItemSchema = z.object({
  id: z.number().int(),
  studentName: z.string(),
  studentUsername: z.string(),
  homeworkId: z.number().int(),
  homeworkTitle: z.string(),
  submissionDate: isoDate,
  score: z.number().int().nullable(),
  totalPoints: z.number().int().nullable(),
  percentage: z.number().int().nullable(),
});
/** One row of the dashboard's recent student activity. */
export type RecentActivityItem = z.infer<typeof recentActivityItemSchema>;

/** A finished attempt archived when the teacher marked the homework not completed. */
export const archivedAttemptSchema = z.object({
  id: z.number().int(),
  archivedAt: isoDate,
  score: z.number().int().nullable(),
  percentage: z.number().int().nullable(),
  passed: z.boolean().nullable(),
  submissionDate: isoDate.nullable(),
  timeSpent: z.number().int().nullable(),
});

/** One homework as the teacher sees it for one student. */
export const teacherStudentHomeworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  dueDate: isoDate.nullable(),
  assignedDate: isoDate,
  createdAt: isoDate,
  hidden: z.boolean(),
  assignmentDetails: storedAssignmentDetailsSchema,
  /** This student's submission without tracking data, or null. */
  submission: submissionSchema.nullable(),
  archivedAttempts: z.array(archivedAttemptSchema),
});
/** One homework as the teacher sees it for one student. */
export type TeacherStudentHomework = z.infer<typeof teacherStudentHomeworkSchema>;

/** PUT .../homework/{homeworkId}/status */
export const setCompletionBodySchema = z.object({ isCompleted: z.boolean() });

/** A homework in the manager (GET /api/teacher/homework). */
export const teacherHomeworkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  dueDate: isoDate.nullable(),
  assignedDate: isoDate,
  createdAt: isoDate,
  hidden: z.boolean(),
  assignmentDetails: storedAssignmentDetailsSchema,
  students: z.array(
    z.object({ id: z.number().int(), username: z.string(), firstName: z.string(), lastName: z.string() }),
  ),
  submissions: z.array(
    z.object({
      studentUsername: z.string(),
      isCompleted: z.boolean(),
      startedAt: isoDate.nullable(),
      score: z.number().int().nullable(),
      percentage: z.number().int().nullable(),
    }),
  ),
});
/** A homework in the manager. */
export type TeacherHomework = z.infer<typeof teacherHomeworkSchema>;

/** POST /api/teacher/homework and PUT /api/teacher/homework/{id} (empty studentUsernames keeps assignments). */
export const homeworkBodySchema = z.object({
  title: requiredText(200, 'Title is required'),
  description: z.string().max(2000).default(''),
  assignmentDetails: z.unknown(),
  studentUsernames: z.array(z.string().min(1).max(100)).max(1000).default([]),
  dueDate: isoDateTimeInput.nullable().optional(),
});
/** Body of the create and update homework calls. */
export type HomeworkBody = z.input<typeof homeworkBodySchema>;

/** PUT /api/teacher/homework/{id}/visibility */
export const visibilityBodySchema = z.object({ hidden: z.boolean() });

/** POST /api/teacher/homework/{id}/share */
export const shareBodySchema = z.object({ studentUsername: requiredText(100) });

/** At most this many students are assigned in one call (well above any class). */
export const MAX_ASSIGN_AT_ONCE = 500;

/**
 * POST /api/teacher/homework/{id}/assignments: gives the homework to many of the teacher's students
 * at once. Students who already have it are left as they are; `dueDate` (when sent) becomes the
 * homework's one due date, null removes it.
 */
export const assignManyBodySchema = z.object({
  studentIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'Choose at least one student')
    .max(MAX_ASSIGN_AT_ONCE, `At most ${MAX_ASSIGN_AT_ONCE} students at once`),
  dueDate: isoDateTimeInput.nullable().optional(),
});
/** Body of the assign-to-many call. */
export type AssignManyBody = z.input<typeof assignManyBodySchema>;

/** Answer of the assign-to-many call: the homework, who got it now and who already had it. */
export const assignManyResponseSchema = z.object({
  homework: teacherHomeworkSchema,
  assigned: z.array(z.string()),
  alreadyAssigned: z.array(z.string()),
});
/** Answer of the assign-to-many call. */
export type AssignManyResponse = z.infer<typeof assignManyResponseSchema>;

/** POST /api/teacher/homework/{id}/duplicate: an unassigned copy; the title defaults to 'Copy of …'. */
export const duplicateHomeworkBodySchema = z.object({
  title: requiredText(200, 'Title is required').optional(),
});

/** At most this many students are added by one bulk call. */
export const MAX_BULK_STUDENTS = 200;

/** One row of a bulk add: the add-student form's fields. */
export const bulkStudentRowSchema = createStudentBodySchema;

/**
 * POST /api/teacher/students/bulk (and /bulk/check): up to 200 students. Every row is checked on its
 * own (the path of a problem names the row: `students.3.email`); an email twice in the list is a
 * problem on its later row.
 */
export const bulkStudentsBodySchema = z.object({
  students: z
    .array(bulkStudentRowSchema)
    .min(1, 'Add at least one student')
    .max(MAX_BULK_STUDENTS, `At most ${MAX_BULK_STUDENTS} students at once`)
    .superRefine(
      (rows, context) => {
        const firstRow = new Map<string, number>();
        rows.forEach((row, index) => {
          // Rows with problems of their own are still compared, so every problem is told at once.
          const email = typeof row?.email === 'string' ? row.email.trim().toLowerCase() : '';
          if (email === '') return;
          const earlier = firstRow.get(email);
          if (earlier === undefined) firstRow.set(email, index);
          else
            context.addIssue({
              code: 'custom',
              path: [index, 'email'],
              message: `This email is already in the list (row ${earlier + 1})`,
              // Its stable code and row, for a client to say in its person's language.
              params: { finding: { code: 'email-in-list', params: { row: earlier + 1 } } },
            });
        });
      },
      { when: (payload) => Array.isArray(payload.value) && payload.value.length <= MAX_BULK_STUDENTS },
    ),
});
/** Body of the bulk add call. */
export type BulkStudentsBody = z.input<typeof bulkStudentsBodySchema>;

/** Answer (201) of the bulk add: each created row with its sign-in details (shown once), and rows skipped. */
export const bulkStudentsResponseSchema = z.object({
  created: z.array(
    z.object({
      /** The row's index in the request (from 0). */
      row: z.number().int(),
      student: teacherStudentSchema,
      username: z.string(),
      temporaryPassword: z.string(),
    }),
  ),
  /** Rows whose email another request took between the check and the insert: not created. */
  skipped: z.array(z.object({ row: z.number().int(), email: z.string(), message: z.string() })),
});
/** Answer of the bulk add. */
export type BulkStudentsResponse = z.infer<typeof bulkStudentsResponseSchema>;

/** Activity types. */
export const activityTypes = [
  'login',
  'logout',
  'login_failed',
  'homework_open',
  'homework_close',
  'homework_complete',
  'lesson_open',
  'lesson_close',
] as const;

/** One entry of the live activity feed (GET /api/teacher/activities: newest first, at most 100). */
export const activitySchema = z.object({
  id: z.number().int(),
  type: z.enum(activityTypes),
  studentUsername: z.string(),
  studentName: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetTitle: z.string().nullable(),
  timestamp: isoDate,
});
/** One entry of the live activity feed. */
export type Activity = z.infer<typeof activitySchema>;

/** Body of the lesson-report create and update calls. */
export const lessonReportBodySchema = z.object({
  title: requiredText(200, 'Title is required'),
  content: requiredText(50_000, 'Content is required'),
});
/** Body of the lesson-report create and update calls. */
export type LessonReportBody = z.input<typeof lessonReportBodySchema>;

/** A lesson report as its teacher sees it. */
export const teacherLessonReportSchema = lessonReportSchema.extend({ updatedAt: isoDate });
/** A lesson report as its teacher sees it. */
export type TeacherLessonReport = z.infer<typeof teacherLessonReportSchema>;

/** Answer of PUT .../status: the submission after the change, or null once it was reset. */
export const setCompletionResponseSchema = z.object({ submission: submissionSchema.nullable() });
