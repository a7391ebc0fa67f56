import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { taskToResponse } from '#domain/tasks/engine';
import { hiddenKey } from '#domain/tasks/kind';
import {
  taskForStudent,
  taskFromStudentJson,
  trackingFromStudent,
  wholeForStudent,
} from '#domain/tasks/student-task';
import { reduceFillBlanks } from './engine';
import { fillBlanksKind, readFillBlanksAnswer } from './kind';
import { studentBank } from './student';
import type { FillBlanksState, FillBlanksTask } from './types';

const [task, bankTask] = repairAssignmentDetails({
  tasks: [
    {
      id: 'fb',
      type: 'fill_blanks',
      text: 'She ___ and ___.',
      blanks: [{ answers: ['goes'] }, { answers: ['comes'] }],
    },
    {
      id: 'fbw',
      type: 'fill_blanks',
      wordBank: true,
      text: '___ ___ ___',
      blanks: [{ answers: ['a1'] }, { answers: ['b2'] }, { answers: ['c3'] }],
    },
  ],
}).tasks as [FillBlanksTask, FillBlanksTask];
const base = {
  taskId: 'fb',
  type: 'fill_blanks',
  score: 0,
  isCorrect: false,
  completed: false,
  timeSpent: 0,
};
const play = (t: FillBlanksTask, steps: Array<[number, string]>): FillBlanksState =>
  steps.reduce(
    (s, [blank, text]) => reduceFillBlanks(t, s, { type: 'answer-blank', blank, text }),
    fillBlanksKind.initial(t),
  );

describe('the fill_blanks kind entry', () => {
  it('is played through the registry: the engine, the student copy and the browser read it', () => {
    const state = play(task, [[0, 'goes']]);
    expect(taskToResponse(task, state, 5)).toMatchObject({
      type: 'fill_blanks',
      score: 2,
      answers: ['goes', ''],
      timeSpent: 5,
    });
    const copy = taskForStudent(task, state, { seed: 's' });
    expect(copy.blanks).toEqual([{ answers: ['goes'] }, {}]);
    const browser = taskFromStudentJson(copy) as FillBlanksTask;
    expect(browser.blanks[1]?.answers).toEqual([hiddenKey]);
    // Once over, the task comes whole with the student's bank.
    const whole = wholeForStudent(bankTask, { seed: 's' });
    expect(whole.bank).toEqual(studentBank(bankTask, { seed: 's' }));
  });

  it('reads an answer posted with only the contract’s answers; entries of another shape are dropped', () => {
    expect(readFillBlanksAnswer({ answers: ['goes', ' '] }, base)).toMatchObject({
      answers: ['goes', ' '],
      attempts: [['goes'], []],
      verdicts: [],
    });
    expect(
      readFillBlanksAnswer({ attempts: [['x', { text: 'y' }]], verdicts: [['near', 'maybe']] }, base),
    ).toMatchObject({
      answers: ['x'],
      attempts: [['x']],
      verdicts: [['near']],
    });
    expect(fillBlanksKind.looksLikeResponse({ attempts: [], verdicts: [] })).toBe(true);
    expect(fillBlanksKind.looksLikeResponse({ selectedAnswer: 'x' })).toBe(false);
  });

  it('caps a posted answer: as many gaps as the task, six answers a gap, 200 characters an answer', () => {
    const lists = fillBlanksKind.answer.lists(task);
    expect(lists.map((cap) => [cap.path, cap.max])).toEqual([
      [['answers'], 2],
      [['attempts'], 2],
      [['verdicts'], 2],
    ]);
    const posted = (attempts: string[][]) => readFillBlanksAnswer({ attempts }, base);
    expect(fillBlanksKind.answer.overLimit(task, posted([['a', 'b', 'c', 'd', 'e', 'f', 'g']]))).toBe(
      'attempts[0] has 7 answers; a gap takes at most 6',
    );
    expect(fillBlanksKind.answer.overLimit(task, posted([['x'.repeat(201)]]))).toBe(
      'an answer has 201 characters; a gap takes at most 200',
    );
    expect(fillBlanksKind.answer.overLimit(task, posted([['goes']]))).toBeNull();
  });

  it('the dots left go down with each wrong answer, and by a whole gap when it closes', () => {
    const dots = fillBlanksKind.pointDots(task);
    expect(dots).toBe(4);
    expect(fillBlanksKind.dotsLeft(task, play(task, [[0, 'gose']]), dots)).toBe(4);
    expect(fillBlanksKind.dotsLeft(task, play(task, [[0, 'went']]), dots)).toBe(3);
    expect(
      fillBlanksKind.dotsLeft(
        task,
        play(task, [
          [0, 'went'],
          [0, 'go'],
        ]),
        dots,
      ),
    ).toBe(2);
  });

  it('the replay names a word of the bank by its place in the teacher’s order', () => {
    const copy = { seed: 'replay' };
    const bank = studentBank(bankTask, copy);
    const tracking = { clicks: bank.map((_, place) => ({ target: `bank:${place}` })) };
    const renamed = trackingFromStudent(bankTask, tracking, copy);
    const teacherWords = bankTask.blanks.map((blank) => blank.answers[0]);
    renamed.clicks.forEach((click, place) => {
      const index = Number(click.target?.split(':')[1]);
      expect(teacherWords[index]).toBe(bank[place]);
    });
    expect(trackingFromStudent(task, { clicks: [{ target: 'gap:1' }] }, copy).clicks).toEqual([
      { target: 'gap:1' },
    ]);
  });
});
