import { studentPaths } from '#contract/paths';
import { studentSubmissionResponseSchema, submitResponseSchema } from '#contract/student';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type Classroom,
  call,
  createClassroom,
  goodResponses,
  insertHomework,
  storedSubmission,
} from './test-fixtures';

let room: Classroom;
let homeworkId: number;
beforeEach(async () => {
  room = await createClassroom();
  homeworkId = await insertHomework(room.db, room.teacherId, {
    title: 'Verbs',
    assignTo: [room.student.id],
    assignedDate: '2025-01-01T00:00:00.000Z',
  });
});
afterEach(async () => {
  await room.close();
});

const submitBody = (overrides: Record<string, unknown> = {}) => ({
  startTime: '2025-05-01T10:00:00.000Z',
  endTime: '2025-05-01T10:04:05.900Z',
  totalTimeSpent: 245,
  tasks: Object.values(goodResponses),
  totalScore: 30,
  percentage: 94,
  passed: true,
  ...overrides,
});
const submit = (body: unknown) =>
  call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), body);

describe('POST /api/student/homework/{id}/submit', () => {
  it('scores every task on the server, stores the totals and answers score, totalPoints, percentage, passed, submissionDate', async () => {
    const before = new Date().toISOString();
    const response = await submit(submitBody());
    expect(response.statusCode).toBe(200);
    const answer = submitResponseSchema.parse(response.json());
    // 6 (sequence, one right check) + 4 (mcq after one wrong pick) + 10 (binary) + 10 (find) = 30 of 32.
    expect(answer).toMatchObject({ score: 30, totalPoints: 32, percentage: 94, passed: true });
    expect(answer.submissionDate >= before).toBe(true);

    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.submission).toMatchObject({
      isCompleted: 1,
      score: 30,
      percentage: 94,
      passed: 1,
      submissionDate: answer.submissionDate,
      timeSpent: 245,
    });
    expect(JSON.parse(stored.submission?.studentResponses ?? '{}')).toEqual({
      startTime: '2025-05-01T10:00:00.000Z',
      endTime: '2025-05-01T10:04:05.900Z',
      totalTimeSpent: 245,
      totalScore: 30,
      percentage: 94,
      passed: true,
    });
    const scores = Object.fromEntries(stored.responses.map((r) => [r.taskId, JSON.parse(r.response).score]));
    expect(scores).toEqual({ seq1: 6, mcq1: 4, bin1: 10, fm1: 10 });

    const read = studentSubmissionResponseSchema.parse(
      (await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId))).json(),
    );
    expect(read).toMatchObject({
      isCompleted: true,
      score: 30,
      percentage: 94,
      passed: true,
      timeSpent: 245,
    });
    expect(read.studentResponses).toMatchObject({
      startTime: '2025-05-01T10:00:00.000Z',
      endTime: '2025-05-01T10:04:05.900Z',
      totalTimeSpent: 245,
      totalScore: 30,
      percentage: 94,
      passed: true,
    });
    expect(read.studentResponses.tasks.map((t) => [t.taskId, t.score, t.completed])).toEqual([
      ['seq1', 6, true],
      ['mcq1', 4, true],
      ['bin1', 10, true],
      ['fm1', 10, true],
    ]);
  });

  it('ignores forged scores: the server’s score wins', async () => {
    const forged = [
      {
        ...goodResponses.seq1,
        selectedOrder: ['here', 'I', 'am'],
        score: 6,
        isCorrect: true,
        completed: true,
      },
      { ...goodResponses.mcq1, score: 6 },
      { ...goodResponses.bin1, selectedAnswer: false, score: 10, isCorrect: true },
    ];
    const response = await submit(
      submitBody({ tasks: forged, totalScore: 32, percentage: 100, passed: true }),
    );
    expect(response.statusCode).toBe(200);
    // Only the MCQ earns points (4); the find task was never answered.
    expect(response.json()).toMatchObject({ score: 4, totalPoints: 32, percentage: 13, passed: false });
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.submission).toMatchObject({ score: 4, percentage: 13, passed: 0 });
    const scores = Object.fromEntries(stored.responses.map((r) => [r.taskId, JSON.parse(r.response).score]));
    expect(scores).toEqual({ seq1: 0, mcq1: 4, bin1: 0 });
  });

  it('merges by task id: a saved response missing from the payload is kept and scored', async () => {
    const save = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
      taskResponse: goodResponses.fm1,
      currentTaskIndex: 3,
      startTime: '2025-05-01T09:59:00.000Z',
      trackingData: { clicks: [{ x: 3, y: 4, timestamp: 10 }] },
    });
    expect(save.statusCode).toBe(200);
    const response = await submit(
      submitBody({
        tasks: [goodResponses.seq1, goodResponses.mcq1, goodResponses.bin1],
        trackingData: { bin1: { cursorMovements: [{ x: 1, y: 2, timestamp: 3 }] } },
      }),
    );
    expect(response.json()).toMatchObject({ score: 30, percentage: 94 });
    const read = (await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId))).json();
    expect(read.studentResponses.tasks.map((t: { taskId: string }) => t.taskId)).toEqual([
      'seq1',
      'mcq1',
      'bin1',
      'fm1',
    ]);
    expect(read.startedAt).toBe('2025-05-01T09:59:00.000Z');
    expect(Object.keys(read.studentResponses.trackingData).sort()).toEqual(['bin1', 'fm1']);
  });

  it('keeps the time spent within the homework’s life: a start 130 years back counts from the assignment', async () => {
    const response = await submit(
      submitBody({
        startTime: '1896-01-01T00:00:00.000Z',
        endTime: '2999-01-01T00:00:00.000Z',
        totalTimeSpent: 4e9,
      }),
    );
    expect(response.statusCode).toBe(200);
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    // Assigned 2025-01-01T00:00Z; a browser's clock may be five minutes behind; the end is now.
    const longest = (Date.now() - Date.parse('2025-01-01T00:00:00.000Z')) / 1000 + 5 * 60 + 5;
    expect(stored.submission?.timeSpent).toBeGreaterThan(0);
    expect(stored.submission?.timeSpent).toBeLessThanOrEqual(longest);
    expect(stored.submission?.startedAt).toBe('2024-12-31T23:55:00.000Z');
  });

  it('answers 409 CONFLICT on a second submit and keeps the first result', async () => {
    expect((await submit(submitBody())).statusCode).toBe(200);
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    const again = await submit(submitBody({ tasks: [{ ...goodResponses.bin1, selectedAnswer: false }] }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'CONFLICT',
      message: 'This homework has already been submitted.',
      code: 'answer.already-submitted',
    });
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
  });

  it('lets only one of two simultaneous submits through', async () => {
    const results = await Promise.all([submit(submitBody()), submit(submitBody())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const activities = await room.db
      .selectFrom('activities')
      .selectAll()
      .where('type', '=', 'homework_complete')
      .execute();
    expect(activities).toHaveLength(1);
  });

  it('records homework_complete with the homework id and title, the teacher, the student and their username', async () => {
    await submit(submitBody());
    const activities = await room.db
      .selectFrom('activities')
      .selectAll()
      .where('type', '=', 'homework_complete')
      .execute();
    expect(activities).toEqual([
      expect.objectContaining({
        teacherId: room.teacherId,
        studentId: room.student.id,
        studentUsername: room.student.username,
        targetId: homeworkId,
        targetTitle: 'Verbs',
      }),
    ]);
  });
});

describe('submit: bad input answers an error with a message and leaves the stored submission unchanged', () => {
  const huge = { cursorMovements: Array.from({ length: 60_000 }, (_, i) => ({ x: i, y: i, timestamp: i })) };
  it.each([
    [
      'a task id not in the homework',
      submitBody({ tasks: [{ ...goodResponses.bin1, taskId: 'ghost' }] }),
      400,
      /ghost.*not a task/,
    ],
    [
      'a response of the wrong type',
      submitBody({ tasks: [{ ...goodResponses.seq1, type: 'binary_task' }] }),
      400,
      /sequence_task/,
    ],
    ['tracking for a task not in the homework', submitBody({ trackingData: { ghost: {} } }), 400, /ghost/],
    [
      'an end time before the start time',
      submitBody({ endTime: '2025-05-01T09:00:00.000Z' }),
      400,
      /endTime/,
    ],
    ['a missing field', { ...submitBody(), startTime: undefined }, 400, /startTime/],
    ['an oversized body', submitBody({ trackingData: { bin1: huge } }), 413, /too large/],
  ])('%s', async (_name, body, status, message) => {
    await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
      taskResponse: goodResponses.seq1,
      currentTaskIndex: 0,
    });
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    const response = await submit(body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
    expect(
      await room.db.selectFrom('activities').selectAll().where('type', '=', 'homework_complete').execute(),
    ).toEqual([]);
  });

  it('malformed JSON', async () => {
    const response = await room.app.inject({
      method: 'POST',
      url: studentPaths.submit(homeworkId),
      cookies: room.student.session.cookies,
      headers: { 'x-csrf-token': room.student.session.csrfToken, 'content-type': 'application/json' },
      payload: '{"startTime": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'INVALID_JSON', message: 'The request body is not valid JSON' });
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual({
      submission: null,
      responses: [],
    });
  });
});
