import type { FastifyInstance } from 'fastify';
import { requireTeacher } from '../../plugins/auth-guards';
import { activityRoutes } from './activity-routes';
import { homeworkRoutes } from './homework-routes';
import { lessonReportRoutes } from './lesson-report-routes';
import { studentHomeworkRoutes } from './student-homework-routes';
import { studentsRoutes } from './students-routes';

/** Every /api/teacher call; each runs behind requireTeacher and reaches only the teacher's own data. */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', requireTeacher);
  await studentsRoutes(app);
  await studentHomeworkRoutes(app);
  await homeworkRoutes(app);
  await activityRoutes(app);
  await lessonReportRoutes(app);
}
