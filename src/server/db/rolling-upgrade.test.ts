import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentPaths } from '#contract/paths';
import {
  type Classroom,
  call,
  createClassroom,
  fourTaskDetails,
  insertHomework,
} from '../modules/student/test-fixtures';
import { compiledOnce } from './compiled-once';

vi.setConfig({ testTimeout: 30_000 });

let room: Classroom;
afterEach(async () => {
  await room?.close();
});

describe('upgrades while running', () => {
  it("keeps answering the student's homework after a newer version adds columns under the running server", async () => {
    room = await createClassroom();
    const homeworkId = await insertHomework(room.db, room.teacherId, {
      title: 'Verbs',
      assignTo: [room.student.id],
      assignmentDetails: fourTaskDetails,
    });
    const read = async () => {
      const statuses: number[] = [];
      // Several calls, so every pooled connection has prepared its named statements.
      for (let i = 0; i < 8; i++) {
        for (const url of [studentPaths.homework(homeworkId), studentPaths.submission(homeworkId)]) {
          statuses.push((await call(room, room.student.session, 'GET', url)).statusCode);
        }
      }
      return statuses;
    };
    await room.db
      .insertInto('submissions')
      .values({
        homeworkId,
        studentId: room.student.id,
        isCompleted: 0,
        score: null,
        percentage: null,
        passed: null,
        submissionDate: null,
        startedAt: '2026-01-01T09:00:00.000Z',
        timeSpent: 0,
        currentTaskIndex: 1,
        studentResponses: null,
        updatedAt: '2026-01-01T09:00:00.000Z',
      })
      .execute();
    expect(await read()).toEqual(Array(16).fill(200));

    // What a newer version's migration does while this one keeps serving.
    await sql`alter table homework add column upgrade_note text`.execute(room.db);
    await sql`alter table submissions add column upgrade_flag integer`.execute(room.db);
    await sql`alter table assignments add column upgrade_seen integer`.execute(room.db);

    expect(await read()).toEqual(Array(16).fill(200));
  });

  it('refuses to build a named statement that selects * (its result would change with the table)', async () => {
    room = await createClassroom();
    const everything = compiledOnce((db, id: number) =>
      db.selectFrom('homework').selectAll().where('id', '=', id),
    );
    await expect(everything(room.db, 1)).rejects.toThrow(/list the columns instead of selecting \*/);
    const joined = compiledOnce((db, id: number) =>
      db
        .selectFrom('homework')
        .innerJoin('assignments', 'assignments.homeworkId', 'homework.id')
        .selectAll('homework')
        .where('homework.id', '=', id),
    );
    await expect(joined(room.db, 1)).rejects.toThrow(/list the columns/);
    const listed = compiledOnce((db, id: number) =>
      db.selectFrom('homework').select(['id', 'title']).where('id', '=', id),
    );
    await expect(listed(room.db, 1)).resolves.toEqual([]);
  });
});
