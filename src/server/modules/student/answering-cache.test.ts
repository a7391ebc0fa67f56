import { studentPaths } from '#contract/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type BrowserSession, injectAs, login } from '../../test-support/test-app';
import {
  type Classroom,
  call,
  createClassroom,
  fourTaskDetails,
  goodResponses,
  insertHomework,
  storedSubmission,
} from './test-fixtures';

// The answering calls keep the homework they answer between calls (and, on PostgreSQL, the answer
// as last written). These tests change the homework through the teacher's calls, whose change
// notices must reach what is kept, and check that the very next answering call sees the change.

let room: Classroom;
let teacher: BrowserSession;
let homeworkId: number;
beforeEach(async () => {
  room = await createClassroom();
  const { username } = await room.db
    .selectFrom('teachers')
    .select('username')
    .where('id', '=', room.teacherId)
    .executeTakeFirstOrThrow();
  teacher = await login(room.app, 'teacher', username, 'teacher-pass');
  homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
});
afterEach(async () => {
  await room.close();
});

const autoSave = (taskResponse: unknown, currentTaskIndex = 1) =>
  call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
    taskResponse,
    currentTaskIndex,
  });
const check = (seq: number) =>
  call(room, room.student.session, 'POST', studentPaths.check(homeworkId), {
    taskId: 'seq1',
    action: { type: 'tap-item', index: 0 },
    seq,
    currentTaskIndex: 0,
    timeSpent: 1000,
  });

const asTeacher = (method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  injectAs(room.app, teacher, { method, url, ...(payload ? { payload } : {}) });

describe('answering a homework kept between calls', { timeout: 30_000 }, () => {
  it.each([
    ['hides', () => asTeacher('PUT', `/api/teacher/homework/${homeworkId}/visibility`, { hidden: true })],
    ['deletes', () => asTeacher('DELETE', `/api/teacher/homework/${homeworkId}`)],
    [
      'takes back',
      () => asTeacher('DELETE', `/api/teacher/homework/${homeworkId}/students/${room.student.username}`),
    ],
  ])(
    'refuses at once a homework the teacher %s, though answers were just saved to it',
    async (_name, act) => {
      expect((await autoSave(goodResponses.mcq1)).statusCode).toBe(200);
      expect((await check(0)).statusCode).toBe(200);
      expect((await check(1)).statusCode).toBe(200);
      const before = await storedSubmission(room.db, room.student.id, homeworkId);

      expect((await act()).statusCode).toBe(200);

      const saved = await autoSave(goodResponses.mcq1);
      expect(saved.statusCode).toBe(404);
      expect(saved.json()).toEqual({ error: 'NOT_FOUND', message: 'Homework not found' });
      expect((await check(2)).statusCode).toBe(404);
      expect(await storedSubmission(room.db, room.student.id, homeworkId)).toEqual(before);
    },
  );

  it('answers with the tasks of the homework as the teacher just edited it', async () => {
    expect((await autoSave(goodResponses.mcq1)).statusCode).toBe(200);
    expect((await check(0)).statusCode).toBe(200);
    const withoutMcq = { ...fourTaskDetails, tasks: fourTaskDetails.tasks.filter((t) => t.id !== 'mcq1') };
    const edited = await asTeacher('PUT', `/api/teacher/homework/${homeworkId}`, {
      title: 'Three tasks',
      assignmentDetails: withoutMcq,
      studentUsernames: [room.student.username],
    });
    expect(edited.statusCode).toBe(200);

    const saved = await autoSave(goodResponses.mcq1);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toContain('mcq1');
    // The sequence task is still there and still answered from where it was.
    const checked = await check(1);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ applied: true, seq: 2 });
  });

  it('steps on an answer changed behind this server (another process), never on the one it kept', async () => {
    expect((await check(0)).statusCode).toBe(200);
    expect((await check(1)).statusCode).toBe(200);
    // Another process answers the same task: two more taps saved (five after them).
    const other = await storedSubmission(room.db, room.student.id, homeworkId);
    const seq = other.responses.find((r) => r.taskId === 'seq1');
    expect(seq).toBeDefined();
    const moved = { ...JSON.parse(seq!.response), actionCount: 5 };
    await room.db
      .updateTable('taskResponses')
      .set({ response: JSON.stringify(moved) })
      .where('taskId', '=', 'seq1')
      .execute();

    // Tap 2 was applied there already: a retry now, answered with what is saved.
    const retried = await check(2);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ applied: false, seq: 5 });
    const next = await check(5);
    expect(next.json()).toMatchObject({ applied: true, seq: 6 });
  });
});
