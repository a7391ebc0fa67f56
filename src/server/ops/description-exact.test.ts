import { teacherPaths } from '#contract/teacher-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BrowserSession,
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../test-support/test-app';

// The server refuses exactly what the description refuses: limits apply to the text as sent, ids
// are canonical decimal integers, and an email's domain labels cannot end with a hyphen.

let t: TestApp;
let session: BrowserSession;
let username: string;
beforeAll(async () => {
  t = await createTestApp();
  const teacher = await createTeacher(t.db);
  username = (await createStudent(t.db, teacher.id)).username;
  session = await login(t.app, 'teacher', teacher.username, teacher.password);
}, 30_000);
afterAll(async () => {
  await t.close();
});

async function reportCount(): Promise<number> {
  const rows = await t.db.selectFrom('lessonReports').select('id').execute();
  return rows.length;
}

describe('the description is what the server checks', { timeout: 30_000 }, () => {
  it('refuses a report of 50,001 characters with a leading space and one of spaces only; stores a kept one trimmed', async () => {
    const before = await reportCount();
    const long = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.lessonReports(username),
      payload: { title: 'Lesson', content: ` ${'x'.repeat(50_000)}` },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: 'VALIDATION_FAILED', problems: [{ path: 'content' }] });
    const blank = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.lessonReports(username),
      payload: { title: 'Lesson', content: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ problems: [{ path: 'content', message: 'Content is required' }] });
    expect(await reportCount()).toBe(before);

    const kept = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.lessonReports(username),
      payload: { title: '  Lesson  ', content: ` ${'x'.repeat(49_999)}` },
    });
    expect(kept.statusCode).toBe(201);
    expect(kept.json()).toMatchObject({ title: 'Lesson', content: 'x'.repeat(49_999) });
  });

  it('refuses an email whose domain label ends with a hyphen, and takes one with surrounding spaces', async () => {
    const student = { firstName: 'Ana', lastName: 'Lee' };
    const bad = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.students,
      payload: { ...student, email: 'a@ab-.com' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      problems: [{ path: 'email', message: 'Enter a valid email address' }],
    });
    const spaced = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.students,
      payload: { ...student, email: '  Ana.Lee@Example.com ' },
    });
    expect(spaced.statusCode).toBe(201);
    expect(spaced.json()).toMatchObject({ student: { email: 'ana.lee@example.com' } });
  });

  it('takes a path id only as a decimal integer from 1 to 2^31-1', async () => {
    for (const id of ['0', '01', '1e1', '0x10', '+5', '5.0', '2147483648', '99999999999']) {
      const response = await injectAs(t.app, session, {
        method: 'GET',
        url: `/api/teacher/homework/${id}/analysis`,
      });
      expect(response.statusCode, id).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED', problems: [{ path: 'id' }] });
    }
    const largest = await injectAs(t.app, session, {
      method: 'GET',
      url: '/api/teacher/homework/2147483647/analysis',
    });
    expect(largest.statusCode).toBe(404);
  });

  it('answers 404 for a homework given to a username that is not the teacher’s student', async () => {
    const response = await injectAs(t.app, session, {
      method: 'POST',
      url: teacherPaths.homeworkList,
      payload: {
        title: 'Homework',
        assignmentDetails: {
          tasks: [
            {
              id: 't1',
              type: 'binary_task',
              question: 'Q',
              points: 1,
              passage: 'P',
              statement: 'S',
              correctAnswer: true,
            },
          ],
        },
        studentUsernames: ['nobody-here'],
      },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
  });
});
