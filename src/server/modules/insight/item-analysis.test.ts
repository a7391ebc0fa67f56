import { insightPaths } from '#contract/teacher-paths';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goodResponses, insertHomework } from '../student/test-fixtures';
import {
  createStudent,
  createTeacher,
  createTestApp,
  injectAs,
  login,
  type TestApp,
} from '../../test-support/test-app';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('item analysis', () => {
  it('counts, averages, option picks and errors per task from the stored answers, hardest first', async () => {
    const teacher = await createTeacher(t.db);
    const mei = await createStudent(t.db, teacher.id);
    const liam = await createStudent(t.db, teacher.id);
    const homeworkId = await insertHomework(t.db, teacher.id, { assignTo: [mei.id, liam.id] });
    const save = async (student: typeof mei, taskResponse: unknown) => {
      const session = await login(t.app, 'student', student.username, student.password);
      const saved = await injectAs(t.app, session, {
        method: 'POST',
        url: `/api/student/homework/${homeworkId}/auto-save`,
        payload: { taskResponse, currentTaskIndex: 0 },
      });
      expect(saved.statusCode).toBe(200);
    };
    // Mei: MCQ right after one wrong pick, true/false right, sequence right first time, mistake found.
    for (const response of Object.values(goodResponses)) await save(mei, response);
    // Liam: MCQ right at once, true/false wrong, no sequence, a wrong click before the mistake.
    await save(liam, { ...goodResponses.mcq1, selectedAnswer: 'run', selectedAnswers: ['run'] });
    await save(liam, { ...goodResponses.bin1, selectedAnswer: false });
    await save(liam, {
      ...goodResponses.fm1,
      responses: { ...goodResponses.fm1.responses, clickedFragments: [0, 1] },
    });

    const session = await login(t.app, 'teacher', teacher.username, teacher.password);
    const response = await injectAs(t.app, session, {
      method: 'GET',
      url: insightPaths.itemAnalysis(homeworkId),
    });
    expect(response.statusCode).toBe(200);
    const analysis = response.json();
    expect(analysis.assigned).toBe(2);
    expect(analysis.tasks.map((task: { taskId: string }) => task.taskId)).toEqual([
      'bin1',
      'mcq1',
      'fm1',
      'seq1',
    ]);
    const byId = Object.fromEntries(analysis.tasks.map((task: { taskId: string }) => [task.taskId, task]));
    expect(byId.mcq1).toMatchObject({
      attempted: 2,
      completed: 2,
      rightFirstTry: 1,
      averageScore: 5,
      maxScore: 6,
    });
    expect(byId.mcq1.optionPicks).toEqual([
      { option: 'cat', picks: 1, correct: false },
      { option: 'run', picks: 2, correct: true },
      { option: 'blue', picks: 0, correct: false },
      { option: 'the', picks: 0, correct: false },
    ]);
    expect(byId.bin1).toMatchObject({ attempted: 2, rightFirstTry: 1, averageScore: 5, maxScore: 10 });
    expect(byId.seq1).toMatchObject({ attempted: 1, completed: 1, rightFirstTry: 1, averageScore: 6 });
    expect(byId.fm1).toMatchObject({ attempted: 2, completed: 2, rightFirstTry: 1, averageScore: 10 });
    expect(byId.fm1.errors).toEqual([{ errorId: 'e1', text: 'go', found: 2, fixed: 0 }]);

    const other = await createTeacher(t.db);
    const otherSession = await login(t.app, 'teacher', other.username, other.password);
    const foreign = await injectAs(t.app, otherSession, {
      method: 'GET',
      url: insightPaths.itemAnalysis(homeworkId),
    });
    expect(foreign.statusCode).toBe(404);
  });
});
