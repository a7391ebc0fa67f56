import { studentPaths } from '#contract/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Classroom,
  call,
  createClassroom,
  goodResponses,
  insertHomework,
  storedSubmission,
} from './test-fixtures';

// Answers are append-only and bounded by their task: a client can add to what it saved, never
// rewrite it, and never send more than the task allows.

let room: Classroom;
let homeworkId: number;
beforeEach(async () => {
  room = await createClassroom();
  homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
});
afterEach(async () => {
  await room.close();
});

const autoSave = (taskResponse: unknown) =>
  call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
    taskResponse,
    currentTaskIndex: 0,
  });

const submit = (tasks: unknown[]) =>
  call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
    startTime: '2025-05-01T10:00:00.000Z',
    endTime: '2025-05-01T10:10:00.000Z',
    totalTimeSpent: 600,
    tasks,
    totalScore: 999,
    percentage: 100,
    passed: true,
  });

async function savedResponse(taskId: string): Promise<Record<string, unknown>> {
  const stored = await storedSubmission(room.db, room.student.id, homeworkId);
  const row = stored.responses.find((r) => r.taskId === taskId);
  return JSON.parse(row?.response ?? '{}');
}

describe('append-only answers', () => {
  it('refuses an auto-save that drops a wrong MCQ pick (409) and keeps the saved picks; submit scores from them', async () => {
    const wrong = {
      taskId: 'mcq1',
      type: 'mcq_1',
      selectedAnswer: 'cat',
      selectedAnswers: ['cat'],
      timeSpent: 1,
    };
    expect((await autoSave(wrong)).statusCode).toBe(200);

    const onlyRight = { ...wrong, selectedAnswer: 'run', selectedAnswers: ['run'] };
    const refused = await autoSave(onlyRight);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already saved and cannot be changed/);
    expect(await savedResponse('mcq1')).toMatchObject({ selectedAnswers: ['cat'] });

    // Submit carrying the rewritten history: the saved picks stand, so the wrong pick still costs 2.
    const submitted = await submit([onlyRight]);
    expect(submitted.statusCode).toBe(200);
    expect(await savedResponse('mcq1')).toMatchObject({ selectedAnswers: ['cat'], score: 0 });
  });

  it('accepts a save that adds to the saved picks and scores it on the server', async () => {
    const wrong = {
      taskId: 'mcq1',
      type: 'mcq_1',
      selectedAnswer: 'cat',
      selectedAnswers: ['cat'],
      timeSpent: 1,
    };
    expect((await autoSave(wrong)).statusCode).toBe(200);
    expect((await autoSave({ ...goodResponses.mcq1, score: 999 })).statusCode).toBe(200);
    expect(await savedResponse('mcq1')).toMatchObject({ selectedAnswers: ['cat', 'run'], score: 4 });
    // The same answer again adds nothing and is fine (a retried save).
    expect((await autoSave(goodResponses.mcq1)).statusCode).toBe(200);
  });

  it('refuses changing a true/false answer once saved', async () => {
    const pick = { taskId: 'bin1', type: 'binary_task', selectedAnswer: false, timeSpent: 1 };
    expect((await autoSave(pick)).statusCode).toBe(200);
    expect((await autoSave({ ...pick, selectedAnswer: true })).statusCode).toBe(409);
    expect(await savedResponse('bin1')).toMatchObject({ selectedAnswer: false, score: 0 });
  });

  it('refuses a sequence answer that drops a wrong check; a right order without a new check is only placed', async () => {
    const wrongCheck = {
      taskId: 'seq1',
      type: 'sequence_task',
      selectedOrder: ['here', 'I', 'am'],
      checkAttempts: 1,
      timeSpent: 1,
    };
    expect((await autoSave(wrongCheck)).statusCode).toBe(200);
    // Placing the right order after a wrong check is the student's next move, not a right answer:
    // nothing is checked until a new check, and the wrong one still counts.
    const placed = { ...wrongCheck, selectedOrder: ['I', 'am', 'here'], isCorrect: true, completed: true, score: 6 };
    expect((await autoSave(placed)).statusCode).toBe(200);
    expect(await savedResponse('seq1')).toMatchObject({ completed: false, isCorrect: false, score: 0, checkAttempts: 1 });
    expect((await autoSave({ ...wrongCheck, checkAttempts: 0, selectedOrder: [] })).statusCode).toBe(409);
    const rightOnSecond = { ...wrongCheck, selectedOrder: ['I', 'am', 'here'], checkAttempts: 2 };
    expect((await autoSave(rightOnSecond)).statusCode).toBe(200);
    expect(await savedResponse('seq1')).toMatchObject({ completed: true, score: 4 });
  });

  it('refuses find-the-mistakes clicks that rewrite the saved ones', async () => {
    const wrongClick = {
      ...goodResponses.fm1,
      responses: { ...goodResponses.fm1.responses, clickedFragments: [0] },
    };
    expect((await autoSave(wrongClick)).statusCode).toBe(200);
    expect((await autoSave(goodResponses.fm1)).statusCode).toBe(409);
    const appended = {
      ...goodResponses.fm1,
      responses: { ...goodResponses.fm1.responses, clickedFragments: [0, 1] },
    };
    expect((await autoSave(appended)).statusCode).toBe(200);
    expect(await savedResponse('fm1')).toMatchObject({ completed: true });
  });
});

describe('answers bounded by their task', () => {
  it('answers 400 for more clicks than the text allows, fast, and changes nothing', async () => {
    const clicks = Array.from({ length: 60_000 }, () => 1);
    const response = await autoSave({
      ...goodResponses.fm1,
      responses: { ...goodResponses.fm1.responses, clickedFragments: clicks },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/clickedFragments has 60000 clicks; this task allows at most 23/);
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.responses).toEqual([]);
  });

  it('answers 400 for more MCQ picks than options, a longer order than items, or too many checks', async () => {
    const picks = await autoSave({
      ...goodResponses.mcq1,
      selectedAnswers: ['cat', 'cat', 'cat', 'cat', 'run'],
    });
    expect(picks.statusCode).toBe(400);
    expect(picks.json().message).toMatch(/selectedAnswers has 5 picks; this task has 4 options/);
    const order = await autoSave({ ...goodResponses.seq1, selectedOrder: ['I', 'am', 'here', 'I'] });
    expect(order.statusCode).toBe(400);
    const checks = await autoSave({ ...goodResponses.seq1, checkAttempts: 1_000_000 });
    expect(checks.statusCode).toBe(400);
    expect(checks.json().message).toMatch(/checkAttempts is 1000000; this task allows at most 3/);
  });

  it('refuses an oversized answer inside a submit with 400, leaving the homework open', async () => {
    const response = await submit([
      { ...goodResponses.mcq1, selectedAnswers: Array.from({ length: 500 }, () => 'cat') },
    ]);
    expect(response.statusCode).toBe(400);
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.submission?.isCompleted ?? 0).toBe(0);
  });
});
