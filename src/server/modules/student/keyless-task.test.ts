import { studentPaths } from '#contract/paths';
import { taskNotLoadedText } from '#domain/homework/keys';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Classroom, call, createClassroom, fourTaskDetails, insertHomework } from './test-fixtures';

// Homework stored before keys were checked at save can hold a task without a key. It is never
// played with a made-up key: the student is told it could not be loaded, it is worth 0 of 0, and
// the rest of the homework plays and scores as usual.

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

type Json = Record<string, unknown>;

/** fourTaskDetails' true/false task (10 points) beside two tasks whose key repair once made up. */
const olderDetails = {
  totalPoints: 30,
  passingScore: 20,
  instructions: 'Older homework',
  tasks: [
    { id: 'art', type: 'mcq_1', question: 'Article', options: ['a', 'an'], correctAnswer: 'An', points: 10 },
    fourTaskDetails.tasks[2],
    { id: 'order', type: 'sequence_task', question: 'Order', items: ['here', 'I', 'am'], points: 10 },
  ],
};

describe('an older homework with a task without a key', { timeout: 30_000 }, () => {
  it('sends those tasks as not loadable, without options, items or key, and refuses actions on them', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: olderDetails,
    });
    const opened = await call(room, room.student.session, 'GET', studentPaths.homework(id));
    expect(opened.statusCode).toBe(200);
    const details = opened.json().assignmentDetails as { totalPoints: number; tasks: Json[] };
    expect(details.totalPoints).toBe(10);
    const [art, bin, order] = details.tasks;
    for (const task of [art, order]) {
      expect(task).toEqual({
        id: task?.id,
        type: task?.type,
        question: task?.question,
        points: 0,
        keyProblem: { field: expect.any(String), message: taskNotLoadedText },
      });
    }
    expect(bin).toMatchObject({ id: 'bin1', points: 10 });

    const pick = await call(room, room.student.session, 'POST', studentPaths.check(id), {
      taskId: 'art',
      action: { type: 'pick-option', index: 0 },
      seq: 0,
      currentTaskIndex: 0,
      timeSpent: 1000,
    });
    expect(pick.statusCode).toBe(400);
    expect(pick.json().message).toMatch(/art/);
  });

  it('plays and submits the rest: the task without a key scores 0 of 0 and full marks stay reachable', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: olderDetails,
    });
    const right = await call(room, room.student.session, 'POST', studentPaths.check(id), {
      taskId: 'bin1',
      action: { type: 'pick-answer', value: true },
      seq: 0,
      currentTaskIndex: 1,
      timeSpent: 1000,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().taskResponse).toMatchObject({ score: 10, completed: true });
    const submitted = await call(room, room.student.session, 'POST', studentPaths.submit(id), {
      startTime: new Date(Date.now() - 60_000).toISOString(),
      endTime: new Date().toISOString(),
      totalTimeSpent: 60,
      // A client that sends an answer for the task without a key gets nothing for it.
      tasks: [{ taskId: 'art', type: 'mcq_1', selectedAnswers: ['a'], selectedAnswer: 'a', score: 10 }],
      totalScore: 30,
      percentage: 100,
      passed: true,
    });
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({ score: 10, totalPoints: 10, percentage: 100, passed: true });
  });
});
