import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeacherLessonReport } from '#contract/teacher';
import { call, createTeacherWorld, tableSnapshot, type TeacherWorld } from './teacher-test-kit';

let world: TeacherWorld;
// Sign-ins hash passwords with scrypt, deliberately slow: allow for it on a busy machine.
beforeEach(async () => {
  world = await createTeacherWorld();
}, 30_000);
afterEach(async () => {
  await world.close();
});

describe('teacher lesson reports API', { timeout: 30_000 }, () => {
  it('creates (201, posted and assigned now, unopened), lists, updates and deletes a report', async () => {
    const s0 = world.a.students[0]!;
    const created = await call(world, world.a.session, 'POST', teacherPaths.lessonReports(s0.username), {
      title: 'Lesson 1',
      content: '=== REPORT START ===\nGreat work\n=== REPORT END ===',
    });
    expect(created.statusCode).toBe(201);
    const report = created.json() as TeacherLessonReport;
    expect(report).toMatchObject({
      title: 'Lesson 1',
      assignment: { firstOpenedTimestamp: null, lastOpenedTimestamp: null, openCount: 0 },
    });
    expect(report.assignment.assignedAt).toBe(report.datePosted);

    const list = await call(world, world.a.session, 'GET', teacherPaths.lessonReports(s0.username));
    expect((list.json() as TeacherLessonReport[]).map((r) => r.id)).toEqual([report.id]);
    const other = await call(
      world,
      world.a.session,
      'GET',
      teacherPaths.lessonReports(world.a.students[1]!.username),
    );
    expect(other.json()).toEqual([]);

    const updated = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.lessonReport(s0.username, report.id),
      {
        title: 'Lesson 1 (edited)',
        content: 'New content',
      },
    );
    expect(updated.json()).toMatchObject({
      id: report.id,
      title: 'Lesson 1 (edited)',
      content: 'New content',
      datePosted: report.datePosted,
    });

    const deleted = await call(
      world,
      world.a.session,
      'DELETE',
      teacherPaths.lessonReport(s0.username, report.id),
    );
    expect(deleted.json()).toEqual({ ok: true });
    expect(
      (await call(world, world.a.session, 'GET', teacherPaths.lessonReports(s0.username))).json(),
    ).toEqual([]);
  });

  it('refuses a report without title or content with 400 and saves nothing', async () => {
    const s0 = world.a.students[0]!;
    const before = await tableSnapshot(world.db);
    const response = await call(world, world.a.session, 'POST', teacherPaths.lessonReports(s0.username), {
      title: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { problems: { path: string }[] }).problems.map((p) => p.path).sort()).toEqual([
      'content',
      'title',
    ]);
    expect(await tableSnapshot(world.db)).toEqual(before);
  });

  it('a report reached through another of the teacher students is 404', async () => {
    const [s0, s1] = world.a.students;
    const report = (
      await call(world, world.a.session, 'POST', teacherPaths.lessonReports(s0!.username), {
        title: 'T',
        content: 'C',
      })
    ).json() as TeacherLessonReport;
    const wrong = await call(
      world,
      world.a.session,
      'PUT',
      teacherPaths.lessonReport(s1!.username, report.id),
      {
        title: 'X',
        content: 'Y',
      },
    );
    expect(wrong.statusCode).toBe(404);
  });
});
