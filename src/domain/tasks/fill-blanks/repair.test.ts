import { describe, expect, it } from 'vitest';
import { refusedFindings } from '#domain/homework/editor';
import { fillBlanksToResponse, initialFillBlanksState, reduceFillBlanks } from './engine';
import { repairFillBlanks } from './repair';
import { fillBlanksEditorProblems, fillBlanksFigures, fillBlanksRightFirstTry } from './review';
import type { FillBlanksTaskResponse } from './types';

const raw = {
  text: 'She ___ to school and ___ home at five.',
  blanks: [{ answers: [' goes '] }, { answers: ['comes', 'gets'], caseSensitive: false }],
};

describe('fill_blanks repair and editor checks', () => {
  it('reads the contract shape; points default to 2 per gap; answers trimmed', () => {
    const task = repairFillBlanks(raw, 't1', 'Fill in');
    expect(task).toEqual({
      id: 't1',
      type: 'fill_blanks',
      question: 'Fill in',
      points: 4,
      text: raw.text,
      blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
    });
    expect(repairFillBlanks({ ...raw, wordBank: true, points: 7 }, 't1', '')).toMatchObject({
      wordBank: true,
      points: 7,
    });
  });

  it('refuses a text whose gaps do not match the blanks, with the field', () => {
    expect(repairFillBlanks({ ...raw, text: 'She ___.' }, 't', '').keyProblem).toMatchObject({
      field: 'blanks',
      message: 'has 2 blanks but the text has 1 gap (___); each ___ is the next blank, in order',
    });
    expect(repairFillBlanks({ ...raw, text: 'No gaps' }, 't', '').keyProblem?.field).toBe('text');
    expect(repairFillBlanks({ text: '___' }, 't', '').keyProblem?.field).toBe('blanks');
    expect(repairFillBlanks({ text: '___', blanks: [{ answers: ['  '] }] }, 't', '').keyProblem?.field).toBe(
      'blanks[0].answers',
    );
    expect(
      repairFillBlanks({ text: '___', blanks: [{ answers: ['x'.repeat(201)] }] }, 't', '').keyProblem?.field,
    ).toBe('blanks[0].answers[0]');
  });

  it('a save is refused with the path: gaps that do not match, more than 50 gaps, more than 20 answers to a gap', () => {
    const task = (fields: Record<string, unknown>) => ({
      tasks: [{ id: 'a', type: 'fill_blanks', question: 'Q', ...fields }],
    });
    expect(
      refusedFindings(task({ text: 'She ___ and ___.', blanks: [{ answers: ['goes'] }] })),
    ).toMatchObject([
      {
        path: 'tasks[0].blanks',
        message:
          'task "a": blanks has 1 blank but the text has 2 gaps (___); each ___ is the next blank, in order',
      },
    ]);
    const many = Array.from({ length: 51 }, () => ({ answers: ['x'] }));
    expect(refusedFindings(task({ text: '___ '.repeat(51), blanks: many }))).toMatchObject([
      { path: 'tasks[0].blanks', message: 'has 51 entries; at most 50 are allowed' },
    ]);
    const answers = Array.from({ length: 21 }, (_, i) => `w${i}`);
    expect(refusedFindings(task({ text: '___', blanks: [{ answers }] }))).toMatchObject([
      { path: 'tasks[0].blanks[0].answers', message: 'has 21 entries; at most 20 are allowed' },
    ]);
    expect(refusedFindings(task({ text: 'She ___.', blanks: [{ answers: ['goes'] }] }))).toEqual([]);
  });

  it('warns of doubtful values with their paths', () => {
    const warnings: string[] = [];
    const raw = { text: '___', wordBank: true, blanks: [{ answers: ['a', 'A'], caseSensitive: 'yes' }] };
    fillBlanksEditorProblems(
      raw,
      repairFillBlanks(raw, 't', ''),
      'tasks[3]',
      () => {},
      (path, found) => warnings.push(`${path}: ${found.message}`),
    );
    expect(warnings).toEqual([
      'tasks[3].blanks[0].caseSensitive: expected true or false; capitals will not count',
      'tasks[3].blanks[0].answers: lists "A" twice (the same once normalised)',
      'tasks[3].wordBank: a bank of one word gives the answer away',
    ]);
  });
});

describe('fill_blanks item analysis', () => {
  it('counts per gap the right answers and the most common wrong ones, once per student', () => {
    const task = repairFillBlanks(raw, 't1', '');
    const answerWith = (texts: Array<[number, string]>, timeSpent = 0): FillBlanksTaskResponse => {
      const state = texts.reduce(
        (s, [blank, text]) => reduceFillBlanks(task, s, { type: 'answer-blank', blank, text }),
        initialFillBlanksState(task),
      );
      return { ...fillBlanksToResponse(task, state), timeSpent };
    };
    const responses = [
      answerWith([
        [0, 'go'],
        [0, 'goes'],
        [1, 'comes'],
      ]),
      answerWith([
        [0, 'Go'],
        [0, 'went'],
        [1, 'gets'],
      ]),
      answerWith([
        [0, 'went'],
        [0, 'goes'],
      ]),
      answerWith([
        [0, 'goes'],
        [1, 'comes'],
      ]),
    ];
    const [first, second] = fillBlanksFigures(task, responses);
    expect(first).toEqual({
      blank: 0,
      answer: 'goes',
      answered: 4,
      right: 3,
      rightFirstTry: 1,
      wrongAnswers: [
        { text: 'go', students: 2 },
        { text: 'went', students: 2 },
      ],
    });
    expect(second).toMatchObject({ answered: 3, right: 3, rightFirstTry: 3, wrongAnswers: [] });
    expect(responses.map(fillBlanksRightFirstTry)).toEqual([false, false, false, true]);
  });
});
