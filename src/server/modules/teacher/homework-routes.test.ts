import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectAs, login } from '../../test-support/test-app';
import {
  call,
  createTeacherWorld,
  insertSubmission,
  sampleDetails,
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

type Homework = {
  id: number;
  title: string;
  hidden: boolean;
  dueDate: string | null;
  assignmentDetails: Record<string, unknown>;
  students: { username: string }[];
  submissions: { studentUsername: string; isCompleted: boolean; score: number | null }[];
};

async function create(body: Record<string, unknown>) {
  return call(world, world.a.session, 'POST', teacherPaths.homeworkList, body);
}

async function assignedUsernames(homeworkId: number): Promise<string[]> {
  const rows = await world.db
    .selectFrom('assignments')
    .innerJoin('students', 'students.id', 'assignments.studentId')
    .select('students.username')
    .where('assignments.homeworkId', '=', homeworkId)
    .execute();
  return rows.map((r) => r.username).sort();
}

describe('teacher homework API', { timeout: 30_000 }, () => {
  it('creates homework (201) assigned to the named students and stores the JSON as given', async () => {
    const [s0] = world.a.students;
    const details = sampleDetails();
    const response = await create({
      title: 'Past tense',
      description: 'Verbs',
      assignmentDetails: details,
      studentUsernames: [s0!.username],
      dueDate: '2030-01-01T00:00:00.000Z',
    });
    expect(response.statusCode).toBe(201);
    const homework = response.json() as Homework;
    expect(homework).toMatchObject({
      title: 'Past tense',
      hidden: false,
      dueDate: '2030-01-01T00:00:00.000Z',
    });
    expect(homework.students.map((s) => s.username)).toEqual([s0!.username]);
    expect(homework.assignmentDetails).toEqual(details);
    const stored = await world.db
      .selectFrom('homework')
      .select('assignmentDetails')
      .where('id', '=', homework.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.assignmentDetails)).toEqual(details);
  });

  it('accepts assignmentDetails as a JSON string and as a wrapper holding assignmentDetails', async () => {
    const asString = await create({ title: 'A', assignmentDetails: JSON.stringify(sampleDetails()) });
    expect(asString.statusCode).toBe(201);
    expect((asString.json() as Homework).assignmentDetails).toEqual(sampleDetails());
    const wrapped = await create({
      title: 'B',
      assignmentDetails: {
        title: 'ignored',
        dueDate: '2031-05-01T00:00:00.000Z',
        assignmentDetails: sampleDetails(),
      },
    });
    expect(wrapped.statusCode).toBe(201);
    expect(wrapped.json()).toMatchObject({
      dueDate: '2031-05-01T00:00:00.000Z',
      assignmentDetails: sampleDetails(),
    });
  });

  it('refuses homework with no valid task: 400 VALIDATION_FAILED listing each problem with its path, nothing saved', async () => {
    const before = await tableSnapshot(world.db);
    const response = await create({
      title: 'Broken',
      assignmentDetails: { tasks: [{ type: 'mcq_1' }, { id: 't2', type: 'sequence_task', items: [] }] },
      studentUsernames: [world.a.students[0]!.username],
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; problems: { path: string; message: string }[] };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.problems.map((p) => p.path)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^tasks\[0\]/), expect.stringMatching(/^tasks\[1\]/)]),
    );
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('refuses text that is not JSON with 400 and saves nothing', async () => {
    const before = await tableSnapshot(world.db);
    const response = await create({ title: 'Broken', assignmentDetails: '{ not json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      problems: [{ path: 'assignmentDetails', message: 'Invalid JSON format' }],
    });
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('refuses a missing title with 400 and an unknown or foreign student with 404, saving nothing', async () => {
    const before = await tableSnapshot(world.db);
    expect((await create({ title: '', assignmentDetails: sampleDetails() })).statusCode).toBe(400);
    const foreign = await create({
      title: 'X',
      assignmentDetails: sampleDetails(),
      studentUsernames: [world.b.students[0]!.username],
    });
    expect(foreign.statusCode).toBe(404);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('lists the teacher homework with students and submissions', async () => {
    const [s0, s1] = world.a.students;
    const created = (
      await create({
        title: 'L',
        assignmentDetails: sampleDetails(),
        studentUsernames: [s0!.username, s1!.username],
      })
    ).json() as Homework;
    await insertSubmission(world.db, created.id, s0!.id, { completed: true });
    const list = (await call(world, world.a.session, 'GET', teacherPaths.homeworkList)).json() as Homework[];
    expect(list).toHaveLength(1);
    expect(list[0]!.students.map((s) => s.username).sort()).toEqual([s0!.username, s1!.username].sort());
    expect(list[0]!.submissions).toEqual([
      expect.objectContaining({
        studentUsername: s0!.username,
        isCompleted: true,
        score: 10,
        percentage: 100,
      }),
    ]);
    const other = (await call(world, world.b.session, 'GET', teacherPaths.homeworkList)).json() as Homework[];
    expect(other).toEqual([]);
  });

  it('update with an empty studentUsernames keeps the assignments; a non-empty one adds the missing ones', async () => {
    const [s0, s1] = world.a.students;
    const created = (
      await create({ title: 'U', assignmentDetails: sampleDetails(), studentUsernames: [s0!.username] })
    ).json() as Homework;
    const details = { ...sampleDetails(), instructions: 'New instructions' };
    const updated = await call(world, world.a.session, 'PUT', teacherPaths.homework(created.id), {
      title: 'U2',
      description: 'D2',
      assignmentDetails: details,
      studentUsernames: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'U2', description: 'D2', assignmentDetails: details });
    expect(await assignedUsernames(created.id)).toEqual([s0!.username]);

    await call(world, world.a.session, 'PUT', teacherPaths.homework(created.id), {
      title: 'U3',
      assignmentDetails: details,
      studentUsernames: [s1!.username],
    });
    expect(await assignedUsernames(created.id)).toEqual([s0!.username, s1!.username].sort());
  });

  it("an edit of the tasks shows in the student's list at once: task count and points (a new revision each time)", async () => {
    const s0 = world.a.students[0]!;
    const created = (
      await create({ title: 'E', assignmentDetails: sampleDetails(), studentUsernames: [s0.username] })
    ).json() as Homework;
    const studentSession = await login(world.app, 'student', s0.username, s0.password);
    const studentList = async () =>
      (await injectAs(world.app, studentSession, { method: 'GET', url: '/api/student/homework' })).json();
    expect(await studentList()).toMatchObject([{ id: created.id, taskCount: 2, totalPoints: 10 }]);

    const [first] = sampleDetails().tasks as unknown[];
    const fewer = { ...sampleDetails(), totalPoints: 6, tasks: [first] };
    for (const [details, taskCount, totalPoints, revision] of [
      [fewer, 1, 6, 1],
      [sampleDetails(), 2, 10, 2],
    ] as const) {
      const updated = await call(world, world.a.session, 'PUT', teacherPaths.homework(created.id), {
        title: 'E',
        assignmentDetails: details,
        studentUsernames: [],
      });
      expect(updated.statusCode).toBe(200);
      expect(await studentList()).toMatchObject([{ id: created.id, taskCount, totalPoints }]);
      const row = await world.db
        .selectFrom('homework')
        .select('revision')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.revision).toBe(revision);
    }
  });

  it('update with invalid JSON answers 400 and leaves the homework as it was', async () => {
    const created = (await create({ title: 'U', assignmentDetails: sampleDetails() })).json() as Homework;
    const before = await tableSnapshot(world.db);
    const response = await call(world, world.a.session, 'PUT', teacherPaths.homework(created.id), {
      title: 'Changed',
      assignmentDetails: { tasks: [] },
    });
    expect(response.statusCode).toBe(400);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('visibility hides the homework from the student and shows it again', async () => {
    const s0 = world.a.students[0]!;
    const created = (
      await create({ title: 'V', assignmentDetails: sampleDetails(), studentUsernames: [s0.username] })
    ).json() as Homework;
    const hidden = await call(world, world.a.session, 'PUT', teacherPaths.homeworkVisibility(created.id), {
      hidden: true,
    });
    expect(hidden.json()).toMatchObject({ id: created.id, hidden: true });
    const row = await world.db
      .selectFrom('homework')
      .select('hidden')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.hidden).toBe(1);
    const shown = await call(world, world.a.session, 'PUT', teacherPaths.homeworkVisibility(created.id), {
      hidden: false,
    });
    expect(shown.json()).toMatchObject({ hidden: false });
  });

  it('delete is a soft delete: gone from the teacher and student lists, still in the database', async () => {
    const s0 = world.a.students[0]!;
    const created = (
      await create({ title: 'D', assignmentDetails: sampleDetails(), studentUsernames: [s0.username] })
    ).json() as Homework;
    const deleted = await call(world, world.a.session, 'DELETE', teacherPaths.homework(created.id));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });

    expect((await call(world, world.a.session, 'GET', teacherPaths.homeworkList)).json()).toEqual([]);
    expect(
      (await call(world, world.a.session, 'GET', teacherPaths.studentHomeworkList(s0.username))).json(),
    ).toEqual([]);
    const studentSession = await login(world.app, 'student', s0.username, s0.password);
    const studentList = await injectAs(world.app, studentSession, {
      method: 'GET',
      url: '/api/student/homework',
    });
    expect(studentList.statusCode).toBe(200);
    expect(studentList.json()).toEqual([]);

    const row = await world.db
      .selectFrom('homework')
      .select(['deletedAt', 'title'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('D');
    expect(row.deletedAt).not.toBeNull();
    expect((await call(world, world.a.session, 'DELETE', teacherPaths.homework(created.id))).statusCode).toBe(
      404,
    );
  });

  it('share adds an assignment for another of the teacher students; twice is 409; a foreign or unknown student is 404', async () => {
    const [s0, s1] = world.a.students;
    const created = (
      await create({ title: 'S', assignmentDetails: sampleDetails(), studentUsernames: [s0!.username] })
    ).json() as Homework;
    const shared = await call(world, world.a.session, 'POST', teacherPaths.homeworkShare(created.id), {
      studentUsername: s1!.username,
    });
    expect(shared.statusCode).toBe(200);
    expect(await assignedUsernames(created.id)).toEqual([s0!.username, s1!.username].sort());

    const before = await tableSnapshot(world.db);
    const twice = await call(world, world.a.session, 'POST', teacherPaths.homeworkShare(created.id), {
      studentUsername: s1!.username,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'First1 Last1 already has this homework',
    });
    const foreign = await call(world, world.a.session, 'POST', teacherPaths.homeworkShare(created.id), {
      studentUsername: world.b.students[0]!.username,
    });
    expect(foreign.statusCode).toBe(404);
    const unknown = await call(world, world.a.session, 'POST', teacherPaths.homeworkShare(created.id), {
      studentUsername: 'nobody',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });
});

describe('due dates', { timeout: 30_000 }, () => {
  it('are ISO date-times, stored in one form; anything else is 400 and nothing is created', async () => {
    const details = sampleDetails();
    const withOffset = await create({
      title: 'Due',
      assignmentDetails: details,
      dueDate: '2030-05-01T17:00:00+02:00',
    });
    expect(withOffset.statusCode).toBe(201);
    expect((withOffset.json() as Homework).dueDate).toBe('2030-05-01T15:00:00.000Z');
    const plainDay = await create({ title: 'Due day', assignmentDetails: details, dueDate: '2030-05-02' });
    expect((plainDay.json() as Homework).dueDate).toBe('2030-05-02T00:00:00.000Z');

    const before = await world.db.selectFrom('homework').select('id').execute();
    for (const dueDate of ['next friday', '05/01/2030', '2030-13-45T00:00:00Z', '2030-05-01T17:00']) {
      const refused = await create({ title: 'Bad', assignmentDetails: details, dueDate });
      expect(refused.statusCode, dueDate).toBe(400);
      expect(refused.json().message).toMatch(/dueDate: must be an ISO 8601 date-time/);
    }
    expect(await world.db.selectFrom('homework').select('id').execute()).toHaveLength(before.length);
  });
});

describe('unassigning', { timeout: 30_000 }, () => {
  it('takes a homework back from one student, keeps their answers, and refuses what is not assigned or not theirs', async () => {
    const [s0, s1] = world.a.students;
    const created = await create({
      title: 'Shared',
      assignmentDetails: sampleDetails(),
      studentUsernames: [s0!.username, s1!.username],
    });
    const homework = created.json() as Homework;
    await insertSubmission(world.db, homework.id, s0!.id, { completed: false });
    const url = teacherPaths.homeworkStudent(homework.id, s0!.username);
    const removed = await call(world, world.a.session, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Homework).students.map((s) => s.username)).toEqual([s1!.username]);
    expect(await assignedUsernames(homework.id)).toEqual([s1!.username]);
    const kept = await world.db
      .selectFrom('submissions')
      .select('id')
      .where('studentId', '=', s0!.id)
      .execute();
    expect(kept).toHaveLength(1);

    const again = await call(world, world.a.session, 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/does not have this homework/);
    const foreign = await call(
      world,
      world.b.session,
      'DELETE',
      teacherPaths.homeworkStudent(homework.id, s1!.username),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await assignedUsernames(homework.id)).toEqual([s1!.username]);
  });
});
