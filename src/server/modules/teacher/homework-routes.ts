import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, okResponseSchema, usernameParam } from '#contract/common';
import {
  assignManyBodySchema,
  assignManyResponseSchema,
  duplicateHomeworkBodySchema,
  homeworkBodySchema,
  shareBodySchema,
  teacherHomeworkSchema,
  visibilityBodySchema,
} from '#contract/teacher';
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
import { homeworkLimits } from '#domain/homework/limits';

/** A homework create or update body is at most 1 MB (homeworkLimits.bodyBytes); above it 413. */
const HOMEWORK_BODY_LIMIT = homeworkLimits.bodyBytes;

/** The Homework & Student Manager calls: list, create, update, visibility, soft delete, share. */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get('/teacher/homework', async (request) =>
    answer(z.array(teacherHomeworkSchema), await listTeacherHomework(db, teacherId(request))),
  );

  app.post('/teacher/homework', { bodyLimit: HOMEWORK_BODY_LIMIT }, async (request, reply) => {
    const body = homeworkBodySchema.parse(request.body ?? {});
    const created = await createHomework(db, teacherId(request), body);
    return reply.status(201).send(answer(teacherHomeworkSchema, created));
  });

  app.put('/teacher/homework/:id', { bodyLimit: HOMEWORK_BODY_LIMIT }, async (request) => {
    const { id } = idParams.parse(request.params);
    const body = homeworkBodySchema.parse(request.body ?? {});
    return answer(teacherHomeworkSchema, await updateHomework(db, teacherId(request), id, body));
  });

  app.put('/teacher/homework/:id/visibility', async (request) => {
    const { id } = idParams.parse(request.params);
    const { hidden } = visibilityBodySchema.parse(request.body ?? {});
    return answer(teacherHomeworkSchema, await setHomeworkHidden(db, teacherId(request), id, hidden));
  });

  app.delete('/teacher/homework/:id', async (request) => {
    const { id } = idParams.parse(request.params);
    await softDeleteHomework(db, teacherId(request), id);
    return answer(okResponseSchema, { ok: true });
  });

  app.post('/teacher/homework/:id/share', async (request) => {
    const { id } = idParams.parse(request.params);
    const { studentUsername } = shareBodySchema.parse(request.body ?? {});
    return answer(teacherHomeworkSchema, await shareHomework(db, teacherId(request), id, studentUsername));
  });

  // Beside the one-student share: many students at once, with one due date for all.
  app.post('/teacher/homework/:id/assignments', async (request) => {
    const { id } = idParams.parse(request.params);
    const body = assignManyBodySchema.parse(request.body ?? {});
    return answer(assignManyResponseSchema, await assignHomeworkToMany(db, teacherId(request), id, body));
  });

  app.post('/teacher/homework/:id/duplicate', async (request, reply) => {
    const { id } = idParams.parse(request.params);
    const { title } = duplicateHomeworkBodySchema.parse(request.body ?? {});
    const copy = await duplicateHomework(db, teacherId(request), id, title);
    return reply.status(201).send(answer(teacherHomeworkSchema, copy));
  });

  app.delete('/teacher/homework/:id/students/:username', async (request) => {
    const { id, username } = unassignParams.parse(request.params);
    return answer(teacherHomeworkSchema, await unassignHomework(db, teacherId(request), id, username));
  });
}

const unassignParams = z.object({ id: idParam, username: usernameParam });
