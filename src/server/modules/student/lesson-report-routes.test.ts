import { studentPaths } from '#contract/paths';
import { lessonReportSchema } from '#contract/common';
import { studentLessonReportListResponseSchema } from '#contract/student';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Classroom, call, createClassroom, insertLessonReport } from './test-fixtures';

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

describe('GET /api/student/lesson-reports', () => {
  it('lists only the student’s own reports, newest posted first, never opened at first', async () => {
    const first = await insertLessonReport(room.db, room.teacherId, room.student.id, {
      title: 'First',
      datePosted: '2025-01-01T00:00:00.000Z',
    });
    const second = await insertLessonReport(room.db, room.teacherId, room.student.id, {
      title: 'Second',
      datePosted: '2025-02-01T00:00:00.000Z',
    });
    await insertLessonReport(room.db, room.teacherId, room.other.id, { title: 'Not mine' });
    const response = await call(room, room.student.session, 'GET', studentPaths.lessonReports);
    expect(response.statusCode).toBe(200);
    const reports = studentLessonReportListResponseSchema.parse(response.json());
    expect(reports.map((r) => [r.id, r.title])).toEqual([
      [second, 'Second'],
      [first, 'First'],
    ]);
    expect(reports[0]).toMatchObject({
      datePosted: '2025-02-01T00:00:00.000Z',
      assignment: { firstOpenedTimestamp: null, lastOpenedTimestamp: null, openCount: 0 },
    });
  });
});

describe('GET /api/student/lesson-reports/{id}', () => {
  it('answers the report with its content', async () => {
    const id = await insertLessonReport(room.db, room.teacherId, room.student.id, {
      content: 'Hello **there**',
    });
    const response = await call(room, room.student.session, 'GET', studentPaths.lessonReport(id));
    expect(response.statusCode).toBe(200);
    expect(lessonReportSchema.parse(response.json())).toMatchObject({ id, content: 'Hello **there**' });
  });

  it('answers 404 for another student’s report, exactly as for a missing one, and records no view', async () => {
    const theirs = await insertLessonReport(room.db, room.teacherId, room.other.id);
    for (const [method, url] of [
      ['GET', studentPaths.lessonReport(theirs)],
      ['POST', studentPaths.lessonReportView(theirs)],
      ['GET', studentPaths.lessonReport(999_999)],
      ['POST', studentPaths.lessonReportView(999_999)],
    ] as const) {
      const response = await call(room, room.student.session, method, url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'NOT_FOUND', message: 'Lesson report not found' });
    }
    const row = await room.db
      .selectFrom('lessonReports')
      .selectAll()
      .where('id', '=', theirs)
      .executeTakeFirstOrThrow();
    expect(row.openCount).toBe(0);
    expect(
      await room.db.selectFrom('activities').selectAll().where('type', '=', 'lesson_open').execute(),
    ).toEqual([]);
  });
});

describe('POST /api/student/lesson-reports/{id}/view', () => {
  it('counts each opening, sets the first opened time once and the last opened time each time', async () => {
    const id = await insertLessonReport(room.db, room.teacherId, room.student.id, { title: 'Verbs' });
    const first = await call(room, room.student.session, 'POST', studentPaths.lessonReportView(id));
    expect(first.statusCode).toBe(200);
    const once = lessonReportSchema.parse(first.json());
    expect(once.assignment.openCount).toBe(1);
    expect(once.assignment.firstOpenedTimestamp).not.toBeNull();
    expect(once.assignment.lastOpenedTimestamp).toBe(once.assignment.firstOpenedTimestamp);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const twice = lessonReportSchema.parse(
      (await call(room, room.student.session, 'POST', studentPaths.lessonReportView(id))).json(),
    );
    expect(twice.assignment.openCount).toBe(2);
    expect(twice.assignment.firstOpenedTimestamp).toBe(once.assignment.firstOpenedTimestamp);
    expect((twice.assignment.lastOpenedTimestamp ?? '') > (once.assignment.lastOpenedTimestamp ?? '')).toBe(
      true,
    );

    const read = (await call(room, room.student.session, 'GET', studentPaths.lessonReport(id))).json();
    expect(read.assignment).toEqual(twice.assignment);

    const activities = await room.db
      .selectFrom('activities')
      .selectAll()
      .where('type', '=', 'lesson_open')
      .execute();
    expect(activities).toHaveLength(2);
    expect(activities[0]).toMatchObject({
      teacherId: room.teacherId,
      studentId: room.student.id,
      studentUsername: room.student.username,
      targetId: id,
      targetTitle: 'Verbs',
    });
  });
});
