import { describe, expect, it } from 'vitest';
import { refusedFindings, validateHomework } from '#domain/homework/editor';
import { repairAssignmentDetails, repairTask } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { initialTaskState, isTaskDone, reduceTask, type TaskAction, type TaskState } from './engine';
import { hasExplanations, taskExplanations } from './explanations';
import { taskForStudent, taskFromStudentJson, wholeForStudent } from './student-task';

const copy = { seed: 'student-1:homework-1' };

// One task of every kind, each with an explanation (the choice also with its options'), and the
// actions (in the teacher's order) that finish it.
const cases: { raw: Record<string, unknown>; finish: TaskAction[] }[] = [
  {
    raw: {
      id: 'seq',
      type: 'sequence_task',
      items: ['home', 'went', 'She'],
      correctOrder: ['She', 'went', 'home'],
      explanation: 'WHY-SEQ the subject comes first.',
    },
    finish: [
      { type: 'tap-item', index: 2 },
      { type: 'tap-item', index: 1 },
      { type: 'tap-item', index: 0 },
      { type: 'check-order' },
    ],
  },
  {
    raw: {
      id: 'mcq',
      type: 'mcq_1',
      sentence: 'I waited for ___ hour.',
      options: ['a', 'an', 'the'],
      correctAnswer: 'an',
      explanation: 'WHY-MCQ we say "an" before a vowel sound.',
      optionExplanations: { a: 'WHY-OPT-A "a" goes before a consonant sound.', an: 'WHY-OPT-AN right.' },
    },
    finish: [{ type: 'pick-option', index: 1 }],
  },
  {
    raw: {
      id: 'bin',
      type: 'binary_task',
      passage: 'Anna woke up late.',
      statement: 'Anna was early.',
      correctAnswer: false,
      explanation: 'WHY-BIN she woke up late.',
    },
    finish: [{ type: 'pick-answer', value: false }],
  },
  {
    raw: {
      id: 'find',
      type: 'find_mistakes',
      mode: 'find_only',
      mistakeCount: { revealed: true, count: 1 },
      find: { fragments: [{ text: 'She ' }, { text: 'goed', isError: true }, { text: ' home.' }] },
      explanation: 'WHY-FIND the past of go is went.',
    },
    finish: [{ type: 'click-fragment', index: 1 }],
  },
  {
    raw: {
      id: 'gaps',
      type: 'fill_blanks',
      text: 'She ___ home.',
      blanks: [{ answers: ['went'] }],
      explanation: 'WHY-GAPS the past of go is went.',
    },
    finish: [{ type: 'answer-blank', blank: 0, text: 'went' }],
  },
];

function repaired(raw: Record<string, unknown>): Task {
  const task = repairTask(raw);
  if (!task) throw new Error('not a task');
  return task;
}

function finished(task: Task, actions: TaskAction[]): TaskState {
  const state = actions.reduce((s, action) => reduceTask(task, s, action), initialTaskState(task));
  expect(isTaskDone(task, state)).toBe(true);
  return state;
}

describe('explanations (every kind)', () => {
  it.each(cases)(
    '$raw.type: none in the open copy, all in the finished and the whole copy',
    ({ raw, finish }) => {
      const task = repaired(raw);
      expect(task.explanation).toBe(raw.explanation);
      const open = JSON.stringify(taskForStudent(task, initialTaskState(task), copy));
      expect(open).not.toContain('WHY-');
      // After the first action that does not finish it, still none (a wrong pick, a placed word).
      for (let n = 1; n < finish.length; n += 1) {
        const state = finish.slice(0, n).reduce((s, a) => reduceTask(task, s, a), initialTaskState(task));
        expect(JSON.stringify(taskForStudent(task, state, copy))).not.toContain('WHY-');
      }
      const done = taskForStudent(task, finished(task, finish), copy);
      expect(done.explanation).toBe(raw.explanation);
      expect(wholeForStudent(task, copy).explanation).toBe(raw.explanation);
      // The browser reads it back from the JSON the server sent.
      expect(taskFromStudentJson(JSON.parse(JSON.stringify(done)))?.explanation).toBe(raw.explanation);
    },
  );

  it('a wrong multiple-choice pick tells no option explanation; finishing tells the picked and the right one', () => {
    const mcq = cases[1] as (typeof cases)[number];
    const task = repaired(mcq.raw);
    const wrong = reduceTask(task, initialTaskState(task), { type: 'pick-option', index: 0 });
    expect(isTaskDone(task, wrong)).toBe(false);
    const open = taskFromStudentJson(taskForStudent(task, wrong, copy)) as Task;
    expect(hasExplanations(taskExplanations(open, wrong))).toBe(false);
    const right = reduceTask(task, wrong, { type: 'pick-option', index: 1 });
    const whole = taskFromStudentJson(JSON.parse(JSON.stringify(taskForStudent(task, right, copy)))) as Task;
    expect(whole).toMatchObject({
      optionExplanations: (task as { optionExplanations?: unknown }).optionExplanations,
    });
    // (The state here is in the teacher's order, so the notes are read on the teacher's task.)
    expect(taskExplanations(task, right)).toEqual({
      text: 'WHY-MCQ we say "an" before a vowel sound.',
      notes: [
        { about: 'a', text: 'WHY-OPT-A "a" goes before a consonant sound.' },
        { about: 'an', text: 'WHY-OPT-AN right.' },
      ],
    });
    // Not picked at all (the review of an unanswered task): the right option's explanation only.
    expect(taskExplanations(whole, initialTaskState(whole)).notes).toEqual([
      { about: 'an', text: 'WHY-OPT-AN right.' },
    ]);
  });

  it('repair trims explanations, drops empty ones and those of options the task does not have', () => {
    const task = repaired({
      id: 'm',
      type: 'mcq_1',
      options: ['a', 'b'],
      correctAnswer: 'a',
      explanation: '  ',
      optionExplanations: { a: '  Because.  ', b: '', c: 'No such option.' },
    });
    expect(task).not.toHaveProperty('explanation');
    expect(task).toMatchObject({ optionExplanations: { a: 'Because.' } });
    // Repairing again gives the same task.
    expect(repaired(task as unknown as Record<string, unknown>)).toEqual(task);
    // An option named like an object's own key is still only text.
    const odd = repaired(
      JSON.parse(
        '{"id":"o","type":"mcq_1","options":["__proto__","x"],"correctAnswer":"x","optionExplanations":{"__proto__":"Odd."}}',
      ),
    );
    expect(Object.entries((odd as { optionExplanations?: object }).optionExplanations ?? {})).toEqual([
      ['__proto__', 'Odd.'],
    ]);
    const plain = repaired({ id: 'b', type: 'binary_task', correctAnswer: true, explanation: ' It is. ' });
    expect(plain.explanation).toBe('It is.');
  });

  it('a homework without explanations stays valid and unchanged', () => {
    const details = {
      tasks: [{ id: 'm', type: 'mcq_1', options: ['a', 'b'], correctAnswer: 'a', points: 2 }],
    };
    expect(validateHomework(details).problems).toEqual([]);
    expect(repairAssignmentDetails(details).tasks[0]).not.toHaveProperty('optionExplanations');
  });

  it('refuses an explanation of an option that does not exist, naming the task and the field', () => {
    const details = {
      tasks: [
        {
          id: 'articles',
          type: 'mcq_1',
          options: ['a', 'an'],
          correctAnswer: 'an',
          points: 2,
          optionExplanations: { An: 'Before a vowel sound.', the: 'No.' },
        },
        { id: 't', type: 'binary_task', correctAnswer: true, points: 1, explanation: 42 },
      ],
    };
    const expected = [
      {
        path: 'tasks[0].optionExplanations',
        message:
          'task "articles": optionExplanations explains "An", which is not one of the options; did you mean "an"? Options must match exactly',
      },
      {
        path: 'tasks[0].optionExplanations',
        message: 'task "articles": optionExplanations explains "the", which is not one of the options',
      },
      {
        path: 'tasks[1].explanation',
        message: 'task "t": explanation expected text (why the answer is right)',
      },
    ];
    expect(validateHomework(details).problems).toMatchObject(expected);
    expect(refusedFindings(details)).toMatchObject(expected);
    expect(
      validateHomework({
        tasks: [{ id: 'm', type: 'mcq_1', options: ['a', 'b'], correctAnswer: 'a', optionExplanations: 'x' }],
      }).problems,
    ).toMatchObject([
      {
        path: 'tasks[0].optionExplanations',
        message: 'task "m": optionExplanations expected an object: option text -> explanation',
      },
    ]);
  });
});
