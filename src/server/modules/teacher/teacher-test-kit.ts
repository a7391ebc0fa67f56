import type { LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { nowIso } from '../../db/helpers';
import type { Database } from '../../db/schema';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

// Shared set-up of the teacher API tests: an app, two teachers each with students, and request helpers.

/** A valid homework: one MCQ (6 points at most with 4 options) and one true/false task (4 points). */
export function sampleDetails(): Record<string, unknown> {
  return {
    totalPoints: 10,
    passingScore: 7,
    instructions: 'Answer both questions.',
    tasks: [
      {
        id: 'q1',
        type: 'mcq_1',
        question: 'Pick the past tense of go',
        options: ['went', 'goed', 'gone', 'going'],
        correctAnswer: 'went',
        points: 6,
      },
      {
        id: 'q2',
        type: 'binary_task',
        question: 'True or false?',
        passage: 'Tom has a red bike.',
        statement: 'Tom has a bike.',
        correctAnswer: true,
        points: 4,
      },
    ],
  };
}

/** A signed-in teacher with two students. */
export type TeacherFixture = {
  id: number;
  session: BrowserSession;
  students: { id: number; username: string; password: string }[];
};

/** The app plus two teachers (A and B), each with two students. */
export type TeacherWorld = TestApp & { a: TeacherFixture; b: TeacherFixture };

async function teacherWithStudents(db: Kysely<Database>, app: TestApp['app']): Promise<TeacherFixture> {
  const teacher = await createTeacher(db);
  const students = [];
  for (let i = 0; i < 2; i++) {
    const s = await createStudent(db, teacher.id, { firstName: `First${i}`, lastName: `Last${i}` });
    students.push({ id: s.id, username: s.username, password: s.password });
  }
  const session = await login(app, 'teacher', teacher.username, teacher.password);
  return { id: teacher.id, session, students };
}

/** Builds the world on a fresh database. */
export async function createTeacherWorld(): Promise<TeacherWorld> {
  const testApp = await createTestApp();
  const a = await teacherWithStudents(testApp.db, testApp.app);
  const b = await teacherWithStudents(testApp.db, testApp.app);
  return { ...testApp, a, b };
}

/** A JSON request as a session. */
export function call(
  world: TestApp,
  session: BrowserSession,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return injectAs(world.app, session, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Inserts homework for a teacher, assigned to the given students, straight into the database. */
export async function insertHomework(
  db: Kysely<Database>,
  teacherId: number,
  studentIds: readonly number[],
  fields: Partial<{ title: string; details: unknown; dueDate: string | null; hidden: boolean }> = {},
): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('homework')
    .values({
      teacherId,
      title: fields.title ?? 'Homework',
      description: 'Practice',
      dueDate: fields.dueDate ?? null,
      assignedDate: at,
      createdAt: at,
      updatedAt: at,
      hidden: fields.hidden ? 1 : 0,
      deletedAt: null,
      assignmentDetails: JSON.stringify(fields.details ?? sampleDetails()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (studentIds.length > 0) {
    await db
      .insertInto('assignments')
      .values(studentIds.map((studentId) => ({ homeworkId: row.id, studentId, assignedAt: at })))
      .execute();
  }
  return row.id;
}

/** A cursor/click/scroll recording as the player stores it for one task. */
export function sampleTracking() {
  return {
    startTime: 0,
    endTime: 4000,
    timeSpent: 4000,
    area: { width: 640, height: 480 },
    cursorMovements: [
      { x: 10, y: 20, timestamp: 0 },
      { x: 50, y: 60, timestamp: 100 },
    ],
    clicks: [{ x: 50, y: 60, timestamp: 150 }],
    scrollEvents: [{ y: 40, timestamp: 300 }],
  };
}

/**
 * Inserts a submission with both tasks answered (MCQ right first time: 6; true/false right: 4) and
 * tracking for q1. `completed: false` leaves it in progress without totals.
 */
export async function insertSubmission(
  db: Kysely<Database>,
  homeworkId: number,
  studentId: number,
  options: { completed: boolean; submissionDate?: string },
): Promise<number> {
  const at = options.submissionDate ?? nowIso();
  const row = await db
    .insertInto('submissions')
    .values({
      homeworkId,
      studentId,
      isCompleted: options.completed ? 1 : 0,
      score: options.completed ? 10 : null,
      percentage: options.completed ? 100 : null,
      passed: options.completed ? 1 : null,
      submissionDate: options.completed ? at : null,
      startedAt: at,
      timeSpent: options.completed ? 95 : null,
      currentTaskIndex: 1,
      studentResponses: null,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('taskResponses')
    .values([
      {
        submissionId: row.id,
        taskId: 'q1',
        response: JSON.stringify({
          taskId: 'q1',
          type: 'mcq_1',
          score: 6,
          isCorrect: true,
          completed: true,
          timeSpent: 4000,
          selectedAnswer: 'went',
          selectedAnswers: ['went'],
        }),
        completed: 1,
        tracking: JSON.stringify(sampleTracking()),
        updatedAt: at,
      },
      {
        submissionId: row.id,
        taskId: 'q2',
        response: JSON.stringify({
          taskId: 'q2',
          type: 'binary_task',
          score: 4,
          isCorrect: true,
          completed: true,
          timeSpent: 3000,
          selectedAnswer: true,
        }),
        completed: 1,
        tracking: null,
        updatedAt: at,
      },
    ])
    .execute();
  return row.id;
}

/** Every row of the tables a teacher call may change (to prove a refused call changed nothing). */
export async function tableSnapshot(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const tables = [
    'students',
    'homework',
    'assignments',
    'submissions',
    'taskResponses',
    'submissionAttempts',
    'lessonReports',
  ] as const;
  const out: Record<string, unknown> = {};
  for (const table of tables) {
    // Sorted in JS: PostgreSQL may answer unordered rows in any order.
    out[table] = (await db.selectFrom(table).selectAll().execute()).map((row) => JSON.stringify(row)).sort();
  }
  return out;
}
