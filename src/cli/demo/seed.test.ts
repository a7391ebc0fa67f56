import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackingDataSchema } from '#contract/common';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { KnownTask } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/task-types';
import { createTeacher } from '#server/test-support/fixtures';
import { createTestDatabase, type TestDatabase } from '#server/test-support/test-database';
import { verifyPassword } from '#server/modules/auth/password';
import { studentCopies } from '#server/modules/submissions/student-copies';
import { trackingFromStudent } from '#domain/tasks/student-task';
import { cafeGaps, demoHomework, MEI, SOFIA } from './homework-data';
import { seedDemoClassroom } from './seed';
import { demoStudents } from './students-data';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.cleanup();
});

async function counts() {
  const out: Record<string, number> = {};
  for (const table of [
    'students',
    'homework',
    'assignments',
    'submissions',
    'taskResponses',
    'lessonReports',
    'activities',
  ] as const) {
    out[table] = (await database.db.selectFrom(table).selectAll().execute()).length;
  }
  return out;
}

// Password hashing (scrypt) is deliberately slow; allow for it on a busy machine.
describe('npm run seed:demo', { timeout: 30_000 }, () => {
  it('running it twice adds nothing twice', async () => {
    const first = await createTeacher(database.db, { username: 'first' });
    await createTeacher(database.db, { username: 'second' });
    const once = await seedDemoClassroom(database.db);
    const after = await counts();
    expect(once.teacher).toBe('first');
    expect(once.created).toMatchObject({
      students: 3,
      homework: demoHomework.length,
      submissions: 4,
      reports: 4,
    });
    expect(after).toMatchObject({
      students: 3,
      homework: demoHomework.length,
      submissions: 4,
      lessonReports: 4,
      activities: 11,
    });

    const twice = await seedDemoClassroom(database.db);
    expect(twice.created).toEqual({ students: 0, homework: 0, assignments: 0, submissions: 0, reports: 0 });
    expect(twice.students.every((s) => !s.created)).toBe(true);
    expect(await counts()).toEqual(after);
    const owners = await database.db.selectFrom('students').select('teacherId').distinct().execute();
    expect(owners).toEqual([{ teacherId: first.id }]);
  });

  it('gives the three students the printed passwords', async () => {
    await createTeacher(database.db);
    const report = await seedDemoClassroom(database.db);
    expect(report.students.map((s) => s.username)).toEqual(demoStudents.map((s) => s.username));
    for (const student of report.students) {
      const row = await database.db
        .selectFrom('students')
        .select('passwordHash')
        .where('username', '=', student.username)
        .executeTakeFirstOrThrow();
      expect(await verifyPassword(student.password, row.passwordHash)).toBe(true);
    }
  });

  it('covers every task type and mode, the old sequence format and homework that needs repair', async () => {
    await createTeacher(database.db);
    await seedDemoClassroom(database.db);
    const rows = await database.db
      .selectFrom('homework')
      .select(['title', 'assignmentDetails', 'dueDate'])
      .execute();
    const tasks = rows.flatMap((row) => repairAssignmentDetails(row.assignmentDetails).tasks);
    const kinds = new Set(
      tasks
        .flatMap((task) => (isKnownTask(task) ? [task] : []))
        .map((task: KnownTask) => {
          if (task.type === 'sequence_task')
            return `sequence:${task.displayType === 'words' ? 'words' : 'drag'}`;
          if (task.type === 'find_mistakes') return `find_mistakes:${task.mode}`;
          return task.type;
        }),
    );
    expect([...kinds].sort()).toEqual(
      [
        'binary_task',
        'fill_blanks',
        'find_mistakes:find_and_fix',
        'find_mistakes:find_only',
        'mcq_1',
        'sequence:drag',
        'sequence:words',
      ].sort(),
    );
    const raw = rows.map((row) => JSON.parse(row.assignmentDetails) as { tasks: Record<string, unknown>[] });
    expect(raw.some((d) => d.tasks.some((t) => 'scrambledWords' in t))).toBe(true);
    expect(raw.some((d) => d.tasks.some((t) => !('id' in t)))).toBe(true);
    expect(rows.some((row) => row.dueDate !== null && Date.parse(row.dueDate) < Date.now())).toBe(true);
  });

  it('stores one finished submission with engine scores and tracking over a 640x480 area, and one half done', async () => {
    await createTeacher(database.db);
    await seedDemoClassroom(database.db);
    const mei = await database.db
      .selectFrom('students')
      .select('id')
      .where('username', '=', MEI)
      .executeTakeFirstOrThrow();
    const finished = await database.db
      .selectFrom('submissions')
      .selectAll()
      .where('studentId', '=', mei.id)
      .where('isCompleted', '=', 1)
      .executeTakeFirstOrThrow();
    expect(finished.score).toBeGreaterThan(0);
    expect(finished.percentage).toBeLessThan(100);
    const responses = await database.db
      .selectFrom('taskResponses')
      .selectAll()
      .where('submissionId', '=', finished.id)
      .execute();
    expect(responses).toHaveLength(6);
    const tracking = trackingDataSchema.parse(
      Object.fromEntries(responses.map((r) => [r.taskId, JSON.parse(r.tracking ?? 'null') as unknown])),
    );
    for (const task of Object.values(tracking)) {
      expect(task.cursorMovements.length).toBeGreaterThan(50);
      expect(task.clicks.length).toBeGreaterThan(0);
      expect(task.scrollEvents.length).toBeGreaterThan(0);
      expect(task.cursorMovements.every((p) => p.x >= 0 && p.x <= 640 && p.y >= 0 && p.y <= 480)).toBe(true);
    }
    const halfDone = await database.db
      .selectFrom('submissions')
      .selectAll()
      .where('isCompleted', '=', 0)
      .execute();
    expect(halfDone).toHaveLength(1);
  });

  it('stores a finished fill-in-the-blanks answer whose log falls inside its recording, at its clicks', async () => {
    await createTeacher(database.db);
    await seedDemoClassroom(database.db);
    const rows = await database.db
      .selectFrom('taskResponses')
      .innerJoin('submissions', 'submissions.id', 'taskResponses.submissionId')
      .innerJoin('students', 'students.id', 'submissions.studentId')
      .innerJoin('homework', 'homework.id', 'submissions.homeworkId')
      .select([
        'taskResponses.taskId',
        'taskResponses.response',
        'taskResponses.tracking',
        'submissions.isCompleted',
        'submissions.studentId',
        'submissions.homeworkId',
      ])
      .where('students.username', '=', SOFIA)
      .where('homework.title', '=', cafeGaps.title)
      .execute();
    expect(rows.map((r) => r.taskId).sort()).toEqual(['gap-bank', 'gap-typed']);
    for (const row of rows) {
      expect(row.isCompleted).toBe(1);
      const answer = JSON.parse(row.response) as { type: string; log: { at: number; type: string }[] };
      const tracking = trackingDataSchema.parse({ t: JSON.parse(row.tracking ?? 'null') as unknown }).t;
      expect(answer.type).toBe('fill_blanks');
      expect(answer.log.length).toBeGreaterThanOrEqual(3);
      const start = tracking?.startTime ?? Number.NaN;
      // Every action falls inside the recording, so the replay shows each at its moment.
      for (const entry of answer.log) {
        expect(entry.at - start).toBeGreaterThan(0);
        expect(entry.at - start).toBeLessThan(tracking?.timeSpent ?? 0);
      }
      // Every click names the element pressed, and the recording says where those elements were.
      expect(tracking?.clicks.every((c) => c.target !== undefined)).toBe(true);
      expect(tracking?.layouts?.[0]?.elements.map((e) => e.target)).toEqual([
        ...new Set(tracking?.clicks.map((c) => c.target)),
      ]);
      // Named as the student's own bank shows the words: the teacher's replay reads them back as
      // the words chosen ('like', 'see', 'like': bank:1, bank:0, bank:1 in the teacher's order).
      if (row.taskId === 'gap-bank' && tracking) {
        const task = repairAssignmentDetails(cafeGaps.details).tasks.find((t) => t.id === 'gap-bank');
        if (!task) throw new Error('no gap-bank task');
        const copy = (await studentCopies(database.db))(row.studentId, row.homeworkId, 'gap-bank');
        expect(trackingFromStudent(task, tracking, copy).clicks.map((c) => c.target)).toEqual([
          'bank:1',
          'bank:0',
          'bank:1',
        ]);
      }
    }
  });

  it('writes lesson reports with every marker, icon tags and Chinese lines, some opened', async () => {
    await createTeacher(database.db);
    await seedDemoClassroom(database.db);
    const reports = await database.db.selectFrom('lessonReports').selectAll().execute();
    const all = reports.map((r) => r.content).join('\n');
    for (const marker of ['=== REPORT START ===', '=== REPORT END ===', 'Chinese Translation:', '[ICON: ']) {
      expect(all).toContain(marker);
    }
    expect(all).toMatch(/[\u4e00-\u9fff]/);
    expect(reports.some((r) => r.openCount > 0 && r.firstOpenedAt !== null)).toBe(true);
    expect(reports.some((r) => r.openCount === 0)).toBe(true);
  });

  it('without any teacher it stops with a clear message and adds nothing', async () => {
    await expect(seedDemoClassroom(database.db)).rejects.toThrow(/No teacher yet/);
    expect(await counts()).toMatchObject({ students: 0, homework: 0 });
  });
});
