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

/** Homework with one task of each type; the best answers score 6 + 6 + 10 + 10 = 32 of 32 points. */
export const fourTaskDetails = {
  instructions: 'Do every task.',
  passingScore: 20,
  tasks: [
    {
      id: 'seq1',
      type: 'sequence_task',
      question: 'Put the words in order',
      items: ['here', 'I', 'am'],
      correctOrder: ['I', 'am', 'here'],
      points: 6,
    },
    {
      id: 'mcq1',
      type: 'mcq_1',
      question: 'Pick the verb',
      options: ['cat', 'run', 'blue', 'the'],
      correctAnswer: 'run',
      points: 6,
    },
    {
      id: 'bin1',
      type: 'binary_task',
      question: 'True or false?',
      passage: 'The sky is blue.',
      statement: 'The sky is blue.',
      correctAnswer: true,
      points: 10,
    },
    {
      id: 'fm1',
      type: 'find_mistakes',
      question: 'Find the mistake',
      mode: 'find_only',
      mistakeCount: { revealed: true, count: 1, display: '1 mistake' },
      find: {
        fragments: [
          { text: 'He ', isError: false },
          { text: 'go', isError: true, errorId: 'e1' },
          { text: ' home.', isError: false },
        ],
        prompts: {},
      },
      fix: [],
      points: 10,
    },
  ],
};

/** Right answers to every task of fourTaskDetails, the MCQ after one wrong pick (6 + 4 + 10 + 10 = 30). */
export const goodResponses = {
  seq1: {
    taskId: 'seq1',
    type: 'sequence_task',
    selectedOrder: ['I', 'am', 'here'],
    checkAttempts: 1,
    timeSpent: 1000,
  },
  mcq1: {
    taskId: 'mcq1',
    type: 'mcq_1',
    selectedAnswer: 'run',
    selectedAnswers: ['cat', 'run'],
    timeSpent: 2000,
  },
  bin1: { taskId: 'bin1', type: 'binary_task', selectedAnswer: true, timeSpent: 3000 },
  fm1: {
    taskId: 'fm1',
    type: 'find_mistakes',
    responses: {
      clickedFragments: [1],
      correctlyIdentified: ['e1'],
      incorrectClicks: 0,
      missedErrors: [],
      corrections: [],
    },
    timeSpent: 4000,
  },
} as const;

/** Inserts a homework of the teacher (fourTaskDetails unless given) and assigns it to the students. */
export async function insertHomework(
  db: Kysely<Database>,
  teacherId: number,
  options: {
    assignTo?: number[];
    title?: string;
    assignmentDetails?: unknown;
    hidden?: boolean;
    deleted?: boolean;
    assignedDate?: string;
    dueDate?: string | null;
  } = {},
): Promise<number> {
  const at = nowIso();
  const details = options.assignmentDetails ?? fourTaskDetails;
  const row = await db
    .insertInto('homework')
    .values({
      teacherId,
      title: options.title ?? 'Four tasks',
      description: 'One of each task type',
      dueDate: options.dueDate ?? null,
      assignedDate: options.assignedDate ?? at,
      createdAt: at,
      updatedAt: at,
      hidden: options.hidden ? 1 : 0,
      deletedAt: options.deleted ? at : null,
      assignmentDetails: typeof details === 'string' ? details : JSON.stringify(details),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const studentId of options.assignTo ?? []) {
    await db.insertInto('assignments').values({ homeworkId: row.id, studentId, assignedAt: at }).execute();
  }
  return row.id;
}

/** Inserts a lesson report written by the teacher for the student. */
export async function insertLessonReport(
  db: Kysely<Database>,
  teacherId: number,
  studentId: number,
  fields: { title?: string; content?: string; datePosted?: string } = {},
): Promise<number> {
  const at = nowIso();
  const row = await db
    .insertInto('lessonReports')
    .values({
      teacherId,
      studentId,
      title: fields.title ?? 'Lesson one',
      content: fields.content ?? '=== REPORT START ===\nWe practised verbs.\n=== REPORT END ===',
      datePosted: fields.datePosted ?? at,
      assignedAt: at,
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A teacher with two students, the first (`student`) signed in, the second (`other`) too. */
export type Classroom = TestApp & {
  teacherId: number;
  student: { id: number; username: string; session: BrowserSession };
  other: { id: number; username: string; session: BrowserSession };
};

/** A fresh app and database with a teacher and two signed-in students. */
export async function createClassroom(): Promise<Classroom> {
  const test = await createTestApp();
  const teacher = await createTeacher(test.db);
  const signIn = async () => {
    const row = await createStudent(test.db, teacher.id);
    const session = await login(test.app, 'student', row.username, row.password);
    return { id: row.id, username: row.username, session };
  };
  return { ...test, teacherId: teacher.id, student: await signIn(), other: await signIn() };
}

/** Sends a call as a signed-in student. */
export function call(
  classroom: TestApp,
  session: BrowserSession,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return injectAs(classroom.app, session, {
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Everything stored about a student's submission to a homework: the row and its task responses. */
export async function storedSubmission(db: Kysely<Database>, studentId: number, homeworkId: number) {
  const submission = await db
    .selectFrom('submissions')
    .selectAll()
    .where('studentId', '=', studentId)
    .where('homeworkId', '=', homeworkId)
    .executeTakeFirst();
  const responses = submission
    ? await db
        .selectFrom('taskResponses')
        .selectAll()
        .where('submissionId', '=', submission.id)
        .orderBy('taskId')
        .execute()
    : [];
  return { submission: submission ?? null, responses };
}

/**
 * Where the student sees an option or item of a task in their own copy (options and items are
 * shuffled per student): its index there, which is what the player sends in an action.
 */
export async function placeOf(
  classroom: TestApp,
  session: BrowserSession,
  homeworkId: number,
  taskId: string,
  text: string,
): Promise<number> {
  const response = await injectAs(classroom.app, session, { method: 'GET', url: `/api/student/homework/${homeworkId}` });
  const tasks = (response.json() as { assignmentDetails: { tasks: Record<string, unknown>[] } }).assignmentDetails.tasks;
  const task = tasks.find((t) => t.id === taskId);
  const list = (task?.options ?? task?.items) as string[] | undefined;
  const index = list?.indexOf(text) ?? -1;
  if (index === -1) throw new Error(`"${text}" is not shown in task ${taskId}`);
  return index;
}
