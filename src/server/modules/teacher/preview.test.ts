import { studentPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { maxLogEntries } from '#domain/submissions/answer-log';
import { answerKeyFields } from '#domain/tasks/answer-keys';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  login,
  type TestApp,
} from '../../test-support/test-app';
import { fourTaskDetails } from '../student/test-fixtures';
import { call, insertHomework } from './teacher-test-kit';

// The teacher's preview as a student (POST /api/teacher/homework/{id}/preview/check and /result,
// GET …/preview): the same actions give the same answers as a real student's checks and Submit,
// only the owner may preview, and nothing at all is stored.

type Json = Record<string, unknown>;

/** Every kind, with a find-and-fix task and a fill-in-the-blanks one besides fourTaskDetails'. */
const details = {
  ...fourTaskDetails,
  passingScore: 30,
  tasks: [
    ...fourTaskDetails.tasks,
    {
      id: 'ff',
      type: 'find_mistakes',
      question: 'Find and fix',
      mode: 'find_and_fix',
      mistakeCount: { revealed: false, count: 2, display: 'some' },
      find: {
        fragments: [
          { text: 'She ' },
          { text: 'go', isError: true, errorId: 'e1' },
          { text: ' to ' },
          { text: 'schol', isError: true, errorId: 'e2' },
        ],
        prompts: {},
      },
      fix: [
        { errorId: 'e1', prompt: 'go →', options: ['goes', 'gone', 'went'], correct: 'goes' },
        { errorId: 'e2', prompt: 'schol →', options: ['school', 'scool', 'skool'], correct: 'school' },
      ],
      points: 10,
    },
    {
      id: 'fb',
      type: 'fill_blanks',
      question: 'Fill in',
      text: 'She ___ to school and ___ home.',
      blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
      points: 4,
    },
  ],
};

/**
 * An action as the test means it: by the text of what is tapped or picked (each copy shows the
 * options and items in its own order, so the index is found in the copy that plays it).
 */
type Meant = { taskId: string } & ({ tap: string } | { pick: string } | { action: Json });

const meantAction: fc.Arbitrary<Meant> = fc.oneof(
  fc.constantFrom('here', 'I', 'am').map((tap) => ({ taskId: 'seq1', tap })),
  fc
    .constantFrom<Json>({ type: 'check-order' }, { type: 'reset-order' })
    .map((action) => ({ taskId: 'seq1', action })),
  fc
    .record({ from: fc.integer({ min: 0, max: 2 }), to: fc.integer({ min: 0, max: 2 }) })
    .map(({ from, to }) => ({ taskId: 'seq1', action: { type: 'move-item', from, to } })),
  fc.constantFrom('cat', 'run', 'blue', 'the').map((pick) => ({ taskId: 'mcq1', pick })),
  fc.boolean().map((value) => ({ taskId: 'bin1', action: { type: 'pick-answer', value } })),
  fc
    .integer({ min: 0, max: 2 })
    .map((index) => ({ taskId: 'fm1', action: { type: 'click-fragment', index } })),
  fc
    .integer({ min: 0, max: 3 })
    .map((index) => ({ taskId: 'ff', action: { type: 'click-fragment', index } })),
  fc.constant({ taskId: 'ff', action: { type: 'start-fix' } }),
  fc
    .constantFrom('goes', 'gone', 'went', 'school', 'scool', 'skool')
    .map((option) => ({ taskId: 'ff', action: { type: 'choose-fix', option } })),
  fc
    .record({
      blank: fc.integer({ min: 0, max: 1 }),
      text: fc.constantFrom('goes', 'gose', 'went', 'comes', 'gets'),
    })
    .map(({ blank, text }) => ({ taskId: 'fb', action: { type: 'answer-blank', ...{ blank, text } } })),
);

/** The action a copy's player sends for what is meant, from the copy as its GET gave it. */
function inCopy(meant: Meant, tasks: Json[]): Json {
  const task = tasks.find((t) => t.id === meant.taskId) as Json;
  if ('tap' in meant) return { type: 'tap-item', index: (task.items as string[]).indexOf(meant.tap) };
  if ('pick' in meant) return { type: 'pick-option', index: (task.options as string[]).indexOf(meant.pick) };
  return meant.action;
}

/** Where a copy names mistakes its own way (student-copy.ts: opaqueName) while the task is open. */
const mistakeNames = ['errorId', 'correctlyIdentified', 'missedErrors'];

/**
 * What a check answers, without what is a copy's own: the order options and items are listed in,
 * the names a copy gives the mistakes and the time taken (the server's clock between actions).
 */
function comparable(value: unknown, key = ''): unknown {
  if (mistakeNames.includes(key)) return Array.isArray(value) ? value.map(() => 'm*') : 'm*';
  if (Array.isArray(value)) {
    const items = value.map((item) => comparable(item));
    return ['options', 'items'].includes(key) ? items.map((item) => JSON.stringify(item)).sort() : items;
  }
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => name !== 'timeSpent')
      .map(([name, child], index) => [key === 'prompts' ? `m${index}` : name, comparable(child, name)]),
  );
}

/** Every key-field name in a JSON value with where it is. */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) => [
    ...((answerKeyFields as readonly string[]).includes(name) ? [`${path}.${name}`] : []),
    ...keyPaths(child, `${path}.${name}`),
  ]);
}

let world: TestApp;
let teacher: { id: number; session: BrowserSession };
let other: { id: number; session: BrowserSession };
let student: { id: number; session: BrowserSession };

beforeAll(async () => {
  world = await createTestApp();
  const signIn = async () => {
    const row = await createTeacher(world.db);
    return { id: row.id, session: await login(world.app, 'teacher', row.username, row.password) };
  };
  teacher = await signIn();
  other = await signIn();
  const row = await createStudent(world.db, teacher.id);
  student = { id: row.id, session: await login(world.app, 'student', row.username, row.password) };
});
afterAll(async () => {
  await world.close();
});

/** How many rows the tables a student's work writes to hold. */
async function workRows() {
  const count = async (table: 'submissions' | 'taskResponses' | 'submissionAttempts' | 'activities') =>
    Number(
      (
        await world.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    submissions: await count('submissions'),
    taskResponses: await count('taskResponses'),
    submissionAttempts: await count('submissionAttempts'),
    activities: await count('activities'),
  };
}

const previewCopy = async (id: number) =>
  (await call(world, teacher.session, 'GET', teacherPaths.homeworkPreview(id))).json().assignmentDetails
    .tasks as Json[];
const studentCopy = async (id: number) =>
  (await call(world, student.session, 'GET', studentPaths.homework(id))).json().assignmentDetails
    .tasks as Json[];

describe('the preview as a student', () => {
  it('answers what a student’s check answers after the same actions, and totals as Submit does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(meantAction, { minLength: 1, maxLength: 14 }), async (actions) => {
        const id = await insertHomework(world.db, teacher.id, [student.id], { details });
        const [theirs, mine] = [await studentCopy(id), await previewCopy(id)];
        const logs: Record<string, Json[]> = {};
        for (const meant of actions) {
          const seq = logs[meant.taskId]?.length ?? 0;
          const real = await call(world, student.session, 'POST', studentPaths.check(id), {
            taskId: meant.taskId,
            action: inCopy(meant, theirs),
            seq,
            currentTaskIndex: 0,
            timeSpent: 0,
          });
          logs[meant.taskId] = [...(logs[meant.taskId] ?? []), inCopy(meant, mine)];
          const preview = await call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewCheck(id), {
            taskId: meant.taskId,
            log: logs[meant.taskId],
          });
          expect(real.statusCode).toBe(200);
          expect(preview.statusCode).toBe(200);
          const { applied: _applied, savedAt: _savedAt, ...realAnswer } = real.json();
          expect(comparable(preview.json())).toEqual(comparable(realAnswer));
        }
        const result = await call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewResult(id), {
          tasks: Object.entries(logs).map(([taskId, log]) => ({ taskId, log })),
        });
        const submitted = await call(world, student.session, 'POST', studentPaths.submit(id), {
          startTime: new Date(Date.now() - 60_000).toISOString(),
          endTime: new Date().toISOString(),
          totalTimeSpent: 60,
          tasks: [],
          totalScore: 0,
          percentage: 0,
          passed: false,
        });
        expect(submitted.statusCode).toBe(200);
        const { submissionDate: _date, ...totals } = submitted.json();
        expect(result.json()).toEqual(totals);
      }),
      { numRuns: 12 },
    );
  });

  it('sends the homework as a student receives it: no answer key while a task is open, the options shuffled', async () => {
    const id = await insertHomework(world.db, teacher.id, [], { details });
    const response = await call(world, teacher.session, 'GET', teacherPaths.homeworkPreview(id));
    expect(response.statusCode).toBe(200);
    const tasks = response.json().assignmentDetails.tasks as Json[];
    expect(tasks.map((task) => task.id)).toEqual(details.tasks.map((task) => task.id));
    expect(keyPaths(tasks)).toEqual([]);
    // Three or more options are never shown in the order the teacher wrote them (that is often the key).
    expect(tasks[1]?.options).not.toEqual(fourTaskDetails.tasks[1]?.options);
    expect([...((tasks[1]?.options as string[]) ?? [])].sort()).toEqual(['blue', 'cat', 'run', 'the']);
    // The same copy every time, so the actions sent keep their meaning.
    expect(await previewCopy(id)).toEqual(tasks);
  });

  it('stores nothing: no submission, answer, attempt, activity or feed entry, and the student has not started', async () => {
    const id = await insertHomework(world.db, teacher.id, [student.id], { details });
    const before = await workRows();
    const mine = await previewCopy(id);
    const log = [
      inCopy({ taskId: 'mcq1', pick: 'cat' }, mine),
      inCopy({ taskId: 'mcq1', pick: 'run' }, mine),
    ];
    const checked = await call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewCheck(id), {
      taskId: 'mcq1',
      log,
    });
    expect(checked.json()).toMatchObject({
      seq: 2,
      task: { correctAnswer: 'run' },
      taskResponse: { score: 4, completed: true },
    });
    const result = await call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewResult(id), {
      tasks: [{ taskId: 'mcq1', log }],
    });
    expect(result.json()).toEqual({ score: 4, totalPoints: 46, percentage: 9, passed: false });
    expect(await workRows()).toEqual(before);
    const feed = await call(world, teacher.session, 'GET', teacherPaths.recentActivity);
    expect(JSON.stringify(feed.json())).not.toContain(`"targetId":${id}`);
    const list = await call(world, student.session, 'GET', studentPaths.homeworkList);
    expect(list.json().find((item: Json) => item.id === id)).toMatchObject({
      tasksDone: 0,
      submission: null,
    });
  });

  it('is the owner’s only: another teacher and a deleted homework get 404, a student 403, a missing CSRF token 403', async () => {
    const id = await insertHomework(world.db, teacher.id, [student.id], { details });
    const body = { taskId: 'bin1', log: [{ type: 'pick-answer', value: true }] };
    const results = { tasks: [{ taskId: 'bin1', log: body.log }] };
    for (const [method, url, payload] of [
      ['GET', teacherPaths.homeworkPreview(id), undefined],
      ['POST', teacherPaths.homeworkPreviewCheck(id), body],
      ['POST', teacherPaths.homeworkPreviewResult(id), results],
    ] as const) {
      const stranger = await call(world, other.session, method, url, payload);
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Homework not found' });
      expect((await call(world, student.session, method, url, payload)).statusCode).toBe(403);
    }
    const noToken = await call(
      world,
      { ...teacher.session, csrfToken: 'wrong' },
      'POST',
      teacherPaths.homeworkPreviewCheck(id),
      body,
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toBe('INVALID_CSRF_TOKEN');
    expect((await call(world, teacher.session, 'DELETE', teacherPaths.homework(id))).statusCode).toBe(200);
    expect((await call(world, teacher.session, 'GET', teacherPaths.homeworkPreview(id))).statusCode).toBe(
      404,
    );
  });

  it('refuses what a student’s check refuses, with the reason: an unknown task, a bad action, a log over the cap', async () => {
    const id = await insertHomework(world.db, teacher.id, [], { details });
    const check = (body: unknown) =>
      call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewCheck(id), body);
    const unknown = await check({ taskId: 'nope', log: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('Task "nope" is not a task of this homework');
    const bad = await check({ taskId: 'mcq1', log: [{ type: 'pick-option', index: 'first' }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('VALIDATION_FAILED');
    const long = await check({
      taskId: 'seq1',
      log: Array.from({ length: maxLogEntries + 1 }, () => ({ type: 'reset-order' })),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('VALIDATION_FAILED');
    const twice = await call(world, teacher.session, 'POST', teacherPaths.homeworkPreviewResult(id), {
      tasks: [
        { taskId: 'bin1', log: [] },
        { taskId: 'bin1', log: [] },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('listed twice');
  });
});
