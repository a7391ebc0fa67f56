import { studentCalls } from '#contract/api-calls';
import { route } from '../../plugins/declared-route';
import type { ProgressSummary } from '#contract/common';
import { progressHistorySchema } from '#contract/insight';
import type { FastifyInstance } from 'fastify';
import { limitStudentActivity } from '../../plugins/rate-limit';
import { readProgressHistory } from '../insight';
import { recordStudentActivity } from './activity-service';
import { studentOf } from './params';
import { studentProgress } from './progress-service';

/** The student's progress (summary and history) and the activity the client reports. */
export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(
    app,
    studentCalls.getStudentProgress,
    async (request): Promise<ProgressSummary> => studentProgress(db, studentOf(request).id),
  );

  // The student's own scores over time and by task type (the same view the teacher has of them).
  route(app, studentCalls.getStudentProgressHistory, async (request) =>
    progressHistorySchema.parse(await readProgressHistory(db, studentOf(request).id)),
  );

  route(app, studentCalls.postStudentActivity, async (request, _reply, entry) => {
    const body = entry.body();
    const student = studentOf(request);
    const target =
      body.type === 'lesson_close' ? `report:${body.lessonReportId}` : `homework:${body.homeworkId}`;
    await limitStudentActivity(request, student.id, target);
    await recordStudentActivity(db, student, body);
    return { ok: true as const };
  });
}
