import { teacherCalls } from '#contract/api-calls-teacher';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/declared-route';
import { nextTurnAfterLargeBody } from '../../plugins/large-bodies';
import { previewCheck, previewHomework, previewResult } from '../submissions';
import { previewCopies } from '../submissions';
import { ownedHomework } from './ownership';
import { idParams, teacherId } from './route-support';

/**
 * The preview as a student of the teacher's own homework (another teacher's, or a deleted one, is
 * 404): its student copy, a check of one task's actions and the totals at Submit, each folded by the
 * student's own code and none of them stored (submissions/preview.ts).
 */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const copies = await previewCopies(db);

  route(app, teacherCalls.getTeacherHomeworkByIdPreview, async (request) => {
    const { id } = idParams.parse(request.params);
    const teacher = teacherId(request);
    const row = await ownedHomework(db, teacher, id);
    return previewHomework(row, (taskId) => copies(teacher, row.id, taskId));
  });

  route(app, teacherCalls.postTeacherHomeworkByIdPreviewCheck, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const teacher = teacherId(request);
    const row = await ownedHomework(db, teacher, id);
    const body = entry.body();
    await nextTurnAfterLargeBody(request);
    return previewCheck(row, body, (taskId) => copies(teacher, row.id, taskId));
  });

  route(app, teacherCalls.postTeacherHomeworkByIdPreviewResult, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const teacher = teacherId(request);
    const row = await ownedHomework(db, teacher, id);
    const body = entry.body();
    await nextTurnAfterLargeBody(request);
    return previewResult(row, body, (taskId) => copies(teacher, row.id, taskId));
  });
}
