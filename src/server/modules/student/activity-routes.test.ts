import { studentPaths } from '#contract/paths';
import { studentProgressResponseSchema } from '#contract/student';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Classroom, call, createClassroom, insertHomework, insertLessonReport } from './test-fixtures';

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

/** Stores a completed submission directly (the submit call is tested in submit.test.ts). */
async function completed(homeworkId: number, studentId: number, percentage: number, timeSpent: number) {
  await room.db
    .insertInto('submissions')
    .values({
      homeworkId,
      studentId,
      isCompleted: 1,
      score: percentage,
      percentage,
      passed: 1,
      submissionDate: '2025-05-01T10:00:00.000Z',
      startedAt: '2025-05-01T09:00:00.000Z',
      timeSpent,
      currentTaskIndex: 0,
      studentResponses: null,
      updatedAt: '2025-05-01T10:00:00.000Z',
    })
    .execute();
}

describe('GET /api/student/progress', () => {
  it('answers zeros for a student without homework', async () => {
    const response = await call(room, room.student.session, 'GET', studentPaths.progress);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      averageScore: 0,
      completedAssignments: 0,
      pendingAssignments: 0,
      totalAssignments: 0,
      totalEngagementTime: 0,
    });
  });

  it('averages completed percentages, counts visible homework not completed as pending, sums time in minutes', async () => {
    const me = room.student.id;
    const a = await insertHomework(room.db, room.teacherId, { assignTo: [me] });
    const b = await insertHomework(room.db, room.teacherId, { assignTo: [me] });
    const started = await insertHomework(room.db, room.teacherId, { assignTo: [me] });
    await insertHomework(room.db, room.teacherId, { assignTo: [me] });
    const hidden = await insertHomework(room.db, room.teacherId, { assignTo: [me], hidden: true });
    const deleted = await insertHomework(room.db, room.teacherId, { assignTo: [me], deleted: true });
    const others = await insertHomework(room.db, room.teacherId, { assignTo: [room.other.id] });
    await completed(a, me, 80, 600);
    await completed(b, me, 95, 930);
    await completed(hidden, me, 0, 6000);
    await completed(deleted, me, 0, 6000);
    await completed(others, room.other.id, 10, 6000);
    await call(room, room.student.session, 'POST', studentPaths.autoSave(started), {
      taskResponse: { taskId: 'bin1', type: 'binary_task', selectedAnswer: true },
      currentTaskIndex: 2,
    });

    const response = await call(room, room.student.session, 'GET', studentPaths.progress);
    expect(studentProgressResponseSchema.parse(response.json())).toEqual({
      averageScore: 88, // (80 + 95) / 2 = 87.5, rounded
      completedAssignments: 2,
      pendingAssignments: 2,
      totalAssignments: 4,
      totalEngagementTime: 26, // 1530 s = 25.5 min, rounded
    });
  });
});

describe('POST /api/student/activity', () => {
  it('records homework_open, homework_close and lesson_close with the target, teacher, student and username', async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, {
      title: 'Verbs',
      assignTo: [room.student.id],
    });
    const reportId = await insertLessonReport(room.db, room.teacherId, room.student.id, {
      title: 'Lesson 3',
    });
    for (const body of [
      { type: 'homework_open', homeworkId },
      { type: 'homework_close', homeworkId },
      { type: 'lesson_close', lessonReportId: reportId },
    ]) {
      const response = await call(room, room.student.session, 'POST', studentPaths.activity, body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    const rows = await room.db
      .selectFrom('activities')
      .selectAll()
      .where('studentId', '=', room.student.id)
      .orderBy('id')
      .execute();
    const recorded = rows.filter((row) => row.type !== 'login');
    expect(recorded.map((row) => [row.type, row.targetId, row.targetTitle])).toEqual([
      ['homework_open', homeworkId, 'Verbs'],
      ['homework_close', homeworkId, 'Verbs'],
      ['lesson_close', reportId, 'Lesson 3'],
    ]);
    for (const row of recorded) {
      expect(row).toMatchObject({ teacherId: room.teacherId, studentUsername: room.student.username });
    }
  });

  it('limits the reports one student sends about one homework (30 in 10 minutes), without touching other homework or students', async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, {
      title: 'Verbs',
      assignTo: [room.student.id, room.other.id],
    });
    const otherHomework = await insertHomework(room.db, room.teacherId, {
      title: 'Nouns',
      assignTo: [room.student.id],
    });
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) {
      const type = i % 2 ? 'homework_close' : 'homework_open';
      statuses.push(
        (await call(room, room.student.session, 'POST', studentPaths.activity, { type, homeworkId }))
          .statusCode,
      );
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    expect(statuses.slice(30)).toEqual([429, 429, 429, 429, 429]);
    const refused = await call(room, room.student.session, 'POST', studentPaths.activity, {
      type: 'homework_open',
      homeworkId,
    });
    expect(refused.json()).toMatchObject({
      error: 'RATE_LIMITED',
      message: expect.stringMatching(/Try again in/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const feed = await room.db
      .selectFrom('activities')
      .select('id')
      .where('studentId', '=', room.student.id)
      .where('targetId', '=', homeworkId)
      .execute();
    expect(feed).toHaveLength(30);
    for (const [session, id] of [
      [room.student.session, otherHomework],
      [room.other.session, homeworkId],
    ] as const) {
      const response = await call(room, session, 'POST', studentPaths.activity, {
        type: 'homework_open',
        homeworkId: id,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 404 for homework or reports that are not the student’s, and records nothing', async () => {
    const theirs = await insertHomework(room.db, room.teacherId, { assignTo: [room.other.id] });
    const hidden = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      hidden: true,
    });
    const theirReport = await insertLessonReport(room.db, room.teacherId, room.other.id);
    for (const body of [
      { type: 'homework_open', homeworkId: theirs },
      { type: 'homework_close', homeworkId: hidden },
      { type: 'lesson_close', lessonReportId: theirReport },
    ]) {
      const response = await call(room, room.student.session, 'POST', studentPaths.activity, body);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toMatch(/not found/);
    }
    const rows = await room.db.selectFrom('activities').select('type').where('type', '!=', 'login').execute();
    expect(rows).toEqual([]);
  });

  it('answers 400 VALIDATION_FAILED for a type the client may not report', async () => {
    const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
    const response = await call(room, room.student.session, 'POST', studentPaths.activity, {
      type: 'homework_complete',
      homeworkId,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('VALIDATION_FAILED');
  });
});
