import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idParam, submissionSchema, usernameParam } from '#contract/common';
import { setCompletionResponseSchema, teacherStudentHomeworkSchema } from '#contract/teacher';
import { notFound } from '../../plugins/http-errors';
import { studentCopies } from '../submissions';
import { answer, teacherId } from './route-support';
import {
  listStudentHomework,
  setHomeworkCompletion,
  studentHomework,
  studentSubmission,
} from './submissions-service';

const params = z.object({ username: usernameParam, homeworkId: idParam });
const usernameOnly = z.object({ username: usernameParam });

/** A student's homework as the teacher reviews it, and the completion toggle. */
export async function studentHomeworkRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;
  const copies = await studentCopies(db);

  route(app, teacherCalls.getTeacherStudentsByUsernameHomework, async (request) => {
    const { username } = usernameOnly.parse(request.params);
    return answer(
      z.array(teacherStudentHomeworkSchema),
      await listStudentHomework(db, teacherId(request), username),
    );
  });

  route(app, teacherCalls.getTeacherStudentsByUsernameHomeworkByHomeworkId, async (request) => {
    const { username, homeworkId } = params.parse(request.params);
    return answer(
      teacherStudentHomeworkSchema,
      await studentHomework(db, teacherId(request), username, homeworkId),
    );
  });

  route(app, teacherCalls.getTeacherStudentsByUsernameHomeworkByHomeworkIdSubmission, async (request) => {
    const { username, homeworkId } = params.parse(request.params);
    const submission = await studentSubmission(db, teacherId(request), username, homeworkId, copies);
    if (!submission) throw notFound('No submission yet');
    return answer(submissionSchema, submission);
  });

  route(
    app,
    teacherCalls.putTeacherStudentsByUsernameHomeworkByHomeworkIdStatus,
    async (request, _reply, entry) => {
      const { username, homeworkId } = params.parse(request.params);
      const { isCompleted } = entry.body();
      const submission = await setHomeworkCompletion(
        db,
        teacherId(request),
        username,
        homeworkId,
        isCompleted,
      );
      return answer(setCompletionResponseSchema, { submission });
    },
  );
}
