import { describe, expect, it } from 'vitest';
import { parseHomeworkText, refusedFindings, validateHomework } from './editor';
import { knownTaskTypes } from '#domain/tasks/registry';

const paths = (findings: { path: string }[]) => findings.map((f) => f.path);

describe('manager JSON editor: parsing (teacher spec section 5)', () => {
  it("answers 'Invalid JSON format' when the text does not parse or is not an object", () => {
    expect(parseHomeworkText('{oops')).toEqual({ ok: false, error: 'Invalid JSON format' });
    expect(parseHomeworkText('[1,2]')).toEqual({ ok: false, error: 'Invalid JSON format' });
    expect(parseHomeworkText('')).toEqual({ ok: false, error: 'Invalid JSON format' });
  });

  it('takes assignment details from the assignmentDetails field, with title, description and dueDate', () => {
    const text = JSON.stringify({
      title: 'T',
      description: 'D',
      dueDate: '2024-07-01',
      assignmentDetails: { tasks: [] },
    });
    expect(parseHomeworkText(text)).toEqual({
      ok: true,
      title: 'T',
      description: 'D',
      dueDate: '2024-07-01',
      assignmentDetails: { tasks: [] },
    });
  });

  it('takes the whole JSON as the assignment details when that field is absent', () => {
    expect(parseHomeworkText('{"totalPoints":100,"tasks":[]}')).toEqual({
      ok: true,
      assignmentDetails: { totalPoints: 100, tasks: [] },
    });
  });
});

describe('manager JSON editor: validation names each path', () => {
  it('reports tasks that are not an array, and a homework with no valid task', () => {
    expect(validateHomework({}).problems).toMatchObject([
      { path: 'tasks', message: 'expected an array of tasks' },
    ]);
    expect(validateHomework({ tasks: [] }).problems).toMatchObject([
      { path: 'tasks', message: 'expected at least 1 valid task' },
    ]);
  });

  it('reports tasks without id or type, non-objects and duplicate ids as problems', () => {
    const { problems } = validateHomework({
      tasks: [
        { type: 'binary_task' },
        { id: 'a' },
        7,
        { id: 'b', type: 'binary_task', correctAnswer: true, statement: 's', points: 10 },
        { id: 'b', type: 'binary_task' },
      ],
    });
    expect(problems).toMatchObject([
      { path: 'tasks[0].id', message: 'required' },
      { path: 'tasks[1].type', message: 'required' },
      { path: 'tasks[2]', message: 'expected an object' },
      { path: 'tasks[4].id', message: 'duplicate task id "b"' },
    ]);
  });

  it('reports an unknown task type, an mcq with fewer than 2 options, a sequence without items, a find task without errors', () => {
    const { problems } = validateHomework({
      tasks: [
        { id: 'u', type: 'essay' },
        { id: 'm', type: 'mcq_1', options: ['only'], correctAnswer: 'only' },
        { id: 's', type: 'sequence_task' },
        { id: 'f', type: 'find_mistakes', find: { fragments: [{ text: 'fine' }] } },
      ],
    });
    expect(problems).toMatchObject([
      {
        path: 'tasks[0].type',
        message: `unknown task type "essay"; expected one of ${knownTaskTypes.join(', ')}`,
      },
      { path: 'tasks[1].options', message: 'expected at least 2 options' },
      { path: 'tasks[2].items', message: 'expected at least 1 item' },
      { path: 'tasks[3].find.fragments', message: 'expected at least 1 fragment with isError true' },
    ]);
  });

  it('warns, task by task, where points differs from the most this task can score (DESIGN.md "Scoring")', () => {
    const { problems, warnings } = validateHomework({
      totalPoints: 16,
      passingScore: 11,
      instructions: 'Go',
      tasks: [
        { id: 'm', type: 'mcq_1', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a', points: 10 },
        { id: 's', type: 'sequence_task', items: ['a', 'b', 'c'], correctOrder: ['c', 'b', 'a'], points: 6 },
      ],
    });
    expect(problems).toEqual([]);
    expect(warnings).toMatchObject([
      { path: 'tasks[0].points', message: 'points is 10 but the most this task can score is 6' },
    ]);
  });

  it('warns about harmless repairs: capped or missing points, older field names, spaces, an index, true as text', () => {
    const { problems, warnings } = validateHomework({
      assignmentDetails: {
        tasks: [
          { id: 'm', type: 'mcq_1', options: ['a', 'b'], correctAnswer: ' b ', points: 30 },
          { id: 'n', type: 'mcq_1', options: ['a', 'b'], correctAnswer: 1, points: 2 },
          { id: 'b', type: 'binary_task', correctAnswer: 'true', points: 'many' },
          { id: 's', type: 'sequence_task', words: ['a', 'b'], correctOrder: ['b', 'a'], points: 4 },
          { id: 'g', type: 'find_mistakes', points: 2, find: { fragments: [{ text: 'x', isError: true }] } },
        ],
      },
    });
    expect(problems).toEqual([]);
    expect(paths(warnings)).toEqual([
      'tasks[0].correctAnswer',
      'tasks[0].points',
      'tasks[0].points',
      'tasks[1].correctAnswer',
      'tasks[2].points',
      'tasks[2].correctAnswer',
      'tasks[2].statement',
      'tasks[3].items',
      'tasks[4].mode',
      'totalPoints',
      'passingScore',
      'instructions',
    ]);
    expect(warnings[0]?.message).toBe('has extra spaces; the option "b" is used');
    expect(warnings[1]).toMatchObject({ path: 'tasks[0].points', message: 'is capped at 20' });
    expect(warnings[3]?.message).toBe('is an option index; the option "b" is used');
    expect(warnings[4]?.message).toBe('expected a number from 0 to 10000; defaults to 10');
    expect(warnings[5]?.message).toBe('is text; write true without quotes');
  });

  it('refuses every key repair would have to make up, naming the task and the field', () => {
    const { problems } = validateHomework({
      tasks: [
        { id: 'm', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An', points: 2 },
        { id: 'b', type: 'binary_task', correctAnswer: 'yes', points: 1 },
        { id: 's', type: 'sequence_task', words: ['a', 'b'], correctOrder: ['a', 'q'], points: 4 },
        { id: 't', type: 'sequence_task', items: ['a', 'b'], points: 4 },
        {
          id: 'f',
          type: 'find_mistakes',
          mode: 'find_and_fix',
          points: 4,
          find: {
            fragments: [
              { text: 'x', isError: true, errorId: 'e1' },
              { text: 'y', isError: true, errorId: 'e2' },
            ],
          },
          fix: [{ errorId: 'e1', options: ['a', 'b'], correct: 'a' }],
        },
        {
          id: 'g',
          type: 'find_mistakes',
          mode: 'find_and_fix',
          points: 2,
          find: { fragments: [{ text: 'x', isError: true, errorId: 'e1' }] },
          fix: [{ errorId: 'e1', options: ['a', 'b'], correct: 'c' }],
        },
        { id: 'o', type: 'mcq_1', correctAnswer: 'a' },
      ],
    });
    expect(paths(problems)).toEqual([
      'tasks[0].correctAnswer',
      'tasks[1].correctAnswer',
      'tasks[2].correctOrder',
      'tasks[3].correctOrder',
      'tasks[4].find.fragments[1]',
      'tasks[5].fix[0].correct',
      'tasks[6].options',
    ]);
    expect(problems[0]?.message).toBe(
      'task "m": correctAnswer "An" is not one of the options; did you mean "an"? Options must match exactly, capital letters included',
    );
    expect(problems[1]?.message).toBe('task "b": correctAnswer expected true or false');
    expect(problems[3]?.message).toBe('task "t": correctOrder missing; list the items in their right order');
    expect(problems[4]?.message).toContain('task "f": find.fragments[1] is a mistake without a correction');
    expect(
      refusedFindings({ tasks: [{ id: 'm', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An' }] }),
    ).toEqual([problems[0]]);
  });

  it('warns when totalPoints or passingScore disagree with the task points', () => {
    const { warnings } = validateHomework({
      totalPoints: 100,
      passingScore: 70,
      instructions: '',
      tasks: [{ id: 'b', type: 'binary_task', correctAnswer: true, statement: 's', points: 10 }],
    });
    expect(warnings).toMatchObject([
      { path: 'totalPoints', message: 'totalPoints is 100 but the task points add up to 10' },
      { path: 'passingScore', message: 'passingScore is 70 but the task points add up to 10' },
    ]);
  });
});
