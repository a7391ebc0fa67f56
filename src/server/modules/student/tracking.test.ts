import { studentPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { MAX_RELATIVE_MS, SCHEMA_CAPS } from '#domain/tracking/limits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectAs, login } from '../../test-support/test-app';
import { SUBMISSION_BODY_LIMIT } from './homework-routes';
import {
  type Classroom,
  call,
  createClassroom,
  fourTaskDetails,
  goodResponses,
  insertHomework,
  storedSubmission,
} from './test-fixtures';

let room: Classroom;
let homeworkId: number;
beforeEach(async () => {
  room = await createClassroom();
  homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
});
afterEach(async () => {
  await room.close();
});

const autoSave = (body: unknown) =>
  call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), body);
const submit = (body: unknown) =>
  call(room, room.student.session, 'POST', studentPaths.submit(homeworkId), body);
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

const recording = {
  startTime: 1_746_093_600_000,
  endTime: 1_746_093_604_000,
  timeSpent: 4_000,
  area: { width: 390, height: 520 },
  layouts: [
    {
      timestamp: 0,
      area: { width: 390, height: 520 },
      elements: [{ target: 'option:1', x: 0, y: 200, width: 350, height: 56 }],
    },
  ],
  cursorMovements: [
    { x: 10, y: 20, timestamp: 0 },
    { x: 175, y: 228, timestamp: 900 },
  ],
  clicks: [{ x: 175, y: 228, timestamp: 950, target: 'option:1' }],
  scrollEvents: [{ x: 0, y: 120, timestamp: 400 }],
};

async function teacherSubmission() {
  const teacher = await room.db
    .selectFrom('teachers')
    .select('username')
    .where('id', '=', room.teacherId)
    .executeTakeFirstOrThrow();
  const session = await login(room.app, 'teacher', teacher.username, 'teacher-pass');
  const response = await injectAs(room.app, session, {
    method: 'GET',
    url: teacherPaths.studentSubmission(room.student.username, homeworkId),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('tracking is stored per task response and returned to the teacher', () => {
  it('auto-save then submit: the teacher submission call returns the recording keyed by task id, in the teacher’s order', async () => {
    expect(
      (await autoSave({ taskResponse: goodResponses.mcq1, currentTaskIndex: 1, trackingData: recording }))
        .statusCode,
    ).toBe(200);
    expect(
      (await submit(submitBody({ trackingData: { mcq1: recording, bin1: { ...recording, clicks: [] } } })))
        .statusCode,
    ).toBe(200);
    const submission = await teacherSubmission();
    // The student clicked the option at place 1 of their own copy; the teacher's replay names it by
    // its place in the teacher's order. Nothing else of the recording changes.
    const opened = await call(room, room.student.session, 'GET', studentPaths.homework(homeworkId));
    const shown = opened.json().assignmentDetails.tasks.find((t: { id: string }) => t.id === 'mcq1').options;
    const target = `option:${(fourTaskDetails.tasks[1] as { options: string[] }).options.indexOf(shown[1])}`;
    expect(submission.studentResponses.trackingData.mcq1).toEqual({
      ...recording,
      layouts: [{ ...recording.layouts[0], elements: [{ ...recording.layouts[0]?.elements[0], target }] }],
      clicks: [{ ...recording.clicks[0], target }],
    });
    expect(submission.studentResponses.trackingData.bin1.clicks).toEqual([]);
  });
});

describe('bad tracking is refused with a message and changes nothing; answers sent without it are saved', () => {
  const points = (n: number) => Array.from({ length: n }, (_, i) => ({ x: i % 400, y: 1, timestamp: i }));
  it.each([
    ['the wrong shape', { cursorMovements: { x: 1 } }, 400, /trackingData\.cursorMovements/],
    ['a negative coordinate', { clicks: [{ x: -3, y: 1, timestamp: 1 }] }, 400, /trackingData\.clicks\.0\.x/],
    ['a negative time', { cursorMovements: [{ x: 1, y: 1, timestamp: -1 }] }, 400, /timestamp/],
    [
      'an absurd time (over six hours)',
      { scrollEvents: [{ y: 1, timestamp: MAX_RELATIVE_MS + 1 }] },
      400,
      /timestamp/,
    ],
    ['an absurd time spent', { timeSpent: 1e12 }, 400, /timeSpent/],
    [
      'a non-number coordinate',
      { cursorMovements: [{ x: 'NaN', y: 1, timestamp: 1 }] },
      400,
      /cursorMovements\.0\.x/,
    ],
    [
      'an overlong target',
      { clicks: [{ x: 1, y: 1, timestamp: 1, target: 'x'.repeat(SCHEMA_CAPS.target + 1) }] },
      400,
      /target/,
    ],
    [
      'more points than the cap',
      { cursorMovements: points(SCHEMA_CAPS.cursorMovements + 1) },
      400,
      /cursorMovements/,
    ],
    ['millions of points', { cursorMovements: points(1_000_000) }, 413, /too large/],
  ])('auto-save with %s', async (_name, trackingData, status, message) => {
    await autoSave({ taskResponse: goodResponses.seq1, currentTaskIndex: 0 });
    const before = await storedSubmission(room.db, room.student.id, homeworkId);
    const body = { taskResponse: goodResponses.bin1, currentTaskIndex: 2, trackingData };
    if (status === 413) expect(JSON.stringify(body).length).toBeGreaterThan(SUBMISSION_BODY_LIMIT);
    const refused = await autoSave(body);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toMatch(message);
    expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);

    // The player then drops the tracking and sends the same answer again: it is saved.
    const { trackingData: _dropped, ...withoutTracking } = body;
    expect((await autoSave(withoutTracking)).statusCode).toBe(200);
    const after = await storedSubmission(room.db, room.student.id, homeworkId);
    expect(after.responses.map((r) => r.taskId).sort()).toEqual(['bin1', 'seq1']);
  });

  it('submit with millions of points answers 413; the same submit without tracking is saved', async () => {
    const huge = submitBody({ trackingData: { bin1: { cursorMovements: points(1_000_000) } } });
    const refused = await submit(huge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/too large/);
    expect((await storedSubmission(room.db, room.student.id, homeworkId)).submission ?? null).toBeNull();
    const withoutTracking = submitBody();
    expect((await submit(withoutTracking)).statusCode).toBe(200);
    expect((await storedSubmission(room.db, room.student.id, homeworkId)).submission).toMatchObject({
      isCompleted: 1,
      score: 30,
    });
  });

  it('submit with negative tracking times answers 400 with the field in the message', async () => {
    const refused = await submit(
      submitBody({ trackingData: { bin1: { clicks: [{ x: 1, y: 1, timestamp: -5 }] } } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/trackingData\.bin1\.clicks\.0\.timestamp/);
  });
});
