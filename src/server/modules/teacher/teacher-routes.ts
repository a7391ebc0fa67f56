import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes';
import { homeworkRoutes } from './homework-routes';
import { lessonReportRoutes } from './lesson-report-routes';
import { previewRoutes } from './preview-routes';
import { studentHomeworkRoutes } from './student-homework-routes';
import { studentsRoutes } from './students-routes';

/**
 * The teacher area's /api/teacher calls: each is for a signed-in teacher and reaches only the
 * teacher's own data. The class views (gradebook, item analysis, progress) are the insight module's,
 * registered beside this one in app.ts.
 */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  await studentsRoutes(app);
  await studentHomeworkRoutes(app);
  await homeworkRoutes(app);
  await previewRoutes(app);
  await activityRoutes(app);
  await lessonReportRoutes(app);
}
