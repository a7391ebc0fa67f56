import { teacherPaths } from '#contract/teacher-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../db/helpers';
import {
  call,
  createTeacherWorld,
  insertHomework,
  insertSubmission,
  sampleDetails,
  tableSnapshot,
  type TeacherWorld,
} from './teacher-test-kit';

// DESIGN.md section 4: every teacher route answers 404 for another teacher's student, homework or
// report, exactly as for a missing one, and changes nothing.

let world: TeacherWorld;
let homeworkId: number;
let reportId: number;
let username: string;
let studentId: number;
let otherUsername: string;

beforeAll(async () => {
  world = await createTeacherWorld();
  username = world.a.students[0]!.username;
  studentId = world.a.students[0]!.id;
  otherUsername = world.a.students[1]!.username;
  homeworkId = await insertHomework(world.db, world.a.id, [studentId]);
  await insertSubmission(world.db, homeworkId, studentId, { completed: true });
  const at = nowIso();
  const report = await world.db
    .insertInto('lessonReports')
    .values({
      teacherId: world.a.id,
      studentId,
      title: 'Mine',
      content: 'Private',
      datePosted: at,
      assignedAt: at,
      firstOpenedAt: null,
      lastOpenedAt: null,
      openCount: 0,
      updatedAt: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  reportId = report.id;
}, 30_000);
afterAll(async () => {
  await world.close();
});

type Route = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: () => string, body?: () => unknown];

const routes: Route[] = [
  ['GET', () => teacherPaths.student(username)],
  ['POST', () => teacherPaths.resetPassword(username)],
  ['POST', () => teacherPaths.freeze(username)],
  ['POST', () => teacherPaths.freeze(studentId)],
  ['POST', () => teacherPaths.unfreeze(username)],
  ['POST', () => teacherPaths.unfreeze(studentId)],
  ['GET', () => teacherPaths.studentHomeworkList(username)],
  ['GET', () => teacherPaths.studentHomework(username, homeworkId)],
  ['GET', () => teacherPaths.studentSubmission(username, homeworkId)],
  ['PUT', () => teacherPaths.studentHomeworkStatus(username, homeworkId), () => ({ isCompleted: false })],
  ['PUT', () => teacherPaths.studentHomeworkStatus(username, homeworkId), () => ({ isCompleted: true })],
  [
    'PUT',
    () => teacherPaths.homework(homeworkId),
    () => ({ title: 'Taken', assignmentDetails: sampleDetails(), studentUsernames: [] }),
  ],
  ['PUT', () => teacherPaths.homeworkVisibility(homeworkId), () => ({ hidden: true })],
  ['DELETE', () => teacherPaths.homework(homeworkId)],
  ['POST', () => teacherPaths.homeworkShare(homeworkId), () => ({ studentUsername: otherUsername })],
  [
    'POST',
    () => teacherPaths.homeworkList,
    () => ({ title: 'Sneaky', assignmentDetails: sampleDetails(), studentUsernames: [username] }),
  ],
  ['GET', () => teacherPaths.lessonReports(username)],
  ['POST', () => teacherPaths.lessonReports(username), () => ({ title: 'T', content: 'C' })],
  ['PUT', () => teacherPaths.lessonReport(username, reportId), () => ({ title: 'T', content: 'C' })],
  ['DELETE', () => teacherPaths.lessonReport(username, reportId)],
];

describe("another teacher's students, homework and reports", { timeout: 30_000 }, () => {
  it.each(routes.map((route) => [`${route[0]} ${route[1]()}`, route] as const))(
    '%s answers 404 NOT_FOUND for a second teacher and changes nothing',
    async (_name, [method, url, body]) => {
      const before = await tableSnapshot(world.db);
      const response = await call(world, world.b.session, method, url(), body?.());
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect(await tableSnapshot(world.db)).toEqual(before);
    },
  );

  it('the lists of the second teacher hold none of the first teacher data', async () => {
    for (const url of [
      teacherPaths.students,
      teacherPaths.homeworkList,
      teacherPaths.recentActivity,
      teacherPaths.activities,
    ]) {
      const response = await call(world, world.b.session, 'GET', url);
      expect(response.statusCode).toBe(200);
      const text = response.body;
      expect(text).not.toContain(username);
      expect(text).not.toContain(otherUsername);
    }
  });

  it('the 404 for a foreign student is the same as for a missing one', async () => {
    const foreign = await call(world, world.b.session, 'GET', teacherPaths.student(username));
    const missing = await call(world, world.b.session, 'GET', teacherPaths.student('nosuchstudent'));
    expect(foreign.json()).toEqual(missing.json());
    const foreignHomework = await call(
      world,
      world.b.session,
      'PUT',
      teacherPaths.homeworkVisibility(homeworkId),
      { hidden: true },
    );
    const missingHomework = await call(
      world,
      world.b.session,
      'PUT',
      teacherPaths.homeworkVisibility(999_999),
      { hidden: true },
    );
    expect(foreignHomework.json()).toEqual(missingHomework.json());
  });
});
