import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '../../cache/change-bus';
import { ReadCaches, scope } from '../../cache/read-caches';
import { classListBody } from './students-service';
import { createTeacherWorld, insertHomework, insertSubmission, type TeacherWorld } from './teacher-test-kit';

type Row = {
  id: number;
  lastName: string;
  gradeLevel: string | null;
  progress: { completedAssignments: number };
};

let world: TeacherWorld;
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

// The teacher's list is built from rows kept per student: these tests change the database behind
// the caches' back (no change notice) to see which rows were read again and which were reused.
describe("the teacher's list built from kept rows", { timeout: 30_000 }, () => {
  const listIds = async (caches: ReadCaches, teacherId: number) =>
    (JSON.parse(await classListBody(world.db, caches, teacherId)) as Row[]).map((row) => row.id);
  const setGrade = (id: number, gradeLevel: string) =>
    world.db.updateTable('students').set({ gradeLevel }).where('id', '=', id).execute();

  it("reads again only the student who changed something; the teacher's change reads the whole class", async () => {
    const caches = new ReadCaches(createLocalChangeBus(), false);
    const teacherId = world.a.id;
    const [s0, s1] = world.a.students;
    const homeworkId = await insertHomework(world.db, teacherId, [s0!.id, s1!.id]);
    const list = async () => JSON.parse(await classListBody(world.db, caches, teacherId)) as Row[];
    const byId = (rows: Row[], id: number) => rows.find((row) => row.id === id)!;

    const first = await list();
    expect(first.map((row) => row.id)).toEqual([s0!.id, s1!.id]);
    expect(byId(first, s0!.id).progress.completedAssignments).toBe(0);

    // s0 submits (their notice names their work); s1's grade changes unannounced.
    await insertSubmission(world.db, homeworkId, s0!.id, { completed: true });
    await setGrade(s1!.id, 'B2');
    await caches.notify([scope.list(s0!.id), scope.classOf(teacherId)]);
    const second = await list();
    expect(byId(second, s0!.id).progress.completedAssignments).toBe(1);
    expect(byId(second, s1!.id).gradeLevel).toBe(byId(first, s1!.id).gradeLevel);

    // A change of the teacher covers every row of the class.
    await caches.notify([scope.teacher(teacherId)]);
    expect(byId(await list(), s1!.id).gradeLevel).toBe('B2');
  });

  it("follows a student's new name into the list's order", async () => {
    const caches = new ReadCaches(createLocalChangeBus(), false);
    const teacherId = world.a.id;
    const [s0, s1] = world.a.students;
    const ids = () => listIds(caches, teacherId);
    expect(await ids()).toEqual([s0!.id, s1!.id]);
    await world.db.updateTable('students').set({ lastName: 'Aaron' }).where('id', '=', s1!.id).execute();
    await caches.notify([scope.student(s1!.id), scope.classOf(teacherId)]);
    expect(await ids()).toEqual([s1!.id, s0!.id]);
  });

  it("a student's row read again alone equals the whole class's read: hidden, deleted and no homework", async () => {
    // The self-check compares each list built from kept rows with a read of the whole class.
    const caches = new ReadCaches(createLocalChangeBus(), true);
    const teacherId = world.a.id;
    const [s0, s1] = world.a.students;
    const shown = await insertHomework(world.db, teacherId, [s0!.id]);
    const hidden = await insertHomework(world.db, teacherId, [s0!.id], { hidden: true });
    const deleted = await insertHomework(world.db, teacherId, [s0!.id]);
    await world.db
      .updateTable('homework')
      .set({ deletedAt: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', deleted)
      .execute();
    const list = async () =>
      JSON.parse(await classListBody(world.db, caches, teacherId)) as Array<
        Row & { assignmentCount: number; progress: { totalAssignments: number; averageScore: number } }
      >;
    await list();

    await insertSubmission(world.db, shown, s0!.id, { completed: true });
    await insertSubmission(world.db, hidden, s0!.id, { completed: true });
    await caches.notify([scope.list(s0!.id), scope.list(s1!.id), scope.classOf(teacherId)]);
    const rows = await list();
    const row0 = rows.find((row) => row.id === s0!.id)!;
    // Assigned counts the hidden homework too; progress only what the student sees; deleted counts nowhere.
    expect(row0.assignmentCount).toBe(2);
    expect(row0.progress.totalAssignments).toBe(1);
    expect(row0.progress.completedAssignments).toBe(1);
    expect(row0.progress.averageScore).toBe(100);
    const row1 = rows.find((row) => row.id === s1!.id)!;
    expect(row1.assignmentCount).toBe(0);
    expect(row1.progress.totalAssignments).toBe(0);
  });

  it('a changed student who is no longer the teacher’s makes the whole class read again', async () => {
    const caches = new ReadCaches(createLocalChangeBus(), false);
    const teacherId = world.a.id;
    const [s0, s1] = world.a.students;
    const ids = () => listIds(caches, teacherId);
    expect(await ids()).toEqual([s0!.id, s1!.id]);
    await world.db.updateTable('students').set({ teacherId: world.b.id }).where('id', '=', s1!.id).execute();
    await caches.notify([scope.list(s1!.id)]);
    expect(await ids()).toEqual([s0!.id]);
  });

  it('with the self-check on, a kept row the database no longer matches fails the call', async () => {
    const caches = new ReadCaches(createLocalChangeBus(), true);
    const teacherId = world.a.id;
    const [s0, s1] = world.a.students;
    await classListBody(world.db, caches, teacherId);
    await setGrade(s1!.id, 'C1');
    await caches.notify([scope.list(s0!.id)]);
    await expect(classListBody(world.db, caches, teacherId)).rejects.toThrow(/Stale kept rows/);
  });
});
