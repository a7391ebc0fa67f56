import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { okResponseSchema } from '#contract/common';
import {
  bulkStudentsResponseSchema,
  createStudentResponseSchema,
  resetPasswordResponseSchema,
  teacherStudentSchema,
} from '#contract/teacher';
import {
  addStudent,
  editStudent,
  classListBody,
  getStudent,
  resetPassword,
  setFrozen,
} from './students-service';
import { addStudentList, checkStudentList } from './students-bulk-service';
import { answer, idOrUsernameParams, teacherId, usernameParams } from './route-support';
import { scope } from '../../cache/read-caches';
import { sendTagged, taggedBody } from '../../plugins/etag';

/** The teacher's students: list, one, add, reset password, freeze and unfreeze. */
export async function studentsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  // Kept between calls until the teacher or any of their students changes something (the class
  // scope: a student's answers and submissions move their progress); then built again from the
  // rows kept of the students who changed nothing and a read of those who did.
  route(app, teacherCalls.getTeacherStudents, async (request, reply) => {
    const id = teacherId(request);
    const list = await app.caches.read({
      cache: app.caches.teacherLists,
      key: String(id),
      load: async () => taggedBody(await classListBody(db, app.caches, id)),
      scopes: () => [scope.teacher(id), scope.classOf(id)],
    });
    return sendTagged(request, reply, list);
  });

  route(app, teacherCalls.getTeacherStudentsByUsername, async (request) => {
    const { username } = usernameParams.parse(request.params);
    return answer(teacherStudentSchema, await getStudent(db, teacherId(request), username));
  });

  route(app, teacherCalls.postTeacherStudents, async (request, reply, entry) => {
    const body = entry.body();
    const created = await addStudent(db, teacherId(request), body);
    return reply.status(201).send(answer(createStudentResponseSchema, created));
  });

  // Beside the one-student add: a whole list at once (the rule is in addStudentList).
  route(app, teacherCalls.postTeacherStudentsBulk, async (request, reply, entry) => {
    const { students } = entry.body();
    const added = await addStudentList(db, teacherId(request), students);
    return reply.status(201).send(answer(bulkStudentsResponseSchema, added));
  });

  route(app, teacherCalls.postTeacherStudentsBulkCheck, async (_request, _reply, entry) => {
    const { students } = entry.body();
    await checkStudentList(db, students);
    return answer(okResponseSchema, { ok: true });
  });

  route(app, teacherCalls.putTeacherStudentsByUsername, async (request, _reply, entry) => {
    const { username } = usernameParams.parse(request.params);
    const body = entry.body();
    return answer(teacherStudentSchema, await editStudent(db, teacherId(request), username, body));
  });

  route(app, teacherCalls.postTeacherStudentsByUsernameResetPassword, async (request) => {
    const { username } = usernameParams.parse(request.params);
    return answer(resetPasswordResponseSchema, await resetPassword(db, teacherId(request), username));
  });

  route(app, teacherCalls.postTeacherStudentsByIdOrUsernameFreeze, async (request) => {
    const { idOrUsername } = idOrUsernameParams.parse(request.params);
    return answer(teacherStudentSchema, await setFrozen(db, teacherId(request), idOrUsername, true));
  });

  route(app, teacherCalls.postTeacherStudentsByIdOrUsernameUnfreeze, async (request) => {
    const { idOrUsername } = idOrUsernameParams.parse(request.params);
    return answer(teacherStudentSchema, await setFrozen(db, teacherId(request), idOrUsername, false));
  });
}
