import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity-routes';
import { homeworkRoutes } from './homework-routes';
import { lessonReportRoutes } from './lesson-report-routes';

/**
 * Every /api/student/* call except login, auth and logout. The student is checked on request (before
 * the body is read): 401 without a session, 403 ACCOUNT_FROZEN when frozen.
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(homeworkRoutes);
  await app.register(lessonReportRoutes);
  await app.register(activityRoutes);
}
