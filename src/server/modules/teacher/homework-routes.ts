import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, okResponseSchema, usernameParam } from '#contract/common';
import { assignManyResponseSchema, teacherHomeworkSchema } from '#contract/teacher';
import {
  createHomework,
  listTeacherHomework,
  setHomeworkHidden,
  shareHomework,
  unassignHomework,
  softDeleteHomework,
  updateHomework,
} from './homework-service';
import { assignHomeworkToMany, duplicateHomework } from './homework-assign-service';
import { answer, idParams, teacherId } from './route-support';

/** The Homework & Student Manager calls: list, create, update, visibility, soft delete, share. */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, teacherCalls.getTeacherHomework, async (request) =>
    answer(z.array(teacherHomeworkSchema), await listTeacherHomework(db, teacherId(request))),
  );

  route(app, teacherCalls.postTeacherHomework, async (request, reply, entry) => {
    const body = entry.body();
    const created = await createHomework(db, teacherId(request), body);
    return reply.status(201).send(answer(teacherHomeworkSchema, created));
  });

  route(app, teacherCalls.putTeacherHomeworkById, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const body = entry.body();
    return answer(teacherHomeworkSchema, await updateHomework(db, teacherId(request), id, body));
  });

  route(app, teacherCalls.putTeacherHomeworkByIdVisibility, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const { hidden } = entry.body();
    return answer(teacherHomeworkSchema, await setHomeworkHidden(db, teacherId(request), id, hidden));
  });

  route(app, teacherCalls.deleteTeacherHomeworkById, async (request) => {
    const { id } = idParams.parse(request.params);
    await softDeleteHomework(db, teacherId(request), id);
    return answer(okResponseSchema, { ok: true });
  });

  route(app, teacherCalls.postTeacherHomeworkByIdShare, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const { studentUsername } = entry.body();
    return answer(teacherHomeworkSchema, await shareHomework(db, teacherId(request), id, studentUsername));
  });

  // Beside the one-student share: many students at once, with one due date for all.
  route(app, teacherCalls.postTeacherHomeworkByIdAssignments, async (request, _reply, entry) => {
    const { id } = idParams.parse(request.params);
    const body = entry.body();
    return answer(assignManyResponseSchema, await assignHomeworkToMany(db, teacherId(request), id, body));
  });

  route(app, teacherCalls.postTeacherHomeworkByIdDuplicate, async (request, reply, entry) => {
    const { id } = idParams.parse(request.params);
    const { title } = entry.body();
    const copy = await duplicateHomework(db, teacherId(request), id, title);
    return reply.status(201).send(answer(teacherHomeworkSchema, copy));
  });

  route(app, teacherCalls.deleteTeacherHomeworkByIdStudentsByUsername, async (request) => {
    const { id, username } = unassignParams.parse(request.params);
    return answer(teacherHomeworkSchema, await unassignHomework(db, teacherId(request), id, username));
  });
}

const unassignParams = z.object({ id: idParam, username: usernameParam });
