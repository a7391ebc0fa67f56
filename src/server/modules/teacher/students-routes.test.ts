import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { injectAs, login } from '../../test-support/test-app';
import {
  call,
  createTeacherWorld,
  insertHomework,
  insertSubmission,
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

describe('teacher students API', { timeout: 30_000 }, () => {
  it("keeps the list between calls and follows a student's submit and password change at once", async () => {
    const [s0] = world.a.students;
    const homeworkId = await insertHomework(world.db, world.a.id, [s0!.id]);
    const progressOf = async () => {
      const response = await call(world, world.a.session, 'GET', teacherPaths.students);
      expect(response.statusCode).toBe(200);
      const students = response.json() as Array<{ username: string; updatedAt: string; progress: unknown }>;
      return students.find((s) => s.username === s0!.username)!;
    };
    const before = await progressOf();
    expect(before.progress).toMatchObject({ completedAssignments: 0, pendingAssignments: 1 });
    expect(await progressOf()).toEqual(before);

    const studentSession = await login(world.app, 'student', s0!.username, s0!.password);
    const now = new Date().toISOString();
    const submitted = await injectAs(world.app, studentSession, {
      method: 'POST',
      url: `/api/student/homework/${homeworkId}/submit`,
      payload: {
        startTime: now,
        endTime: now,
        totalTimeSpent: 60,
        tasks: [],
        totalScore: 0,
        percentage: 0,
        passed: false,
      },
    });
    expect(submitted.statusCode).toBe(200);
    expect((await progressOf()).progress).toMatchObject({ completedAssignments: 1, pendingAssignments: 0 });

    const changed = await injectAs(world.app, studentSession, {
      method: 'POST',
      url: '/api/student/password',
      payload: { currentPassword: s0!.password, newPassword: 'A-new-password-1234' },
    });
    expect(changed.statusCode).toBe(200);
    const row = await world.db
      .selectFrom('students')
      .select('updatedAt')
      .where('id', '=', s0!.id)
      .executeTakeFirstOrThrow();
    expect((await progressOf()).updatedAt).toBe(row.updatedAt);
  });

  it('lists only the teacher own students with progress and assignment count', async () => {
    const [s0] = world.a.students;
    const homeworkId = await insertHomework(world.db, world.a.id, [s0!.id]);
    await insertHomework(world.db, world.a.id, [s0!.id]);
    await insertSubmission(world.db, homeworkId, s0!.id, { completed: true });

    const response = await call(world, world.a.session, 'GET', teacherPaths.students);
    expect(response.statusCode).toBe(200);
    const students = response.json() as { username: string; assignmentCount: number; progress: unknown }[];
    expect(students.map((s) => s.username).sort()).toEqual(world.a.students.map((s) => s.username).sort());
    const first = students.find((s) => s.username === s0!.username)!;
    expect(first.assignmentCount).toBe(2);
    expect(first.progress).toEqual({
      averageScore: 100,
      completedAssignments: 1,
      pendingAssignments: 1,
      totalAssignments: 2,
      totalEngagementTime: 2,
    });
  });

  it('counts progress by the same rule as the student: a hidden homework is neither pending nor scored', async () => {
    const [s0] = world.a.students;
    const done = await insertHomework(world.db, world.a.id, [s0!.id]);
    await insertSubmission(world.db, done, s0!.id, { completed: true });
    const hiddenDone = await insertHomework(world.db, world.a.id, [s0!.id], { hidden: true });
    await insertSubmission(world.db, hiddenDone, s0!.id, { completed: true });
    await insertHomework(world.db, world.a.id, [s0!.id], { hidden: true });
    await insertHomework(world.db, world.a.id, [s0!.id]);

    const teacherView = await call(world, world.a.session, 'GET', teacherPaths.student(s0!.username));
    const student = await login(world.app, 'student', s0!.username, s0!.password);
    const own = await injectAs(world.app, student, { method: 'GET', url: '/api/student/progress' });
    expect(teacherView.json().assignmentCount).toBe(4);
    expect(teacherView.json().progress).toEqual(own.json());
    expect(own.json()).toMatchObject({ completedAssignments: 1, pendingAssignments: 1, totalAssignments: 2 });
  });

  it('answers one student by username, and 404 for an unknown one', async () => {
    const s0 = world.a.students[0]!;
    const one = await call(world, world.a.session, 'GET', teacherPaths.student(s0.username));
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ id: s0.id, username: s0.username, isFrozen: false, gradeLevel: null });
    const missing = await call(world, world.a.session, 'GET', teacherPaths.student('nobody'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('adds a student and answers 201 with the generated username and a temporary password that signs in', async () => {
    const response = await call(world, world.a.session, 'POST', teacherPaths.students, {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'Ana@Example.com',
      gradeLevel: 'Grade 8',
      additionalNotes: 'Loves reading',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json() as {
      student: Record<string, unknown>;
      username: string;
      temporaryPassword: string;
    };
    expect(body.username).toBe('anaperez');
    expect(body.student).toMatchObject({
      username: 'anaperez',
      email: 'ana@example.com',
      gradeLevel: 'Grade 8',
      additionalNotes: 'Loves reading',
      assignmentCount: 0,
    });
    await expect(login(world.app, 'student', 'anaperez', body.temporaryPassword)).resolves.toBeDefined();
  });

  it('refuses a student without first name, last name or email with 400 and saves nothing', async () => {
    const before = await tableSnapshot(world.db);
    const response = await call(world, world.a.session, 'POST', teacherPaths.students, { firstName: 'Ana' });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { error: string; problems: { path: string }[] };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.problems.map((p) => p.path).sort()).toEqual(['email', 'lastName']);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('answers 409 with a message when the email belongs to another student', async () => {
    const existing = await world.db
      .selectFrom('students')
      .select('email')
      .where('id', '=', world.b.students[0]!.id)
      .executeTakeFirstOrThrow();
    const before = await tableSnapshot(world.db);
    const response = await call(world, world.a.session, 'POST', teacherPaths.students, {
      firstName: 'Ana',
      lastName: 'Perez',
      email: existing.email,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'A student with this email already exists',
    });
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('resets a password: the new temporary password signs in, the old one no longer does', async () => {
    const s0 = world.a.students[0]!;
    const response = await call(world, world.a.session, 'POST', teacherPaths.resetPassword(s0.username));
    expect(response.statusCode).toBe(200);
    const { temporaryPassword } = response.json() as { temporaryPassword: string };
    await expect(login(world.app, 'student', s0.username, temporaryPassword)).resolves.toBeDefined();
    await expect(login(world.app, 'student', s0.username, s0.password)).rejects.toThrow(/401/);
  });

  it('freeze makes the student next call answer 403 ACCOUNT_FROZEN; unfreeze restores access', async () => {
    const s0 = world.a.students[0]!;
    const studentSession = await login(world.app, 'student', s0.username, s0.password);
    const before = await world.db
      .selectFrom('students')
      .select('updatedAt')
      .where('id', '=', s0.id)
      .executeTakeFirstOrThrow();
    await new Promise((resolve) => setTimeout(resolve, 5));

    const frozen = await call(world, world.a.session, 'POST', teacherPaths.freeze(s0.username));
    expect(frozen.statusCode).toBe(200);
    expect(frozen.json()).toMatchObject({ username: s0.username, isFrozen: true });
    expect((frozen.json() as { updatedAt: string }).updatedAt > before.updatedAt).toBe(true);

    const blocked = await injectAs(world.app, studentSession, { method: 'GET', url: '/api/student/auth' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: 'ACCOUNT_FROZEN' });
    expect((blocked.json() as { message: string }).message).toContain('Account is frozen');

    const unfrozen = await call(world, world.a.session, 'POST', teacherPaths.unfreeze(s0.username));
    expect(unfrozen.json()).toMatchObject({ isFrozen: false });
    const restored = await injectAs(world.app, studentSession, { method: 'GET', url: '/api/student/auth' });
    expect(restored.statusCode).toBe(200);
  });

  it('freeze and unfreeze take the student id as well as the username', async () => {
    const s1 = world.a.students[1]!;
    const byId = await call(world, world.a.session, 'POST', teacherPaths.freeze(s1.id));
    expect(byId.json()).toMatchObject({ id: s1.id, isFrozen: true });
    const row = await world.db
      .selectFrom('students')
      .select('isFrozen')
      .where('id', '=', s1.id)
      .executeTakeFirstOrThrow();
    expect(row.isFrozen).toBe(1);
    const back = await call(world, world.a.session, 'POST', teacherPaths.unfreeze(s1.id));
    expect(back.json()).toMatchObject({ id: s1.id, isFrozen: false });
  });

  it('answers 401 without a session and 403 for a signed-in student', async () => {
    const s0 = world.a.students[0]!;
    const anonymous = await world.app.inject({ method: 'GET', url: teacherPaths.students });
    expect(anonymous.statusCode).toBe(401);
    const studentSession = await login(world.app, 'student', s0.username, s0.password);
    const asStudent = await injectAs(world.app, studentSession, {
      method: 'GET',
      url: teacherPaths.students,
    });
    expect(asStudent.statusCode).toBe(403);
  });
});

describe('editing a student', { timeout: 30_000 }, () => {
  it('changes names, email, grade and notes; the username stays; a taken email is 409; another teacher gets 404', async () => {
    const [s0, s1] = world.a.students;
    const url = teacherPaths.student(s0!.username);
    const edited = await call(world, world.a.session, 'PUT', url, {
      firstName: ' Ana ',
      lastName: 'Lima',
      email: 'ANA.LIMA@example.test',
      gradeLevel: null,
      additionalNotes: 'Prefers short tasks',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      username: s0!.username,
      firstName: 'Ana',
      lastName: 'Lima',
      email: 'ana.lima@example.test',
      additionalNotes: 'Prefers short tasks',
    });
    const other = await world.db
      .selectFrom('students')
      .select('email')
      .where('id', '=', s1!.id)
      .executeTakeFirstOrThrow();
    const taken = await call(world, world.a.session, 'PUT', url, {
      firstName: 'Ana',
      lastName: 'Lima',
      email: other.email,
    });
    expect(taken.statusCode).toBe(409);
    const invalid = await call(world, world.a.session, 'PUT', url, {
      firstName: '',
      lastName: 'Lima',
      email: 'x',
    });
    expect(invalid.statusCode).toBe(400);
    const foreign = await call(world, world.b.session, 'PUT', url, {
      firstName: 'X',
      lastName: 'Y',
      email: 'x@example.test',
    });
    expect(foreign.statusCode).toBe(404);
    const row = await world.db
      .selectFrom('students')
      .selectAll()
      .where('id', '=', s0!.id)
      .executeTakeFirstOrThrow();
    expect([row.firstName, row.email]).toEqual(['Ana', 'ana.lima@example.test']);
  });
});
