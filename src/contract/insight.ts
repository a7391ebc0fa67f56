import { z } from 'zod';

/** Paths of the teacher's views across students. */
export const insightPaths = {
  gradebook: '/api/teacher/gradebook',
  gradebookCsv: '/api/teacher/gradebook.csv',
} as const;

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
