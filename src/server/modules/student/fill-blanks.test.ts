import { studentPaths } from '#contract/paths';
import { teacherPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTeacher, injectAs, login } from '../../test-support/test-app';
import { type Classroom, call, createClassroom, insertHomework, storedSubmission } from './test-fixtures';

// Fill in the blanks through HTTP: the check action, the auto-save that posts the answer whole
// (the contract's `answers`, or the fold's `attempts`), the student's copy without an open gap's
// answers, and a save refused with the path while the text's gaps do not match the blanks.

let room: Classroom;
beforeEach(async () => {
  room = await createClassroom();
});
afterEach(async () => {
  await room.close();
});

const details = {
  instructions: '',
  tasks: [
    {
      id: 'fb',
      type: 'fill_blanks',
      question: 'Fill in',
      text: 'She ___ to school and ___ home.',
      blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
    },
  ],
};

type Json = Record<string, unknown>;
const blanksOf = (task: Json) => task.blanks as Array<{ answers?: string[] }>;

describe('fill in the blanks over HTTP', () => {
  it('checks answers: a near miss is free, a wrong one costs a point, and a gap shows its answers once over', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: details,
    });
    const check = (seq: number, blank: number, text: string) =>
      call(room, room.student.session, 'POST', studentPaths.check(id), {
        taskId: 'fb',
        action: { type: 'answer-blank', blank, text },
        seq,
        currentTaskIndex: 0,
        timeSpent: 1000,
      });
    const opened = (await call(room, room.student.session, 'GET', studentPaths.homework(id))).json();
    const copy = opened.assignmentDetails.tasks[0] as Json;
    expect(copy.text).toBe('She ___ to school and ___ home.');
    expect(blanksOf(copy)).toEqual([{}, {}]);
    expect(JSON.stringify(opened)).not.toMatch(/goes|comes|gets/);

    const near = await check(0, 0, 'gose');
    expect(near.statusCode).toBe(200);
    expect(near.json().taskResponse).toMatchObject({
      score: 0,
      answers: ['gose', ''],
      verdicts: [['near'], []],
    });
    expect(blanksOf(near.json().task)).toEqual([{}, {}]);
    const wrong = await check(1, 0, 'went');
    expect(wrong.json().taskResponse.verdicts).toEqual([['near', 'wrong'], []]);
    const right = await check(2, 0, 'Goes');
    expect(right.json().taskResponse).toMatchObject({ score: 1, completed: false, answers: ['Goes', ''] });
    // The first gap is over: its answers come; the second's do not.
    expect(blanksOf(right.json().task)).toEqual([{ answers: ['goes'] }, {}]);
    const last = await check(3, 1, 'gets');
    expect(last.json().taskResponse).toMatchObject({ score: 3, completed: true, isCorrect: true });
    const stored = await storedSubmission(room.db, room.student.id, id);
    expect(stored.responses).toHaveLength(1);
  });

  it('refuses an answer longer than a gap takes with 400, changing nothing', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: details,
    });
    const long = await call(room, room.student.session, 'POST', studentPaths.check(id), {
      taskId: 'fb',
      action: { type: 'answer-blank', blank: 0, text: 'x'.repeat(201) },
      seq: 0,
      currentTaskIndex: 0,
      timeSpent: 1000,
    });
    expect(long.statusCode).toBe(400);
    expect((await storedSubmission(room.db, room.student.id, id)).submission).toBeNull();
  });

  it('auto-save takes the answer whole: the contract’s answers, then the fold’s attempts; a rewrite is refused', async () => {
    const id = await insertHomework(room.db, room.teacherId, {
      assignTo: [room.student.id],
      assignmentDetails: details,
    });
    const save = (taskResponse: Json) =>
      call(room, room.student.session, 'POST', studentPaths.autoSave(id), {
        taskResponse,
        currentTaskIndex: 0,
      });
    expect((await save({ taskId: 'fb', type: 'fill_blanks', answers: ['gose', ''] })).statusCode).toBe(200);
    // One text per gap is the student's latest answer there; the server judges it with the key.
    const next = await save({
      taskId: 'fb',
      type: 'fill_blanks',
      answers: ['goes', 'comes'],
      verdicts: [['wrong'], ['wrong']],
      score: 0,
    });
    expect(next.statusCode).toBe(200);
    const rewritten = await save({
      taskId: 'fb',
      type: 'fill_blanks',
      answers: [],
      attempts: [['went', 'go'], []],
    });
    expect(rewritten.statusCode).toBe(409);
    const mine = (await call(room, room.student.session, 'GET', studentPaths.submission(id))).json();
    expect(mine.studentResponses.tasks[0]).toMatchObject({
      answers: ['goes', 'comes'],
      attempts: [['gose', 'goes'], ['comes']],
      verdicts: [['near', 'right'], ['right']],
      score: 4,
      completed: true,
    });
  });

  it('a save whose text has another number of gaps than blanks is refused with the path', async () => {
    const teacher = await createTeacher(room.db);
    const session = await login(room.app, 'teacher', teacher.username, teacher.password);
    const response = await injectAs(room.app, session, {
      method: 'POST',
      url: teacherPaths.homeworkList,
      payload: {
        title: 'Gaps',
        assignmentDetails: { tasks: [{ ...details.tasks[0], text: 'She ___.' }] },
        studentUsernames: [],
      },
    });
    expect(response.statusCode).toBe(400);
    // The English message as before, with the stable code a translated page says it from.
    const problems = response.json().problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      path: 'tasks[0].blanks',
      message: 'task "fb": blanks has 2 blanks but the text has 1 gap (___); each ___ is the next blank, in order',
    });
    expect(typeof problems[0].code).toBe('string');
  });
});
