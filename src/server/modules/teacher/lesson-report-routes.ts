import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okResponseSchema } from '#contract/common';
import { teacherLessonReportSchema } from '#contract/teacher';
import {
  createLessonReport,
  deleteLessonReport,
  listLessonReports,
  updateLessonReport,
} from './lesson-reports-service';
import { ownedStudentByUsername } from './ownership';
import { answer, teacherId, usernameAndIdParams, usernameParams } from './route-support';

/** Lesson reports the teacher writes for one of their students: list, create, update, delete. */
export async function lessonReportRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, teacherCalls.getTeacherStudentsByUsernameLessonReports, async (request) => {
    const { username } = usernameParams.parse(request.params);
    const owner = teacherId(request);
    const student = await ownedStudentByUsername(db, owner, username);
    return answer(z.array(teacherLessonReportSchema), await listLessonReports(db, owner, student.id));
  });

  route(app, teacherCalls.postTeacherStudentsByUsernameLessonReports, async (request, reply, entry) => {
    const { username } = usernameParams.parse(request.params);
    const owner = teacherId(request);
    const student = await ownedStudentByUsername(db, owner, username);
    const body = entry.body();
    const report = await createLessonReport(db, owner, student.id, body);
    return reply.status(201).send(answer(teacherLessonReportSchema, report));
  });

  route(app, teacherCalls.putTeacherStudentsByUsernameLessonReportsById, async (request, _reply, entry) => {
    const { username, id } = usernameAndIdParams.parse(request.params);
    const owner = teacherId(request);
    const student = await ownedStudentByUsername(db, owner, username);
    const body = entry.body();
    return answer(teacherLessonReportSchema, await updateLessonReport(db, owner, student.id, id, body));
  });

  route(app, teacherCalls.deleteTeacherStudentsByUsernameLessonReportsById, async (request) => {
    const { username, id } = usernameAndIdParams.parse(request.params);
    const owner = teacherId(request);
    const student = await ownedStudentByUsername(db, owner, username);
    await deleteLessonReport(db, owner, student.id, id);
    return answer(okResponseSchema, { ok: true });
  });
}
