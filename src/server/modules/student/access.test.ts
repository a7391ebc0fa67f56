import { studentPaths } from '#contract/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousSession } from '../../test-support/test-app';
import { type Classroom, call, createClassroom, insertHomework, insertLessonReport } from './test-fixtures';

let room: Classroom;
let calls: ['GET' | 'POST', string, unknown?][];
beforeEach(async () => {
  room = await createClassroom();
  const homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
  const reportId = await insertLessonReport(room.db, room.teacherId, room.student.id);
  calls = [
    ['GET', studentPaths.progress],
    ['GET', studentPaths.homeworkList],
    ['GET', studentPaths.homework(homeworkId)],
    ['GET', studentPaths.submission(homeworkId)],
    [
      'POST',
      studentPaths.autoSave(homeworkId),
      { taskResponse: { taskId: 'bin1', type: 'binary_task' }, currentTaskIndex: 0 },
    ],
    ['POST', studentPaths.submit(homeworkId), {}],
    ['GET', studentPaths.lessonReports],
    ['GET', studentPaths.lessonReport(reportId)],
    ['POST', studentPaths.lessonReportView(reportId)],
    ['POST', studentPaths.activity, { type: 'homework_open', homeworkId }],
  ];
});
afterEach(async () => {
  await room.close();
});

describe('student calls need a student who is not frozen', () => {
  it('answers 403 ACCOUNT_FROZEN with "Account is frozen" on every call once the student is frozen, and changes nothing', async () => {
    await room.db.updateTable('students').set({ isFrozen: 1 }).where('id', '=', room.student.id).execute();
    for (const [method, url, body] of calls) {
      const response = await call(room, room.student.session, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().error).toBe('ACCOUNT_FROZEN');
      expect(response.json().message).toContain('Account is frozen');
    }
    expect(await room.db.selectFrom('submissions').selectAll().execute()).toEqual([]);
    const report = await room.db.selectFrom('lessonReports').select('openCount').executeTakeFirstOrThrow();
    expect(report.openCount).toBe(0);
  });

  it('answers 401 UNAUTHENTICATED without a session', async () => {
    const anonymous = await anonymousSession(room.app);
    for (const [method, url, body] of calls) {
      const response = await call(room, anonymous, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json().error).toBe('UNAUTHENTICATED');
    }
  });
});
