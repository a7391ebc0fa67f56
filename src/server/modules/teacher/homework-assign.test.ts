import { MAX_ASSIGN_AT_ONCE } from '#contract/teacher';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createStudent } from '../../test-support/test-app';
import {
  call,
  createTeacherWorld,
  insertHomework,
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
  description: string;
  hidden: boolean;
  dueDate: string | null;
  assignmentDetails: Record<string, unknown>;
  students: { username: string }[];
  submissions: unknown[];
};

async function assignedIds(homeworkId: number): Promise<number[]> {
  const rows = await world.db
    .selectFrom('assignments')
    .select('studentId')
    .where('homeworkId', '=', homeworkId)
    .execute();
  return rows.map((row) => row.studentId).sort((a, b) => a - b);
}

describe('assigning a homework to many students at once', { timeout: 30_000 }, () => {
  it('assigns every named student, keeps those who had it as they were and sets one due date', async () => {
    const [s0, s1] = world.a.students;
    const s2 = await createStudent(world.db, world.a.id, { firstName: 'Third', isFrozen: true });
    const homeworkId = await insertHomework(world.db, world.a.id, [s0!.id]);
    const before = await world.db
      .selectFrom('assignments')
      .select('assignedAt')
      .where('homeworkId', '=', homeworkId)
      .executeTakeFirstOrThrow();

    const response = await call(
      world,
      world.a.session,
      'POST',
      teacherPaths.homeworkAssignments(homeworkId),
      {
        studentIds: [s0!.id, s1!.id, s2.id, s1!.id],
        dueDate: '2031-03-04T05:06:00.000Z',
      },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as { homework: Homework; assigned: string[]; alreadyAssigned: string[] };
    expect(body.assigned).toEqual([s1!.username, s2.username].sort());
    expect(body.alreadyAssigned).toEqual([s0!.username]);
    expect(body.homework.dueDate).toBe('2031-03-04T05:06:00.000Z');
    expect(body.homework.students.map((s) => s.username).sort()).toEqual(
      [s0!.username, s1!.username, s2.username].sort(),
    );
    expect(await assignedIds(homeworkId)).toEqual([s0!.id, s1!.id, s2.id].sort((a, b) => a - b));
    // The student who already had it keeps the date it was first assigned.
    const kept = await world.db
      .selectFrom('assignments')
      .select('assignedAt')
      .where('homeworkId', '=', homeworkId)
      .where('studentId', '=', s0!.id)
      .executeTakeFirstOrThrow();
    expect(kept.assignedAt).toBe(before.assignedAt);

    // The students' list counts it at once.
    const list = await call(world, world.a.session, 'GET', teacherPaths.students);
    const counts = (list.json() as { username: string; assignmentCount: number }[]).filter((s) =>
      [s1!.username, s2.username].includes(s.username),
    );
    expect(counts.map((s) => s.assignmentCount)).toEqual([1, 1]);
  });

  it('leaves the due date alone when none is sent, and removes it for null', async () => {
    const [s0, s1] = world.a.students;
    const homeworkId = await insertHomework(world.db, world.a.id, [], {
      dueDate: '2030-01-01T00:00:00.000Z',
    });
    const path = teacherPaths.homeworkAssignments(homeworkId);
    const kept = await call(world, world.a.session, 'POST', path, { studentIds: [s0!.id] });
    expect((kept.json() as { homework: Homework }).homework.dueDate).toBe('2030-01-01T00:00:00.000Z');
    const removed = await call(world, world.a.session, 'POST', path, { studentIds: [s1!.id], dueDate: null });
    expect((removed.json() as { homework: Homework }).homework.dueDate).toBeNull();
  });

  it("refuses another teacher's student with 404 and changes nothing, not even the others or the due date", async () => {
    const [s0] = world.a.students;
    const [foreign] = world.b.students;
    const homeworkId = await insertHomework(world.db, world.a.id, []);
    const snapshot = await tableSnapshot(world.db);
    const response = await call(
      world,
      world.a.session,
      'POST',
      teacherPaths.homeworkAssignments(homeworkId),
      {
        studentIds: [s0!.id, foreign!.id],
        dueDate: '2031-01-01T00:00:00.000Z',
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'NOT_FOUND', message: 'Student not found' });
    expect(await tableSnapshot(world.db)).toEqual(snapshot);

    // An id nobody has answers the same.
    const missing = await call(world, world.a.session, 'POST', teacherPaths.homeworkAssignments(homeworkId), {
      studentIds: [s0!.id, 999_999],
    });
    expect(missing.statusCode).toBe(404);
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });

  it("answers 404 for another teacher's homework and changes nothing", async () => {
    const [s0] = world.a.students;
    const theirs = await insertHomework(world.db, world.b.id, []);
    const snapshot = await tableSnapshot(world.db);
    const response = await call(world, world.a.session, 'POST', teacherPaths.homeworkAssignments(theirs), {
      studentIds: [s0!.id],
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'Homework not found' });
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });

  it('refuses a bad body with 400 and the field, changing nothing', async () => {
    const homeworkId = await insertHomework(world.db, world.a.id, []);
    const path = teacherPaths.homeworkAssignments(homeworkId);
    const snapshot = await tableSnapshot(world.db);
    const cases: [unknown, string][] = [
      [{ studentIds: [] }, 'Choose at least one student'],
      [{}, 'studentIds'],
      [{ studentIds: ['abc'] }, 'studentIds.0'],
      [{ studentIds: [world.a.students[0]!.id], dueDate: 'next friday' }, 'dueDate'],
      [
        { studentIds: Array.from({ length: MAX_ASSIGN_AT_ONCE + 1 }, (_, i) => i + 1) },
        `At most ${MAX_ASSIGN_AT_ONCE} students at once`,
      ],
    ];
    for (const [payload, expected] of cases) {
      const response = await call(world, world.a.session, 'POST', path, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'VALIDATION_FAILED' });
      expect((response.json() as { message: string }).message).toContain(expected);
    }
    expect(await tableSnapshot(world.db)).toEqual(snapshot);
  });
});

describe('duplicating a homework', { timeout: 30_000 }, () => {
  it('makes an unassigned, shown copy without a due date; the original and its answers stay', async () => {
    const [s0] = world.a.students;
    const originalId = await insertHomework(world.db, world.a.id, [s0!.id], {
      title: 'Past tense',
      dueDate: '2030-01-01T00:00:00.000Z',
      hidden: true,
    });
    await insertSubmission(world.db, originalId, s0!.id, { completed: true });
    const response = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(originalId));
    expect(response.statusCode).toBe(201);
    const copy = response.json() as Homework;
    expect(copy.id).not.toBe(originalId);
    expect(copy).toMatchObject({
      title: 'Copy of Past tense',
      description: 'Practice',
      hidden: false,
      dueDate: null,
      students: [],
      submissions: [],
    });
    expect(copy.assignmentDetails).toEqual(sampleDetails());
    expect(await assignedIds(copy.id)).toEqual([]);
    const submissions = await world.db.selectFrom('submissions').select('homeworkId').execute();
    expect(submissions.map((row) => row.homeworkId)).toEqual([originalId]);

    const list = await call(world, world.a.session, 'GET', teacherPaths.homeworkList);
    expect((list.json() as Homework[]).map((h) => h.id)).toEqual(
      expect.arrayContaining([originalId, copy.id]),
    );
  });

  it('takes a title, and cuts the default one to the title limit', async () => {
    const longId = await insertHomework(world.db, world.a.id, [], { title: 'x'.repeat(200) });
    const cut = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(longId), {});
    expect((cut.json() as Homework).title).toBe(`Copy of ${'x'.repeat(192)}`);
    const named = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(longId), {
      title: '  Week 2  ',
    });
    expect((named.json() as Homework).title).toBe('Week 2');
  });

  it("answers 404 for another teacher's or a deleted homework, 400 for an empty title, creating nothing", async () => {
    const theirs = await insertHomework(world.db, world.b.id, []);
    const mine = await insertHomework(world.db, world.a.id, []);
    const snapshot = await tableSnapshot(world.db);
    const foreign = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(theirs));
    expect(foreign.statusCode).toBe(404);
    const blank = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(mine), {
      title: ' ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: 'title: Title is required' });
    await call(world, world.a.session, 'DELETE', teacherPaths.homework(mine));
    const afterDelete = await tableSnapshot(world.db);
    const deleted = await call(world, world.a.session, 'POST', teacherPaths.homeworkDuplicate(mine));
    expect(deleted.statusCode).toBe(404);
    expect(await tableSnapshot(world.db)).toEqual(afterDelete);
    expect((snapshot.homework as string[]).length).toBe((afterDelete.homework as string[]).length);
  });
});
