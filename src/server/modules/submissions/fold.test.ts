import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studentPaths } from '#contract/paths';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { answerKeyFields } from '#domain/tasks/answer-keys';
import {
  initialTaskState,
  isTaskDone,
  reduceTask,
  type TaskAction,
  taskScore,
  taskToResponse,
} from '#domain/tasks/engine';
import { opaqueName } from '#domain/tasks/student-copy';
import { actionFromStudent } from '#domain/tasks/student-task';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';
import { call, insertHomework } from '../student/test-fixtures';
import { studentCopies } from './student-copies';

// Through HTTP, on the dialect under test: random streams of the player's actions, with retries,
// repeats and numbers from the future, sent to the check route. What the server stores and shows
// (the answer, the teacher's view of it, the gradebook and the item analysis) must be exactly what
// the pure engine gives folding the same actions, and no answer the student gets while a task is
// open may carry its key.

const details = {
  passingScore: 1,
  tasks: [
    { id: 'seq', type: 'sequence_task', items: ['quickly', 'she', 'ran', 'home'], correctOrder: ['she', 'ran', 'home', 'quickly'] },
    { id: 'dup', type: 'sequence_task', items: ['the', 'cat', 'the', 'mat'], correctOrder: ['the', 'cat', 'the', 'mat'] },
    { id: 'mcq', type: 'mcq_1', options: ['go', 'goes', 'went', 'gone'], correctAnswer: 'went' },
    { id: 'bin', type: 'binary_task', passage: 'Cats bark.', statement: 'Cats bark.', correctAnswer: false, points: 4 },
    {
      id: 'fm',
      type: 'find_mistakes',
      mode: 'find_and_fix',
      points: 10,
      mistakeCount: { revealed: false, count: 2 },
      find: {
        fragments: [
          { text: 'She ' },
          { text: 'go', isError: true, errorId: 'e1' },
          { text: ' to the ' },
          { text: 'big shop', isError: true, errorId: 'e2' },
          { text: ' today.' },
        ],
      },
      fix: [
        { errorId: 'e1', options: ['goes', 'gone'], correct: 'goes' },
        { errorId: 'e2', options: ['shop', 'shops'], correct: 'shop' },
      ],
    },
    { id: 'fb', type: 'fill_blanks', text: 'She ___ to school and ___ home.', blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }] },
    { id: 'fbw', type: 'fill_blanks', wordBank: true, text: '___ ___ ___', blanks: [{ answers: ['goes'] }, { answers: ['comes'] }, { answers: ['the'] }] },
  ],
};
const tasks: Task[] = repairAssignmentDetails(details).tasks;

const studentAction: fc.Arbitrary<TaskAction> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant('tap-item' as const), index: fc.integer({ min: 0, max: 4 }) }) },
  fc.record({
    type: fc.constant('move-item' as const),
    from: fc.integer({ min: 0, max: 3 }),
    to: fc.integer({ min: 0, max: 3 }),
  }),
  fc.constant({ type: 'reset-order' as const }),
  { weight: 2, arbitrary: fc.constant({ type: 'check-order' as const }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant('pick-option' as const), index: fc.integer({ min: 0, max: 3 }) }) },
  fc.record({ type: fc.constant('pick-answer' as const), value: fc.boolean() }),
  { weight: 3, arbitrary: fc.record({ type: fc.constant('click-fragment' as const), index: fc.integer({ min: 0, max: 6 }) }) },
  fc.constant({ type: 'start-fix' as const }),
  fc.record({ type: fc.constant('choose-fix' as const), option: fc.constantFrom('goes', 'gone', 'shop', 'shops') }),
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('answer-blank' as const),
      blank: fc.integer({ min: 0, max: 3 }),
      text: fc.constantFrom('goes', 'Goes ', 'gose', 'go', 'comes', 'gets', 'cmes', 'the', 'don\u2019t', 'went'),
    }),
  },
);

/** How the browser numbers an action: the next one, a retry of the last, or one from a tab ahead. */
const numbering = fc.constantFrom('next', 'next', 'next', 'retry', 'ahead');

let room: TestApp & {
  teacherId: number;
  teacher: { session: BrowserSession };
  student: { id: number; username: string; session: BrowserSession };
};
beforeAll(async () => {
  const test = await createTestApp();
  const teacher = await createTeacher(test.db);
  const student = await createStudent(test.db, teacher.id);
  room = {
    ...test,
    teacherId: teacher.id,
    teacher: { session: await login(test.app, 'teacher', teacher.username, teacher.password) },
    student: {
      id: student.id,
      username: student.username,
      session: await login(test.app, 'student', student.username, student.password),
    },
  };
});
afterAll(async () => {
  await room.close();
});

function keyFieldsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keyFieldsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, v]) => [
    ...((answerKeyFields as readonly string[]).includes(name) ? [name] : []),
    ...keyFieldsIn(v),
  ]);
}

describe('a task’s stored answer is the fold of the student’s actions', () => {
  it('stores, shows and totals exactly what the engine folds, and never sends an open task’s key', async () => {
    const copies = await studentCopies(room.db);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...tasks), studentAction, numbering), { minLength: 1, maxLength: 25 }),
        async (steps) => {
          const homeworkId = await insertHomework(room.db, room.teacherId, {
            assignTo: [room.student.id],
            assignmentDetails: details,
          });
          const expected = new Map(tasks.map((task) => [task.id, { state: initialTaskState(task), count: 0 }]));
          for (const [task, action, numbered] of steps) {
            const mine = expected.get(task.id)!;
            const seq = numbered === 'retry' ? Math.max(0, mine.count - 1) : numbered === 'ahead' ? mine.count + 2 : mine.count;
            const answer = await call(room, room.student.session, 'POST', studentPaths.check(homeworkId), {
              taskId: task.id,
              action,
              seq,
              currentTaskIndex: 0,
              timeSpent: 1000,
            });
            if (answer.statusCode !== 200) throw new Error(answer.body);
            const applied = seq >= mine.count;
            if (applied) {
              const copy = copies(room.student.id, homeworkId, task.id);
              mine.state = reduceTask(task, mine.state, actionFromStudent(task, action, copy));
              mine.count = seq + 1;
            }
            const body = answer.json();
            expect(body.applied).toBe(applied);
            const want = taskToResponse(task, mine.state, 0);
            expect(body.taskResponse).toMatchObject({
              score: want.score,
              completed: want.completed,
              isCorrect: want.isCorrect,
              ...('checkAttempts' in want ? { checkAttempts: want.checkAttempts } : {}),
            });
            expect(body.taskResponse.log).toBeUndefined();
            // Re-read as a student would after every tap: nothing of an open task's key.
            if (!isTaskDone(task, mine.state)) {
              const reread = await call(room, room.student.session, 'GET', studentPaths.homework(homeworkId));
              const shown = reread.json().assignmentDetails.tasks.find((t: { id: string }) => t.id === task.id);
              if (mine.state.type === 'find_mistakes') {
                // Only what was earned: the words of mistakes found, under the student's own names;
                // never a teacher's mistake id.
                const found = new Set(mine.state.identified.map((id) => opaqueName(copies(room.student.id, homeworkId, task.id), id)));
                for (const json of [body, shown]) {
                  expect(JSON.stringify(json)).not.toMatch(/"e[12]"/);
                  const words = (json.task ?? json).find.fragments as { isError?: boolean; errorId?: string }[];
                  for (const word of words) if (word.isError) expect(found.has(word.errorId ?? '')).toBe(true);
                }
              } else if (mine.state.type === 'fill_blanks') {
                // A gap's answers only once the gap is over (answered right, or closed).
                for (const json of [body.task, shown]) {
                  mine.state.blanks.forEach((tries, b) => {
                    const over = tries.some((t) => t.verdict === 'right') || tries.filter((t) => t.verdict === 'wrong').length >= 2;
                    expect(json.blanks[b].answers === undefined).toBe(!over);
                  });
                }
              } else {
                expect(keyFieldsIn(body)).toEqual([]);
                expect(keyFieldsIn(shown)).toEqual([]);
              }
            }
          }
          // The teacher's view of each answer: the same score and completion.
          const teacherView = await injectAs(room.app, room.teacher.session, {
            method: 'GET',
            url: `/api/teacher/students/${room.student.username}/homework/${homeworkId}/submission`,
          });
          expect(teacherView.statusCode).toBe(200);
          for (const shown of teacherView.json().studentResponses.tasks) {
            const task = tasks.find((t) => t.id === shown.taskId)!;
            const mine = expected.get(task.id)!;
            expect([shown.taskId, shown.score, shown.completed]).toEqual([
              task.id,
              taskScore(task, mine.state),
              isTaskDone(task, mine.state),
            ]);
          }
          // Submit: its totals are the folds, whatever the body says.
          const submitted = await call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
            startTime: new Date(Date.now() - 60_000).toISOString(),
            endTime: new Date().toISOString(),
            totalTimeSpent: 60,
            tasks: [],
            totalScore: 999,
            percentage: 100,
            passed: true,
          });
          const total = tasks.reduce((sum, task) => sum + taskScore(task, expected.get(task.id)!.state), 0);
          expect(submitted.json().score).toBe(total);
          const gradebook = await injectAs(room.app, room.teacher.session, { method: 'GET', url: '/api/teacher/gradebook' });
          const cell = gradebook
            .json()
            .cells.find((c: { homeworkId: number; studentId: number }) => c.homeworkId === homeworkId && c.studentId === room.student.id);
          expect(cell?.score).toBe(total);
          // Item analysis: "right first try" only for a sequence solved on its first check.
          const analysis = await injectAs(room.app, room.teacher.session, {
            method: 'GET',
            url: `/api/teacher/homework/${homeworkId}/analysis`,
          });
          for (const row of analysis.json().tasks) {
            const task = tasks.find((t) => t.id === row.taskId)!;
            const state = expected.get(task.id)!.state;
            if (state.type === 'sequence_task')
              expect(row.rightFirstTry).toBe(state.solved && state.checkAttempts === 1 ? 1 : 0);
            if (state.type === 'fill_blanks') {
              const answered = state.blanks.some((tries) => tries.length > 0);
              expect(row.attempted).toBe(answered ? 1 : 0);
              if (answered)
                expect(row.blanks.map((gap: { right: number }) => gap.right)).toEqual(
                  state.blanks.map((tries) => (tries.some((t) => t.verdict === 'right') ? 1 : 0)),
                );
            }
            expect(row.completed).toBe(isTaskDone(task, state) ? 1 : 0);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 240_000);
});
