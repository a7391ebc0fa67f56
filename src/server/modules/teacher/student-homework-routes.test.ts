import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Submission } from '#contract/common';
import type { TeacherStudentHomework } from '#contract/teacher';
import {
  call,
  createTeacherWorld,
  insertHomework,
  insertSubmission,
  sampleTracking,
  tableSnapshot,
  type TeacherWorld,
} from './teacher-test-kit';

let world: TeacherWorld;
// Sign-ins hash passwords with scrypt, deliberately slow: allow for it on a busy machine.
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

describe("a student's homework as the teacher reviews it", { timeout: 30_000 }, () => {
  it('lists the student homework, each with this student submission without tracking data', async () => {
    const s0 = world.a.students[0]!;
    const done = await insertHomework(world.db, world.a.id, [s0.id], { title: 'Done' });
    await insertHomework(world.db, world.a.id, [s0.id], { title: 'Open', hidden: true });
    await insertHomework(world.db, world.a.id, [world.a.students[1]!.id], { title: 'Not theirs' });
    await insertSubmission(world.db, done, s0.id, { completed: true });

    const response = await call(world, world.a.session, 'GET', teacherPaths.studentHomeworkList(s0.username));
    expect(response.statusCode).toBe(200);
    const list = response.json() as TeacherStudentHomework[];
    expect(list.map((h) => h.title).sort()).toEqual(['Done', 'Open']);
    const withSubmission = list.find((h) => h.id === done)!;
    expect(withSubmission.submission).toMatchObject({
      isCompleted: true,
      score: 10,
      percentage: 100,
      passed: true,
    });
    expect(withSubmission.submission!.studentResponses.trackingData).toBeUndefined();
    expect(withSubmission.submission!.studentResponses.tasks.map((t) => t.taskId)).toEqual(['q1', 'q2']);
    expect(withSubmission.archivedAttempts).toEqual([]);
    expect(list.find((h) => h.title === 'Open')).toMatchObject({ hidden: true, submission: null });
  });

  it('answers one homework, and 404 for homework not assigned to this student', async () => {
    const [s0, s1] = world.a.students;
    const id = await insertHomework(world.db, world.a.id, [s0!.id], { title: 'One' });
    const one = await call(world, world.a.session, 'GET', teacherPaths.studentHomework(s0!.username, id));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id, title: 'One', submission: null });
    const other = await call(world, world.a.session, 'GET', teacherPaths.studentHomework(s1!.username, id));
    expect(other.statusCode).toBe(404);
  });

  it('answers the submission with tracking data keyed by task id, and 404 when there is none', async () => {
    const s0 = world.a.students[0]!;
    const id = await insertHomework(world.db, world.a.id, [s0.id]);
    const none = await call(world, world.a.session, 'GET', teacherPaths.studentSubmission(s0.username, id));
    expect(none.statusCode).toBe(404);
    await insertSubmission(world.db, id, s0.id, { completed: true });
    const response = await call(
      world,
      world.a.session,
      'GET',
      teacherPaths.studentSubmission(s0.username, id),
    );
    expect(response.statusCode).toBe(200);
    const submission = response.json() as Submission;
    expect(submission.studentResponses.trackingData).toEqual({ q1: sampleTracking() });
    expect(submission.firstResponseAt).not.toBeNull();
  });

  it('marking not completed archives the finished attempt whole and deletes the submission so the student starts afresh', async () => {
    const s0 = world.a.students[0]!;
    const id = await insertHomework(world.db, world.a.id, [s0.id]);
    const submissionId = await insertSubmission(world.db, id, s0.id, { completed: true });

    const reset = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.studentHomeworkStatus(s0.username, id),
      {
        isCompleted: false,
      },
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ submission: null });
    expect(
      await world.db.selectFrom('submissions').selectAll().where('homeworkId', '=', id).execute(),
    ).toEqual([]);
    expect(
      await world.db
        .selectFrom('taskResponses')
        .selectAll()
        .where('submissionId', '=', submissionId)
        .execute(),
    ).toEqual([]);

    const attempts = await world.db
      .selectFrom('submissionAttempts')
      .selectAll()
      .where('homeworkId', '=', id)
      .execute();
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      studentId: s0.id,
      score: 10,
      percentage: 100,
      passed: 1,
      isCompleted: 1,
    });
    const archived = JSON.parse(attempts[0]!.studentResponses!) as {
      tasks: { taskId: string }[];
      trackingData: unknown;
    };
    expect(archived.tasks.map((t) => t.taskId)).toEqual(['q1', 'q2']);
    expect(archived.trackingData).toEqual({ q1: sampleTracking() });

    const homework = (
      await call(world, world.a.session, 'GET', teacherPaths.studentHomework(s0.username, id))
    ).json() as TeacherStudentHomework;
    expect(homework.submission).toBeNull();
    expect(homework.archivedAttempts).toEqual([
      expect.objectContaining({ score: 10, percentage: 100, passed: true }),
    ]);

    // The student answers again; the teacher marks it completed: totals are computed from the responses.
    await insertSubmission(world.db, id, s0.id, { completed: false });
    const completed = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.studentHomeworkStatus(s0.username, id),
      {
        isCompleted: true,
      },
    );
    expect(completed.statusCode).toBe(200);
    expect((completed.json() as { submission: Submission }).submission).toMatchObject({
      isCompleted: true,
      score: 10,
      percentage: 100,
      passed: true,
      timeSpent: 7,
    });
  });

  it('marking completed without any submission stores a completed one scored 0', async () => {
    const s0 = world.a.students[0]!;
    const id = await insertHomework(world.db, world.a.id, [s0.id]);
    const response = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.studentHomeworkStatus(s0.username, id),
      {
        isCompleted: true,
      },
    );
    expect((response.json() as { submission: Submission }).submission).toMatchObject({
      isCompleted: true,
      score: 0,
      percentage: 0,
      passed: false,
    });
  });

  it('marking not completed leaves an unfinished submission alone', async () => {
    const s0 = world.a.students[0]!;
    const id = await insertHomework(world.db, world.a.id, [s0.id]);
    await insertSubmission(world.db, id, s0.id, { completed: false });
    const before = await tableSnapshot(world.db);
    const response = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.studentHomeworkStatus(s0.username, id),
      {
        isCompleted: false,
      },
    );
    expect((response.json() as { submission: Submission }).submission).toMatchObject({ isCompleted: false });
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('refuses a status body without isCompleted with 400', async () => {
    const s0 = world.a.students[0]!;
    const id = await insertHomework(world.db, world.a.id, [s0.id]);
    const response = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.studentHomeworkStatus(s0.username, id),
      {},
    );
    expect(response.statusCode).toBe(400);
  });
});
