import type { LessonReport } from '#contract/common';
import type { FastifyInstance } from 'fastify';
import { getLessonReport, listLessonReports, viewLessonReport } from './lesson-report-service';
import { pathId, studentOf } from './params';

/** The student's lesson-report calls (registered under /api, behind requireStudent). */
export async function lessonReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get(
    '/student/lesson-reports',
    async (request): Promise<LessonReport[]> => listLessonReports(db, studentOf(request).id),
  );

  app.get(
    '/student/lesson-reports/:id',
    async (request): Promise<LessonReport> => getLessonReport(db, studentOf(request).id, pathId(request)),
  );

  app.post(
    '/student/lesson-reports/:id/view',
    { config: { changes: 'work' } },
    async (request): Promise<LessonReport> => viewLessonReport(db, studentOf(request), pathId(request)),
  );
}
