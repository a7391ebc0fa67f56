import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Activity, RecentActivityItem } from '#contract/teacher';
import {
  call,
  createTeacherWorld,
  insertHomework,
  insertSubmission,
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

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

describe('teacher activity API', { timeout: 30_000 }, () => {
  it('recent activity: completed submissions of the last 24 hours, newest first, own students only', async () => {
    const [s0, s1] = world.a.students;
    const h1 = await insertHomework(world.db, world.a.id, [s0!.id, s1!.id], { title: 'H1' });
    const h2 = await insertHomework(world.db, world.a.id, [s0!.id], { title: 'H2' });
    const old = await insertHomework(world.db, world.a.id, [s1!.id], { title: 'Old' });
    await insertSubmission(world.db, h1, s0!.id, { completed: true, submissionDate: hoursAgo(5) });
    await insertSubmission(world.db, h2, s0!.id, { completed: true, submissionDate: hoursAgo(1) });
    await insertSubmission(world.db, h1, s1!.id, { completed: false });
    await insertSubmission(world.db, old, s1!.id, { completed: true, submissionDate: hoursAgo(25) });
    const foreign = await insertHomework(world.db, world.b.id, [world.b.students[0]!.id]);
    await insertSubmission(world.db, foreign, world.b.students[0]!.id, { completed: true });

    const response = await call(world, world.a.session, 'GET', teacherPaths.recentActivity);
    expect(response.statusCode).toBe(200);
    const items = response.json() as RecentActivityItem[];
    expect(items.map((i) => i.homeworkTitle)).toEqual(['H2', 'H1']);
    expect(items[0]).toMatchObject({
      studentName: 'First0 Last0',
      studentUsername: s0!.username,
      homeworkId: h2,
      score: 10,
      totalPoints: 10,
      percentage: 100,
    });
  });

  it('activities: the teacher students only, newest first, at most 100', async () => {
    const s0 = world.a.students[0]!;
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    const rows = Array.from({ length: 105 }, (_, i) => ({
      teacherId: world.a.id,
      studentId: s0.id,
      studentUsername: s0.username,
      type: i % 2 === 0 ? ('login' as const) : ('homework_open' as const),
      targetId: null,
      targetTitle: null,
      createdAt: new Date(base + i * 1000).toISOString(),
    }));
    await world.db.insertInto('activities').values(rows).execute();
    await world.db
      .insertInto('activities')
      .values({
        teacherId: world.b.id,
        studentId: world.b.students[0]!.id,
        studentUsername: world.b.students[0]!.username,
        type: 'login',
        targetId: null,
        targetTitle: null,
        createdAt: new Date(base + 10_000_000).toISOString(),
      })
      .execute();

    const response = await call(world, world.a.session, 'GET', teacherPaths.activities);
    expect(response.statusCode).toBe(200);
    const feed = response.json() as Activity[];
    expect(feed).toHaveLength(100);
    expect(feed.every((a) => a.studentUsername === s0.username)).toBe(true);
    expect(feed[0]!.timestamp).toBe(new Date(base + 104_000).toISOString());
    expect(feed[99]!.timestamp).toBe(new Date(base + 5_000).toISOString());
    const times = feed.map((a) => a.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(feed[0]).toMatchObject({ type: 'login', studentName: 'First0 Last0' });
  });
});
