import { studentPaths } from '#contract/paths';
import { autoSaveResponseSchema, studentSubmissionResponseSchema } from '#contract/student';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login } from '../../test-support/test-app';
import { SCHEMA_CAPS } from '#domain/tracking/limits';
import { ANSWER_BODY_LIMIT, SUBMISSION_BODY_LIMIT } from './homework-routes';
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
  // Assigned long ago: a start time the browser gives is kept between the assignment and now.
  homeworkId = await insertHomework(room.db, room.teacherId, {
    assignTo: [room.student.id],
    assignedDate: '2025-01-01T00:00:00.000Z',
  });
});
afterEach(async () => {
  await room.close();
});

const autoSave = (body: unknown, session = room.student.session) =>
  call(room, session, 'POST', studentPaths.autoSave(homeworkId), body);

describe('POST /api/student/homework/{id}/auto-save', () => {
  it('creates the submission on the first save with startedAt = startTime, and upserts that one task response', async () => {
    const response = await autoSave({
      taskResponse: goodResponses.mcq1,
      currentTaskIndex: 1,
      startTime: '2025-05-01T10:00:00.000Z',
      trackingData: {
        cursorMovements: [{ x: 0.5, y: 0.25, timestamp: 120 }],
        area: { width: 800, height: 600 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(autoSaveResponseSchema.parse(response.json()).ok).toBe(true);

    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.submission).toMatchObject({
      isCompleted: 0,
      currentTaskIndex: 1,
      startedAt: '2025-05-01T10:00:00.000Z',
    });
    expect(stored.responses.map((r) => r.taskId)).toEqual(['mcq1']);
    expect(JSON.parse(stored.responses[0]?.response ?? '{}')).toMatchObject({
      taskId: 'mcq1',
      type: 'mcq_1',
      selectedAnswers: ['cat', 'run'],
    });

    const read = await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId));
    expect(read.statusCode).toBe(200);
    const submission = studentSubmissionResponseSchema.parse(read.json());
    expect(submission.isCompleted).toBe(false);
    expect(submission.startedAt).toBe('2025-05-01T10:00:00.000Z');
    expect(submission.studentResponses.startTime).toBe('2025-05-01T10:00:00.000Z');
    expect(submission.studentResponses.currentTaskIndex).toBe(1);
    expect(submission.studentResponses.trackingData?.mcq1).toEqual({
      cursorMovements: [{ x: 0.5, y: 0.25, timestamp: 120 }],
      area: { width: 800, height: 600 },
      clicks: [],
      scrollEvents: [],
    });
    expect(submission.firstResponseAt).toBe(response.json().savedAt);
  });

  it('stores the engine’s score for the task, not a forged one', async () => {
    const response = await autoSave({
      taskResponse: { ...goodResponses.bin1, selectedAnswer: false, score: 10, isCorrect: true },
      currentTaskIndex: 2,
    });
    expect(response.statusCode).toBe(200);
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(JSON.parse(stored.responses[0]?.response ?? '{}')).toMatchObject({
      taskId: 'bin1',
      selectedAnswer: false,
      score: 0,
      isCorrect: false,
      completed: true,
      // Time on task is the server's: one action, no time between actions.
      timeSpent: 0,
    });
  });

  it('sets startedAt to now when the first save has no startTime, and keeps it on later saves', async () => {
    const before = new Date().toISOString();
    await autoSave({ taskResponse: goodResponses.seq1, currentTaskIndex: 0 });
    const first = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(first.submission?.startedAt && first.submission.startedAt >= before).toBe(true);
    await autoSave({
      taskResponse: goodResponses.mcq1,
      currentTaskIndex: 1,
      startTime: '2020-01-01T00:00:00.000Z',
    });
    const second = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(second.submission?.startedAt).toBe(first.submission?.startedAt);
    expect(second.submission?.currentTaskIndex).toBe(1);
  });

  it('replaces the response of the same task and keeps its tracking when a later save sends none', async () => {
    await autoSave({
      taskResponse: { ...goodResponses.mcq1, selectedAnswers: ['cat'], selectedAnswer: 'cat' },
      currentTaskIndex: 1,
      trackingData: { clicks: [{ x: 1, y: 1, timestamp: 5 }] },
    });
    await autoSave({ taskResponse: goodResponses.mcq1, currentTaskIndex: 1 });
    const stored = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(stored.responses).toHaveLength(1);
    expect(JSON.parse(stored.responses[0]?.response ?? '{}').selectedAnswers).toEqual(['cat', 'run']);
    expect(JSON.parse(stored.responses[0]?.tracking ?? '{}').clicks).toEqual([{ x: 1, y: 1, timestamp: 5 }]);
  });

  it('keeps both answers when two sessions (tabs) auto-save different tasks at the same time', async () => {
    const student = await room.db
      .selectFrom('students')
      .select('username')
      .where('id', '=', room.student.id)
      .executeTakeFirstOrThrow();
    const secondTab = await login(room.app, 'student', student.username, 'student-pass');
    const results = await Promise.all([
      autoSave({ taskResponse: goodResponses.seq1, currentTaskIndex: 0 }),
      autoSave({ taskResponse: goodResponses.bin1, currentTaskIndex: 2 }, secondTab),
      autoSave({ taskResponse: goodResponses.mcq1, currentTaskIndex: 1 }),
      autoSave({ taskResponse: goodResponses.fm1, currentTaskIndex: 3 }, secondTab),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const read = await call(room, room.student.session, 'GET', studentPaths.submission(homeworkId));
    // Answered in the homework's task order, whatever order they were saved in.
    expect(read.json().studentResponses.tasks.map((t: { taskId: string }) => t.taskId)).toEqual([
      'seq1',
      'mcq1',
      'bin1',
      'fm1',
    ]);
    const rows = await room.db.selectFrom('submissions').selectAll().execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 409 CONFLICT once the homework is submitted, and changes nothing', async () => {
    await autoSave({ taskResponse: goodResponses.bin1, currentTaskIndex: 2 });
    const submit = await call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), {
      startTime: '2025-05-01T10:00:00.000Z',
      endTime: '2025-05-01T10:05:00.000Z',
      totalTimeSpent: 300,
      tasks: [],
      totalScore: 0,
      percentage: 0,
      passed: false,
    });
    expect(submit.statusCode).toBe(200);
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    const response = await autoSave({
      taskResponse: { ...goodResponses.bin1, selectedAnswer: false },
      currentTaskIndex: 0,
    });
    expect(response.statusCode).toBe(409);
    // The English as it always was, with the refusal's own code beside the general one.
    expect(response.json()).toEqual({
      error: 'CONFLICT',
      message: 'This homework has already been submitted.',
      code: 'answer.already-submitted',
    });
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
  });
});

describe('auto-save: bad input answers an error with a message and leaves the stored submission unchanged', () => {
  const bigTracking = {
    cursorMovements: Array.from({ length: 60_000 }, (_, i) => ({ x: i, y: i, timestamp: i })),
  };

  it.each([
    [
      'a task id not in the homework',
      { taskResponse: { ...goodResponses.bin1, taskId: 'nope' }, currentTaskIndex: 0 },
      400,
      /nope.*not a task/,
    ],
    [
      'a response of the wrong type',
      { taskResponse: { ...goodResponses.bin1, type: 'mcq_1' }, currentTaskIndex: 0 },
      400,
      /binary_task/,
    ],
    [
      'a response without taskId',
      { taskResponse: { type: 'binary_task' }, currentTaskIndex: 0 },
      400,
      /taskId/,
    ],
    [
      'a current task index past the last task',
      { taskResponse: goodResponses.bin1, currentTaskIndex: 4 },
      400,
      /currentTaskIndex/,
    ],
    [
      'a start time that is not a time',
      { taskResponse: goodResponses.bin1, currentTaskIndex: 0, startTime: 'soon' },
      400,
      /startTime/,
    ],
    [
      'malformed tracking data',
      { taskResponse: goodResponses.bin1, currentTaskIndex: 0, trackingData: { clicks: 'x' } },
      400,
      /clicks/,
    ],
    [
      'an oversized body',
      { taskResponse: goodResponses.bin1, currentTaskIndex: 0, trackingData: bigTracking },
      413,
      /too large/,
    ],
  ])('%s', async (_name, body, status, message) => {
    await autoSave({
      taskResponse: goodResponses.seq1,
      currentTaskIndex: 0,
      startTime: '2025-05-01T10:00:00.000Z',
    });
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    if (status === 413) expect(JSON.stringify(body).length).toBeGreaterThan(SUBMISSION_BODY_LIMIT);
    const response = await autoSave(body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
  });

  it('accepts the largest recording the caps allow, under the 1 MB limit of an answer', async () => {
    const point = (i: number) => ({ x: i % 1000, y: i % 700, timestamp: i * 80 });
    const tracking = {
      cursorMovements: Array.from({ length: SCHEMA_CAPS.cursorMovements }, (_, i) => point(i)),
      clicks: Array.from({ length: SCHEMA_CAPS.clicks }, (_, i) => ({
        ...point(i),
        target: `option:${i % 4}`,
      })),
      scrollEvents: Array.from({ length: SCHEMA_CAPS.scrollEvents }, (_, i) => point(i)),
    };
    const body = { taskResponse: goodResponses.bin1, currentTaskIndex: 2, trackingData: tracking };
    expect(JSON.stringify(body).length).toBeLessThan(ANSWER_BODY_LIMIT);
    const response = await autoSave(body);
    expect(response.statusCode).toBe(200);
  });

  it('malformed JSON', async () => {
    await autoSave({ taskResponse: goodResponses.seq1, currentTaskIndex: 0 });
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    const response = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId));
    const malformed = await room.app.inject({
      method: 'POST',
      url: studentPaths.autoSave(homeworkId),
      cookies: room.student.session.cookies,
      headers: { 'x-csrf-token': room.student.session.csrfToken, 'content-type': 'application/json' },
      payload: '{"taskResponse": {"taskId": "bin1",',
    });
    expect(response.statusCode).toBe(400);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      error: 'INVALID_JSON',
      message: 'The request body is not valid JSON',
    });
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
  });
});
