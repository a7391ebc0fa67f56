import type { FastifyInstance } from 'fastify';
import { insightRoutes } from '../insight/routes';
import { activityRoutes } from './activity-routes';
import { homeworkRoutes } from './homework-routes';
import { lessonReportRoutes } from './lesson-report-routes';
import { previewRoutes } from './preview-routes';
import { studentHomeworkRoutes } from './student-homework-routes';
import { studentsRoutes } from './students-routes';

/** Every /api/teacher call: each is for a signed-in teacher and reaches only the teacher's own data. */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  await studentsRoutes(app);
  await studentHomeworkRoutes(app);
  await homeworkRoutes(app);
  await previewRoutes(app);
  await activityRoutes(app);
  await lessonReportRoutes(app);
  await insightRoutes(app);
}
