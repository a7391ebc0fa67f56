import { z } from 'zod';

/** Where one student stands on one homework assigned to them. */
export const gradebookStatusSchema = z.enum(['completed', 'in-progress', 'not-started', 'overdue']);
/** A gradebook cell's status. */
export type GradebookStatus = z.infer<typeof gradebookStatusSchema>;

/** One student × homework cell; absent from `cells` when the homework is not assigned to the student. */
export const gradebookCellSchema = z.object({
  studentId: z.number().int(),
  homeworkId: z.number().int(),
  status: gradebookStatusSchema,
  score: z.number().nullable(),
  totalPoints: z.number(),
  percentage: z.number().nullable(),
  submittedAt: z.string().nullable(),
});
/** One gradebook cell. */
export type GradebookCell = z.infer<typeof gradebookCellSchema>;

/** GET /api/teacher/gradebook: the teacher's students × homework. */
export const gradebookSchema = z.object({
  students: z.array(
    z.object({
      id: z.number().int(),
      username: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      isFrozen: z.boolean(),
    }),
  ),
  homework: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      dueDate: z.string().nullable(),
      totalPoints: z.number(),
    }),
  ),
  cells: z.array(gradebookCellSchema),
});
/** The gradebook. */
export type Gradebook = z.infer<typeof gradebookSchema>;

const overviewStudent = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

/** GET /api/teacher/class-overview: who needs a look, on the teacher dashboard. */
export const classOverviewSchema = z.object({
  /** The most recently assigned homework (not deleted, not hidden), or null. */
  newestHomework: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Students it is assigned to who have neither opened nor started it. */
  notOpened: z.array(overviewStudent),
  /** Students with homework past its due date and not submitted, and how many. */
  overdue: z.array(overviewStudent.extend({ count: z.number().int() })),
  /** Submissions of the last 7 days under the homework's passing score. */
  belowPassing: z.array(
    overviewStudent.extend({ homeworkTitle: z.string(), percentage: z.number().nullable() }),
  ),
});
/** The class overview. */
export type ClassOverview = z.infer<typeof classOverviewSchema>;

/** GET /api/teacher/homework/{id}/analysis: how each task went, hardest first. */
export const itemAnalysisSchema = z.object({
  homework: z.object({ id: z.number().int(), title: z.string() }),
  assigned: z.number().int(),
  tasks: z.array(
    z.object({
      taskId: z.string(),
      type: z.string(),
      question: z.string(),
      /** The start of the text the student works on (the statement, the sentence...), cut to about 60 characters. */
      excerpt: z.string(),
      assigned: z.number().int(),
      attempted: z.number().int(),
      completed: z.number().int(),
      rightFirstTry: z.number().int(),
      averageScore: z.number().nullable(),
      maxScore: z.number(),
      optionPicks: z
        .array(z.object({ option: z.string(), picks: z.number().int(), correct: z.boolean() }))
        .optional(),
      errors: z
        .array(
          z.object({
            errorId: z.string(),
            text: z.string(),
            found: z.number().int(),
            fixed: z.number().int(),
          }),
        )
        .optional(),
      /** Fill in the blanks: per gap, how many answered and got it right, and the wrong answers given most. */
      blanks: z
        .array(
          z.object({
            blank: z.number().int(),
            answer: z.string(),
            answered: z.number().int(),
            right: z.number().int(),
            rightFirstTry: z.number().int(),
            wrongAnswers: z.array(z.object({ text: z.string(), students: z.number().int() })),
          }),
        )
        .optional(),
    }),
  ),
});
/** The item analysis of one homework. */
export type ItemAnalysis = z.infer<typeof itemAnalysisSchema>;

/** A student's scores over time and by task type. */
export const progressHistorySchema = z.object({
  /** Each completed homework, oldest submission first. */
  points: z.array(
    z.object({
      homeworkId: z.number().int(),
      title: z.string(),
      submittedAt: z.string(),
      score: z.number().nullable(),
      percentage: z.number().nullable(),
    }),
  ),
  /** Per task type: how many tasks were answered in completed homework and the mean share of points (0-100). */
  byType: z.array(z.object({ type: z.string(), tasks: z.number().int(), averagePercent: z.number() })),
});
/** A progress history. */
export type ProgressHistory = z.infer<typeof progressHistorySchema>;
