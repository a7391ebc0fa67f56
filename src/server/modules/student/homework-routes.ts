import type { Submission } from '#contract/common';
import {
  autoSaveBodySchema,
  checkBodySchema,
  type StudentHomework,
  type StudentHomeworkListItem,
  submitBodySchema,
} from '#contract/student';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../cache/read-caches';
import { sendTagged, tagged } from '../../plugins/etag';
import { notFound } from '../../plugins/http-errors';
import { nextTurnAfterLargeBody } from '../../plugins/large-bodies';
import { visibleHomework } from './access';
import { getStudentHomework } from './homework-service';
import { studentHomeworkList } from './homework-list';
import { pathId, studentOf } from './params';
import { autoSave, checkAction, submitHomework } from '../submissions/answering';
import { studentCopies } from '../submissions/student-copies';
import { readSubmission } from './submission-view';
import { answeringTarget } from './answering-target';

/**
 * Submit carries every task's recording (the player thins them to fit 1.1 MB): 1.25 MB for it, so
 * reading the largest submit stays under 50 ms of the server's time.
 */
export const SUBMISSION_BODY_LIMIT = 1.25 * 1024 * 1024;

/** An auto-save or a check carries one task's answer and recording (capped well under this). */
export const ANSWER_BODY_LIMIT = 1024 * 1024;

/** The student's homework calls (registered under /api, behind requireStudent). */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const copies = await studentCopies(db);

  // Polled every few seconds by the dashboard and the list: 304 when nothing changed. The tagged
  // list is kept between polls until the student's work, account or teacher changes something.
  app.get('/student/homework', async (request, reply) => {
    const student = studentOf(request);
    const answer = await app.caches.read({
      cache: app.caches.studentLists,
      key: String(student.id),
      load: async () =>
        tagged((await studentHomeworkList(db, app.caches, student)) satisfies StudentHomeworkListItem[]),
      scopes: () => [scope.list(student.id), scope.student(student.id), scope.teacher(student.teacherId)],
    });
    return sendTagged(request, reply, answer);
  });

  app.get(
    '/student/homework/:id',
    async (request): Promise<StudentHomework> =>
      getStudentHomework(db, studentOf(request).id, pathId(request), copies),
  );

  app.get('/student/homework/:id/submission', async (request): Promise<Submission> => {
    const student = studentOf(request);
    const homework = await visibleHomework(db, student.id, pathId(request));
    const submission = await readSubmission(db, student.id, homework, copies);
    if (!submission) throw notFound('No submission for this homework yet');
    return submission;
  });

  app.post(
    '/student/homework/:id/auto-save',
    { bodyLimit: ANSWER_BODY_LIMIT, config: { changes: 'work', workOnHomework: true } },
    async (request) => {
      const student = studentOf(request);
      const body = autoSaveBodySchema.parse(request.body);
      await nextTurnAfterLargeBody(request);
      const target = await answeringTarget(
        db,
        app.caches,
        student.id,
        pathId(request),
        body.taskResponse.taskId,
      );
      return autoSave(db, student, target, body);
    },
  );

  // Every answering action of the player: checked, saved and answered in one call.
  app.post(
    '/student/homework/:id/check',
    { bodyLimit: ANSWER_BODY_LIMIT, config: { changes: 'work', workOnHomework: true } },
    async (request) => {
      const student = studentOf(request);
      const body = checkBodySchema.parse(request.body);
      await nextTurnAfterLargeBody(request);
      const target = await answeringTarget(db, app.caches, student.id, pathId(request), body.taskId);
      return checkAction(db, student, target, body, copies);
    },
  );

  app.post(
    '/student/homework/:id/submit',
    { bodyLimit: SUBMISSION_BODY_LIMIT, config: { changes: 'work', workOnHomework: true } },
    async (request) => {
      const student = studentOf(request);
      const homework = await visibleHomework(db, student.id, pathId(request));
      const body = submitBodySchema.parse(request.body);
      await nextTurnAfterLargeBody(request);
      return submitHomework(db, student, homework, body);
    },
  );
}
