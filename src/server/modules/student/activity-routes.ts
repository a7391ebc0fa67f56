import type { ProgressSummary } from '#contract/common';
import { studentActivityBodySchema } from '#contract/student';
import type { FastifyInstance } from 'fastify';
import { recordStudentActivity } from './activity-service';
import { studentOf } from './params';
import { studentProgress } from './progress-service';

/** The student's progress summary and the activity the client reports (registered under /api, behind requireStudent). */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get(
    '/student/progress',
    async (request): Promise<ProgressSummary> => studentProgress(db, studentOf(request).id),
  );

  app.post('/student/activity', async (request) => {
    await recordStudentActivity(db, studentOf(request), studentActivityBodySchema.parse(request.body));
    return { ok: true as const };
  });
}
