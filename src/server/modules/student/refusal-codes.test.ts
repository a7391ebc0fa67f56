import { studentPaths } from '#contract/paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Classroom, call, createClassroom, goodResponses, insertHomework } from './test-fixtures';

// A refusal of a student's answer carries its own stable code (and the values it names) beside the
// general error code, so the player can say it in the student's language; the English message is
// the one the API has always answered, word for word.

let room: Classroom;
let homeworkId: number;
beforeEach(async () => {
  room = await createClassroom();
  homeworkId = await insertHomework(room.db, room.teacherId, { assignTo: [room.student.id] });
});
afterEach(async () => {
  await room.close();
});

const autoSave = (taskResponse: unknown, currentTaskIndex = 0) =>
  call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId), {
    taskResponse,
    currentTaskIndex,
  });

describe('refusal codes of the answering calls', () => {
  it('an answer that would rewrite a saved one: 409 answer.rewrite with the English unchanged', async () => {
    const wrong = {
      taskId: 'mcq1',
      type: 'mcq_1',
      selectedAnswer: 'cat',
      selectedAnswers: ['cat'],
      timeSpent: 1,
    };
    expect((await autoSave(wrong)).statusCode).toBe(200);
    const refused = await autoSave({ ...wrong, selectedAnswer: 'run', selectedAnswers: ['run'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'CONFLICT',
      message: 'This answer was already saved and cannot be changed: the picks already saved were changed',
      code: 'answer.rewrite',
      params: { taskId: 'mcq1' },
    });
  });

  it('a task not in the homework, a wrong type, an oversized answer: 400 with their codes', async () => {
    const missing = await autoSave({ ...goodResponses.bin1, taskId: 'nope' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Task "nope" is not a task of this homework',
      code: 'answer.not-in-homework',
      params: { taskId: 'nope' },
    });

    const wrongType = await autoSave({ ...goodResponses.bin1, taskId: 'mcq1' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Task "mcq1" is a mcq_1 task; a binary_task response does not fit it',
      code: 'answer.wrong-type',
      params: { taskId: 'mcq1', taskType: 'mcq_1', responseType: 'binary_task' },
    });

    const picks = await autoSave({
      ...goodResponses.mcq1,
      selectedAnswers: ['cat', 'cat', 'cat', 'cat', 'run'],
    });
    expect(picks.statusCode).toBe(400);
    expect(picks.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'Task "mcq1": selectedAnswers has 5 picks; this task has 4 options',
      code: 'answer.too-large',
      params: { taskId: 'mcq1' },
    });
  });

  it('a task index past the last task: 400 answer.past-last-task with the index', async () => {
    const past = await autoSave(goodResponses.bin1, 99);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: 'BAD_REQUEST',
      message: 'currentTaskIndex 99 is past the last task of this homework',
      code: 'answer.past-last-task',
      params: { currentTaskIndex: 99 },
    });
  });

  it('an error without a refusal of its own answers no code', async () => {
    const missing = await call(room, room.student.session, 'POST', studentPaths.autoSave(homeworkId + 999), {
      taskResponse: goodResponses.bin1,
      currentTaskIndex: 0,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBeUndefined();
    expect(missing.json().error).toBe('NOT_FOUND');
  });
});
