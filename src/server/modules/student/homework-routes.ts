import { studentCalls } from '#contract/api-calls';
import { route } from '../../plugins/declared-route';
import type { Submission } from '#contract/common';
import type { StudentHomework, StudentHomeworkListItem } from '#contract/student';
import type { FastifyInstance } from 'fastify';
import { scope } from '../../cache/read-caches';
import { sendTagged, tagged } from '../../plugins/etag';
import { notFound } from '../../plugins/http-errors';
import { nextTurnAfterLargeBody } from '../../plugins/large-bodies';
import { visibleHomework } from '../homework';
import { getStudentHomework } from './homework-service';
import { studentHomeworkList } from './homework-list';
import { pathId, studentOf } from './params';
import { autoSave, checkAction, submitHomework } from '../submissions';
import { studentCopies } from '../submissions';
import { readSubmission } from './submission-view';
import { answeringTarget } from './answering-target';

// The body limits live with the calls' entries; the tests read them from here too.
export { ANSWER_BODY_LIMIT, SUBMISSION_BODY_LIMIT } from '#contract/api-calls';

/** The student's homework calls (registered under /api, behind requireStudent). */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const copies = await studentCopies(db);

  // Polled every few seconds by the dashboard and the list: 304 when nothing changed. The tagged
  // list is kept between polls until the student's work, account or teacher changes something.
  route(app, studentCalls.getStudentHomework, async (request, reply) => {
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

  route(
    app,
    studentCalls.getStudentHomeworkById,
    async (request): Promise<StudentHomework> =>
      getStudentHomework(db, studentOf(request).id, pathId(request), copies),
  );

  route(app, studentCalls.getStudentHomeworkByIdSubmission, async (request): Promise<Submission> => {
    const student = studentOf(request);
    const homework = await visibleHomework(db, student.id, pathId(request));
    const submission = await readSubmission(db, student.id, homework, copies);
    if (!submission) throw notFound('No submission for this homework yet');
    return submission;
  });

  route(app, studentCalls.postStudentHomeworkByIdAutoSave, async (request, _reply, entry) => {
    const student = studentOf(request);
    const body = entry.body();
    await nextTurnAfterLargeBody(request);
    const target = await answeringTarget(
      db,
      app.caches,
      student.id,
      pathId(request),
      body.taskResponse.taskId,
    );
    return autoSave(db, student, target, body);
  });

  // Every answering action of the player: checked, saved and answered in one call.
  route(app, studentCalls.postStudentHomeworkByIdCheck, async (request, _reply, entry) => {
    const student = studentOf(request);
    const body = entry.body();
    await nextTurnAfterLargeBody(request);
    const target = await answeringTarget(db, app.caches, student.id, pathId(request), body.taskId);
    return checkAction(db, student, target, body, copies);
  });

  route(app, studentCalls.postStudentHomeworkByIdSubmit, async (request, _reply, entry) => {
    const student = studentOf(request);
    const homework = await visibleHomework(db, student.id, pathId(request));
    const body = entry.body();
    await nextTurnAfterLargeBody(request);
    return submitHomework(db, student, homework, body);
  });
}
