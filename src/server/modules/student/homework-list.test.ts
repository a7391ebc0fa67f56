import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalChangeBus } from '../../cache/change-bus';
import { ReadCaches, scope } from '../../cache/read-caches';
import {
  createTeacherWorld,
  insertHomework,
  insertSubmission,
  sampleDetails,
  type TeacherWorld,
} from '../teacher/teacher-test-kit';
import { injectAs, login } from '../../test-support/test-app';
import { studentHomeworkList } from './homework-list';
import { goodResponses, insertHomework as insertTaskHomework } from './test-fixtures';

let world: TeacherWorld;
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

// The student's list is built from parts kept per homework: these tests change the database behind
// the caches' back (no change notice) to see which parts were read again and which were reused.
describe("the student's list built from kept parts", { timeout: 30_000 }, () => {
  it("after a save to one homework reads only that homework again; the student's change reads all", async () => {
    const caches = new ReadCaches(createLocalChangeBus(), false);
    const teacherId = world.a.id;
    const student = world.a.students[0]!;
    const me = { id: student.id, teacherId };
    const first = await insertHomework(world.db, teacherId, [student.id], { title: 'First' });
    const second = await insertHomework(world.db, teacherId, [student.id], { title: 'Second' });
    const list = async () => {
      const items = await studentHomeworkList(world.db, caches, me);
      return new Map(items.map((item) => [item.id, item.submission?.isCompleted ?? null]));
    };
    expect(await list()).toEqual(
      new Map([
        [second, null],
        [first, null],
      ]),
    );

    // Both homework get a submission; only the first's save is announced.
    await insertSubmission(world.db, first, student.id, { completed: true });
    await insertSubmission(world.db, second, student.id, { completed: false });
    await caches.notify([scope.list(student.id), scope.work(student.id, first)]);
    expect(await list()).toEqual(
      new Map([
        [second, null],
        [first, true],
      ]),
    );

    // A change of the student (or their teacher) covers every part.
    await caches.notify([scope.student(student.id)]);
    expect(await list()).toEqual(
      new Map([
        [second, false],
        [first, true],
      ]),
    );
  });

  it("follows a homework the teacher hid or added, on the teacher's notice", async () => {
    const caches = new ReadCaches(createLocalChangeBus(), false);
    const teacherId = world.a.id;
    const student = world.a.students[0]!;
    const me = { id: student.id, teacherId };
    const kept = await insertHomework(world.db, teacherId, [student.id], { title: 'Kept' });
    const titles = async () => (await studentHomeworkList(world.db, caches, me)).map((item) => item.title);
    expect(await titles()).toEqual(['Kept']);
    await insertHomework(world.db, teacherId, [student.id], { title: 'New' });
    await world.db.updateTable('homework').set({ hidden: 1 }).where('id', '=', kept).execute();
    await caches.notify([scope.teacher(teacherId)]);
    expect(await titles()).toEqual(['New']);
  });

  it("keeps a homework's task summary until its teacher's notice; the self-check sees one edited behind its back", async () => {
    const teacherId = world.a.id;
    const student = world.a.students[0]!;
    const me = { id: student.id, teacherId };
    const homeworkId = await insertHomework(world.db, teacherId, [student.id]);
    const oneTask = sampleDetails();
    oneTask.tasks = (oneTask.tasks as unknown[]).slice(0, 1);
    // An operator's script changes the tasks without a new revision and without a notice.
    const editBehindTheBack = () =>
      world.db
        .updateTable('homework')
        .set({ assignmentDetails: JSON.stringify(oneTask) })
        .where('id', '=', homeworkId)
        .execute();

    const caches = new ReadCaches(createLocalChangeBus(), false);
    const counts = async () =>
      (await studentHomeworkList(world.db, caches, me)).map((item) => item.taskCount);
    expect(await counts()).toEqual([2]);
    await editBehindTheBack();
    // The student's own notice drops their list, not the summary shared by the class.
    await caches.notify([scope.student(student.id)]);
    expect(await counts()).toEqual([2]);
    // Any call of the teacher (every edit of a homework is one) drops it.
    await caches.notify([scope.teacher(teacherId)]);
    expect(await counts()).toEqual([1]);

    // With the self-check on, a list built from a stale kept summary fails the call.
    const checked = new ReadCaches(createLocalChangeBus(), true);
    await world.db
      .updateTable('homework')
      .set({ assignmentDetails: JSON.stringify(sampleDetails()) })
      .where('id', '=', homeworkId)
      .execute();
    await studentHomeworkList(world.db, checked, me);
    await editBehindTheBack();
    await checked.notify([scope.student(student.id)]);
    await expect(studentHomeworkList(world.db, checked, me)).rejects.toThrow(/Stale kept parts/);
  });

  it('with the self-check on, a kept part the database no longer matches fails the call', async () => {
    const caches = new ReadCaches(createLocalChangeBus(), true);
    const teacherId = world.a.id;
    const student = world.a.students[0]!;
    const me = { id: student.id, teacherId };
    const homeworkId = await insertHomework(world.db, teacherId, [student.id]);
    await studentHomeworkList(world.db, caches, me);
    await insertSubmission(world.db, homeworkId, student.id, { completed: true });
    await caches.notify([scope.list(student.id)]);
    await expect(studentHomeworkList(world.db, caches, me)).rejects.toThrow(/Stale kept parts/);
  });
});

describe('the change notice of a save', () => {
  it("names the student's work on the homework saved to, and the list after it shows the save", async () => {
    const { app } = world;
    const notices: string[] = [];
    const notify = app.caches.notify.bind(app.caches);
    app.caches.notify = (scopes) => {
      notices.push(...scopes);
      return notify(scopes);
    };
    const student = world.a.students[0]!;
    const homeworkId = await insertTaskHomework(world.db, world.a.id, { assignTo: [student.id] });
    const session = await login(app, 'student', student.username, student.password);
    const before = await injectAs(app, session, { method: 'GET', url: '/api/student/homework' });
    expect(before.json()[0].tasksDone).toBe(0);
    const saved = await injectAs(app, session, {
      method: 'POST',
      url: `/api/student/homework/${homeworkId}/auto-save`,
      payload: { taskResponse: goodResponses.seq1, currentTaskIndex: 0 },
    });
    expect(saved.statusCode).toBe(200);
    expect(notices).toContain(scope.work(student.id, homeworkId));
    expect(notices).toContain(scope.list(student.id));
    const after = await injectAs(app, session, { method: 'GET', url: '/api/student/homework' });
    expect(after.json()[0].tasksDone).toBe(1);
  });
});
