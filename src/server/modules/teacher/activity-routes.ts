import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activitySchema, recentActivityItemSchema } from '#contract/teacher';
import { activityFeed, recentActivity } from './activity-service';
import { sendWithEtag } from '../../plugins/etag';
import { answer, teacherId } from './route-support';

/** The dashboard's recent activity and the manager's live activity feed. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, teacherCalls.getTeacherRecentActivity, async (request) =>
    answer(z.array(recentActivityItemSchema), await recentActivity(db, teacherId(request))),
  );

  // Polled by the live feed: 304 when nothing new happened.
  route(app, teacherCalls.getTeacherActivities, async (request, reply) =>
    sendWithEtag(request, reply, answer(z.array(activitySchema), await activityFeed(db, teacherId(request)))),
  );
}
