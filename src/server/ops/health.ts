import { sessionCalls } from '#contract/api-calls';
import { route } from '../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { HttpError } from '../plugins/http-errors';

/**
 * Health for load balancers and process managers:
 * - /api/health/live: the process answers (restart it when this fails);
 * - /api/health/ready: it can serve, its database answers (take it out of rotation, 503, when not);
 * - /api/health: the original check, the same as ready.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const ready = async () => {
    try {
      await sql`select 1`.execute(app.db);
    } catch {
      throw new HttpError('UNAVAILABLE', 'The database does not answer');
    }
    return { status: 'ok' as const };
  };
  route(app, sessionCalls.getHealth, ready);
  route(app, sessionCalls.getHealthReady, ready);
  route(app, sessionCalls.getHealthLive, async () => ({ status: 'ok' as const }));
}
