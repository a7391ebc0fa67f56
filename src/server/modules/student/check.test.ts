import { studentPaths } from '#contract/paths';
import { answerKeyFields } from '#domain/tasks/answer-keys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Classroom,
  call,
  createClassroom,
  fourTaskDetails,
  insertHomework,
  storedSubmission,
  placeOf,
} from './test-fixtures';

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

const findAndFix = {
  instructions: '',
  tasks: [
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
        { errorId: 'e1', prompt: 'go →', options: ['goes', 'gone'], correct: 'goes' },
        { errorId: 'e2', prompt: 'schol →', options: ['school', 'scool'], correct: 'school' },
      ],
      points: 10,
    },
    fourTaskDetails.tasks[1],
  ],
};

type Json = Record<string, unknown>;

/** Every key-field name in a JSON value with where it is. */
function keyPaths(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyPaths(v, `${path}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) => [
    ...((answerKeyFields as readonly string[]).includes(name) ? [`${path}.${name}`] : []),
    ...keyPaths(child, `${path}.${name}`),
  ]);
}

/** Submits the homework with no answers in the payload. */
function submitNothing(homeworkId: number) {
  return call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
    startTime: new Date(Date.now() - 1000).toISOString(),
    endTime: new Date().toISOString(),
    totalTimeSpent: 1,
    tasks: [],
    totalScore: 0,
    percentage: 0,
    passed: false,
  });
}

async function check(homeworkId: number, body: Json) {
  return call(room, room.student.session, 'POST', studentPaths.check(homeworkId), {
    currentTaskIndex: 0,
    timeSpent: 1000,
    ...body,
  });
}

describe('POST /api/student/homework/{id}/check', () => {
  it('checks an MCQ pick on the server: a wrong pick says nothing of the right one, the right pick shows the task whole', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const at = (text: string) => placeOf(room, room.student.session, id, 'mcq1', text);
    const wrong = await check(id, { taskId: 'mcq1', action: { type: 'pick-option', index: await at('cat') }, seq: 0 });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      applied: true,
      seq: 1,
      taskResponse: { taskId: 'mcq1', score: 0, completed: false, selectedAnswers: ['cat'] },
    });
    expect(keyPaths(wrong.json())).toEqual([]);

    const right = await check(id, { taskId: 'mcq1', action: { type: 'pick-option', index: await at('run') }, seq: 1 });
    expect(right.json()).toMatchObject({
      applied: true,
      seq: 2,
      task: { correctAnswer: 'run' },
      taskResponse: { score: 4, completed: true, isCorrect: true, selectedAnswers: ['cat', 'run'] },
    });
    const saved = await storedSubmission(room.db, room.student.id, id);
    const row = saved.responses.find((r) => r.taskId === 'mcq1');
    expect(JSON.parse(row?.response ?? '{}')).toMatchObject({ score: 4, selectedAnswers: ['cat', 'run'] });
  });

  it('applies a retried action once: the same seq again changes nothing and says so', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    for (const [seq, word] of ['am', 'here', 'I'].entries()) {
      const index = await placeOf(room, room.student.session, id, 'seq1', word);
      await check(id, { taskId: 'seq1', action: { type: 'tap-item', index }, seq });
    }
    const first = await check(id, { taskId: 'seq1', action: { type: 'check-order' }, seq: 3 });
    expect(first.json()).toMatchObject({ applied: true, seq: 4, taskResponse: { checkAttempts: 1 } });
    const again = await check(id, { taskId: 'seq1', action: { type: 'check-order' }, seq: 3 });
    expect(again.json()).toMatchObject({ applied: false, seq: 4, taskResponse: { checkAttempts: 1 } });
    // 'am here I' is wrong: 6 points less one wrong check of 2 left, and no order revealed.
    expect(again.json().taskResponse).toMatchObject({ score: 0, completed: false });
    expect(keyPaths(again.json())).toEqual([]);
  });

  it('uncovers a find-and-fix task one earned part at a time and scores it from its own log', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: findAndFix,
    });
    const opened = await call(room, room.student.session, 'GET', studentPaths.homework(id));
    const task = (opened.json().assignmentDetails.tasks as Json[])[0] as Json;
    expect(keyPaths(task)).toEqual([]);
    expect(task).toMatchObject({
      fix: [],
      unfoundHidden: true,
      mistakeCount: { revealed: false, display: 'some' },
    });

    let seq = 0;
    const act = (action: Json) => check(id, { taskId: 'ff', action, seq: seq++ });
    const miss = await act({ type: 'click-fragment', index: 0 });
    expect(miss.json().taskResponse.responses).toMatchObject({ incorrectClicks: 1, missedErrors: [] });
    const one = await act({ type: 'click-fragment', index: 3 });
    expect(keyPaths(one.json().task)).toEqual(['.find.fragments[3].isError', '.find.fragments[3].errorId']);
    expect(one.json().taskResponse.responses.missedErrors).toEqual([]);
    const both = await act({ type: 'click-fragment', index: 1 });
    // The fix steps under the student's own names (never the teacher's e1, e2), options in their own order.
    const steps = both.json().task.fix as { errorId: string; options: string[] }[];
    expect(steps.map((step) => [...step.options].sort())).toEqual([
      ['goes', 'gone'],
      ['school', 'scool'],
    ]);
    for (const step of steps) expect(['e1', 'e2']).not.toContain(step.errorId);
    expect(both.json().task.unfoundHidden).toBeUndefined();
    expect(keyPaths(both.json().task.fix)).toEqual(['[0].errorId', '[1].errorId']);
    await act({ type: 'start-fix' });
    const wrongFix = await act({ type: 'choose-fix', option: 'gone' });
    expect(wrongFix.json().task.fix[0]).toMatchObject({ correct: 'goes' });
    expect(wrongFix.json().task.fix[1].correct).toBeUndefined();
    const done = await act({ type: 'choose-fix', option: 'school' });
    // Find part 5, fix part half of the other 5 (one of two right): 8 of 10.
    expect(done.json().taskResponse).toMatchObject({ completed: true, score: 8 });
    expect(done.json().task).toMatchObject({ mistakeCount: { count: 2 }, fix: [{ correct: 'goes' }, {}] });
  });

  it('keeps the checked answer: an auto-save that rewrites it is refused and submit scores the log', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const cat = await placeOf(room, room.student.session, id, 'mcq1', 'cat');
    await check(id, { taskId: 'mcq1', action: { type: 'pick-option', index: cat }, seq: 0 });
    const rewrite = await call(room, room.student.session, 'POST', studentPaths.autoSave(id), {
      taskResponse: { taskId: 'mcq1', type: 'mcq_1', selectedAnswers: ['run'], selectedAnswer: 'run' },
      currentTaskIndex: 0,
    });
    expect(rewrite.statusCode).toBe(409);
    const submitted = await call(room, room.student.session, 'POST', studentPaths.submit(id), {
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date().toISOString(),
      totalTimeSpent: 60,
      tasks: [{ taskId: 'mcq1', type: 'mcq_1', selectedAnswers: ['run'], selectedAnswer: 'run' }],
      totalScore: 32,
      percentage: 100,
      passed: true,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().score).toBe(0);
  });

  it('refuses with a message and changes nothing: a task not in the homework, a bad action, after submitting', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const unknown = await check(id, { taskId: 'nope', action: { type: 'pick-option', index: 0 }, seq: 0 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/nope/);
    const bad = await check(id, { taskId: 'mcq1', action: { type: 'pick-option', index: 'x' }, seq: 0 });
    expect(bad.statusCode).toBe(400);
    const noType = await check(id, { taskId: 'mcq1', action: { type: 'guess' }, seq: 0 });
    expect(noType.statusCode).toBe(400);
    expect((await storedSubmission(room.db, room.student.id, id)).submission).toBeNull();
    await submitNothing(id);
    const late = await check(id, { taskId: 'mcq1', action: { type: 'pick-option', index: 1 }, seq: 0 });
    expect(late.statusCode).toBe(409);
  });

  it('is the student’s own: another student gets 404', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const body = {
      taskId: 'mcq1',
      action: { type: 'pick-option', index: 1 },
      seq: 0,
      currentTaskIndex: 0,
      timeSpent: 0,
    };
    const other = await call(room, room.other.session, 'POST', studentPaths.check(id), body);
    expect(other.statusCode).toBe(404);
  });

  it('sends the task whole again once the homework is submitted, for the review', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    await submitNothing(id);
    const review = await call(room, room.student.session, 'GET', studentPaths.homework(id));
    expect((review.json().assignmentDetails.tasks as Json[])[1]).toMatchObject({ correctAnswer: 'run' });
  });
});

describe('the worst bodies under the limits', () => {
  it('are refused or saved by their caps while the server keeps answering /api/health', async () => {
    const id = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const fill = (make: (i: number) => unknown) => {
      const out: unknown[] = [];
      for (let size = 0, i = 0; size < 900_000; i++) {
        const item = make(i);
        out.push(item);
        size += JSON.stringify(item).length + 1;
      }
      return out;
    };
    const save = (taskResponse: unknown) =>
      call(room, room.student.session, 'POST', studentPaths.autoSave(id), {
        taskResponse,
        currentTaskIndex: 0,
      });
    const point = (i: number) => ({ x: i % 1000, y: i % 700, timestamp: i * 80 });
    const [picks, order, clicks, recording, health] = await Promise.all([
      save({ taskId: 'mcq1', type: 'mcq_1', selectedAnswers: fill((i) => `option ${i}`) }),
      save({
        taskId: 'seq1',
        type: 'sequence_task',
        selectedOrder: fill((i) => `w${i}`),
        checkAttempts: 1e9,
      }),
      save({ taskId: 'fm1', type: 'find_mistakes', responses: { clickedFragments: fill((i) => i % 3) } }),
      check(id, {
        taskId: 'bin1',
        action: { type: 'pick-answer', value: true },
        seq: 0,
        currentTaskIndex: 2,
        trackingData: {
          cursorMovements: Array.from({ length: 10_000 }, (_, i) => point(i)),
          clicks: Array.from({ length: 2_500 }, (_, i) => ({ ...point(i), target: 'answer:true' })),
          scrollEvents: Array.from({ length: 2_500 }, (_, i) => point(i)),
        },
      }),
      room.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(picks.statusCode).toBe(400);
    expect(order.statusCode).toBe(400);
    expect(clicks.statusCode).toBe(400);
    expect(recording.statusCode).toBe(200);
    expect(recording.json().taskResponse).toMatchObject({ completed: true, score: 10 });
    expect(health.statusCode).toBe(200);
    const saved = await storedSubmission(room.db, room.student.id, id);
    expect(saved.responses.map((r) => r.taskId)).toEqual(['bin1']);
  });
});
