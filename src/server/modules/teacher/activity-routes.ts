import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activitySchema, recentActivityItemSchema } from '#contract/teacher';
import { activityFeed, recentActivity } from './activity-service';
import { answer, teacherId } from './route-support';

/** The dashboard's recent activity and the manager's live activity feed. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/teacher/recent-activity', async (request) =>
    answer(z.array(recentActivityItemSchema), await recentActivity(db, teacherId(request))),
  );

  app.get('/teacher/activities', async (request) =>
    answer(z.array(activitySchema), await activityFeed(db, teacherId(request))),
  );
}
