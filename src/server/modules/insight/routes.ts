import { teacherCalls } from '#contract/api-calls-teacher';
import { route } from '../../plugins/declared-route';
import { idParam, usernameParam } from '#contract/common';
import {
  classOverviewSchema,
  gradebookSchema,
  itemAnalysisSchema,
  progressHistorySchema,
} from '#contract/insight';
import { z } from 'zod';
import { gradebookStatusLabels, toCsv } from '#domain/insight/gradebook';
import type { FastifyInstance } from 'fastify';
import { answer, teacherId } from '../teacher';
import { readClassOverview } from './class-overview-repository';
import { readGradebook } from './gradebook-repository';
import { readItemAnalysis } from './item-analysis-repository';
import { readProgressHistory } from './progress-history-repository';
import { ownedStudentByUsername } from '../teacher';

const CSV_HEADER = [
  'Username',
  'First name',
  'Last name',
  'Homework',
  'Status',
  'Score',
  'Total points',
  'Percentage',
  'Submitted at',
];

/** The teacher's views across students (/api/teacher/…, an area of its own beside the teacher's). */
export async function insightRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  route(app, teacherCalls.getTeacherGradebook, async (request) =>
    answer(gradebookSchema, await readGradebook(db, teacherId(request), new Date())),
  );

  route(app, teacherCalls.getTeacherClassOverview, async (request) =>
    answer(classOverviewSchema, await readClassOverview(db, teacherId(request), new Date())),
  );

  route(app, teacherCalls.getTeacherHomeworkByIdAnalysis, async (request) => {
    const { id } = z.object({ id: idParam }).parse(request.params);
    return answer(itemAnalysisSchema, await readItemAnalysis(db, teacherId(request), id));
  });

  route(app, teacherCalls.getTeacherStudentsByUsernameProgressHistory, async (request) => {
    const { username } = z.object({ username: usernameParam }).parse(request.params);
    const student = await ownedStudentByUsername(db, teacherId(request), username);
    return answer(progressHistorySchema, await readProgressHistory(db, student.id));
  });

  // One row per assignment, for the school's spreadsheet.
  route(app, teacherCalls.getTeacherGradebookCsv, async (request, reply) => {
    const book = await readGradebook(db, teacherId(request), new Date());
    const students = new Map(book.students.map((s) => [s.id, s]));
    const homework = new Map(book.homework.map((h) => [h.id, h]));
    const studentOrder = new Map(book.students.map((s, i) => [s.id, i]));
    const homeworkOrder = new Map(book.homework.map((h, i) => [h.id, i]));
    const rows = [...book.cells]
      .sort(
        (a, b) =>
          (studentOrder.get(a.studentId) ?? 0) - (studentOrder.get(b.studentId) ?? 0) ||
          (homeworkOrder.get(a.homeworkId) ?? 0) - (homeworkOrder.get(b.homeworkId) ?? 0),
      )
      .map((cell) => {
        const student = students.get(cell.studentId);
        return [
          student?.username ?? '',
          student?.firstName ?? '',
          student?.lastName ?? '',
          homework.get(cell.homeworkId)?.title ?? '',
          gradebookStatusLabels[cell.status],
          cell.score,
          cell.totalPoints,
          cell.percentage,
          cell.submittedAt,
        ];
      });
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gradebook-${day}.csv"`)
      .send(toCsv([CSV_HEADER, ...rows]));
  });
}
