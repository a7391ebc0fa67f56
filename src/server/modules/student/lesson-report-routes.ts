import { studentCalls } from '#contract/api-calls';
import { route } from '../../plugins/declared-route';
import type { LessonReport } from '#contract/common';
import type { FastifyInstance } from 'fastify';
import { getLessonReport, listLessonReports, viewLessonReport } from './lesson-report-service';
import { pathId, studentOf } from './params';

/** The student's lesson-report calls (registered under /api, behind requireStudent). */
export async function lessonReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(
    app,
    studentCalls.getStudentLessonReports,
    async (request): Promise<LessonReport[]> => listLessonReports(db, studentOf(request).id),
  );

  route(
    app,
    studentCalls.getStudentLessonReportsById,
    async (request): Promise<LessonReport> => getLessonReport(db, studentOf(request).id, pathId(request)),
  );

  route(
    app,
    studentCalls.postStudentLessonReportsByIdView,
    async (request): Promise<LessonReport> => viewLessonReport(db, studentOf(request), pathId(request)),
  );
}
