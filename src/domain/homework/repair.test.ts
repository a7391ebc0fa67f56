import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  markRepaired,
  noValidTasksMessage,
  repairAssignmentDetails,
  taskDataProblem,
  unwrapAssignmentDetails,
} from './repair';

import { assignmentDetailsSchema } from '#domain/tasks/schemas';
import type { Task } from './schema';

const repairOne = (raw: unknown): Task => {
  const task = repairAssignmentDetails({ tasks: [raw] }).tasks[0];
  if (!task) throw new Error('no task');
  return task;
};

const taskLike = fc.record(
  {
    id: fc.oneof(fc.string(), fc.integer()),
    type: fc.constantFrom('sequence_task', 'mcq_1', 'binary_task', 'find_mistakes', 'other'),
    items: fc.array(fc.jsonValue()),
    options: fc.array(fc.jsonValue()),
    correctAnswer: fc.jsonValue(),
    points: fc.jsonValue(),
    find: fc.record({ fragments: fc.array(fc.record({ text: fc.jsonValue(), isError: fc.boolean() })) }),
    fix: fc.array(fc.dictionary(fc.constantFrom('errorId', 'options', 'correct'), fc.jsonValue())),
  },
  { requiredKeys: ['id', 'type'] },
);

function deepFrozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFrozen(child);
  }
  return value;
}

describe('homework repair (spec section 5)', () => {
  it('drops tasks without a type or id', () => {
    const details = repairAssignmentDetails({
      tasks: [
        { type: 'binary_task', statement: 'no id' },
        { id: 'a', statement: 'no type' },
        { id: '', type: 'binary_task' },
        { id: 'b', type: 'binary_task', statement: 'kept' },
        'not an object',
        null,
      ],
    });
    expect(details.tasks.map((t) => t.id)).toEqual(['b']);
  });

  it('keeps numeric ids as strings and drops later tasks that repeat an id', () => {
    const details = repairAssignmentDetails({
      tasks: [
        { id: 7, type: 'binary_task', statement: 'first' },
        { id: '7', type: 'binary_task', statement: 'second' },
      ],
    });
    expect(details.tasks).toHaveLength(1);
    expect(details.tasks[0]).toMatchObject({ id: '7', statement: 'first' });
  });

  it('migrates a sequence_task with scrambledWords or words to items; 2 points per item; a missing correctOrder is never the items as written', () => {
    expect(
      repairOne({ id: 's', type: 'sequence_task', scrambledWords: ['b', 'a', 'c'], correctOrder: ['a', 'b', 'c'] }),
    ).toMatchObject({ items: ['b', 'a', 'c'], correctOrder: ['a', 'b', 'c'], points: 6 });
    const keyless = repairOne({ id: 's', type: 'sequence_task', scrambledWords: ['b', 'a', 'c'] });
    expect(keyless).toMatchObject({
      items: ['b', 'a', 'c'],
      correctOrder: [],
      points: 0,
      keyProblem: { field: 'correctOrder' },
    });
    expect(
      repairOne({ id: 's', type: 'sequence_task', words: ['x', 'y'], correctOrder: ['y', 'x'] }),
    ).toMatchObject({ items: ['x', 'y'], correctOrder: ['y', 'x'], points: 4 });
  });

  it('keeps given sequence points; a correctOrder that is not a reordering of the items leaves the task keyless, worth 0', () => {
    const good = repairOne({ id: 's', type: 'sequence_task', items: ['a', 'b'], correctOrder: ['b', 'a'], points: 5 });
    expect(good).toMatchObject({ correctOrder: ['b', 'a'], points: 5 });
    expect(good.keyProblem).toBeUndefined();
    const task = repairOne({
      id: 's',
      type: 'sequence_task',
      items: ['a', 'b'],
      correctOrder: ['a', 'z'],
      points: 5,
    });
    expect(task).toMatchObject({ correctOrder: [], points: 0, keyProblem: { field: 'correctOrder' } });
    expect(taskDataProblem(task)).toBe('missing-key');
  });

  it('gives an mcq_1 with no options no options and no key: it is not played', () => {
    const task = repairOne({ id: 'm', type: 'mcq_1', question: 'Q?', correctAnswer: 'a' });
    expect(task).toMatchObject({ options: [], correctAnswer: '', points: 0, keyProblem: { field: 'options' } });
  });

  it('reads an mcq correctAnswer given as an index or text (outer spaces forgiven); any other never becomes the first option', () => {
    const base = { id: 'm', type: 'mcq_1', options: ['red', 'green', 'blue'] };
    expect(repairOne({ ...base, correctAnswer: 2 })).toMatchObject({ correctAnswer: 'blue' });
    expect(repairOne({ ...base, correctAnswer: 'green' })).toMatchObject({ correctAnswer: 'green' });
    expect(repairOne({ ...base, correctAnswer: ' green ' })).toMatchObject({ correctAnswer: 'green' });
    expect(repairOne({ ...base, correctAnswer: '1' })).toMatchObject({ correctAnswer: 'green' });
    for (const wrong of ['purple', 'Green', 9, undefined, null, true]) {
      const task = repairOne({ ...base, correctAnswer: wrong });
      expect(task).toMatchObject({ correctAnswer: '', points: 0, keyProblem: { field: 'correctAnswer' } });
      expect(taskDataProblem(task)).toBe('missing-key');
    }
  });

  it('refuses "An" for the options a, an, naming the near match', () => {
    const task = repairOne({ id: 'm', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An' });
    expect(task.keyProblem?.field).toBe('correctAnswer');
    expect(task.keyProblem?.message).toContain('"An" is not one of the options');
    expect(task.keyProblem?.message).toContain('did you mean "an"?');
  });

  it('caps mcq points at 20 and defaults them to 10', () => {
    const mcq = { id: 'm', type: 'mcq_1', options: ['a', 'b'], correctAnswer: 'a' };
    expect(repairOne({ ...mcq, points: 50 })).toMatchObject({ points: 20 });
    expect(repairOne(mcq)).toMatchObject({ points: 10 });
    expect(repairOne({ ...mcq, points: -3 })).toMatchObject({ points: 10 });
  });

  it('treats absurd points (above 10000) as missing so sums stay finite', () => {
    const binary = { id: 'b', type: 'binary_task', correctAnswer: true };
    expect(repairOne({ ...binary, points: 1e308 })).toMatchObject({ points: 10 });
    expect(repairOne({ ...binary, points: '7' })).toMatchObject({ points: 7 });
  });

  it('uses the mcq sentence as the question when the question is missing', () => {
    expect(
      repairOne({ id: 'm', type: 'mcq_1', sentence: 'I ___ happy.', options: ['am', 'is'] }),
    ).toMatchObject({
      question: 'I ___ happy.',
      sentence: 'I ___ happy.',
    });
  });

  it('defaults a binary_task to an empty passage and statement and points 10; without true or false it has no key', () => {
    expect(repairOne({ id: 'b', type: 'binary_task', correctAnswer: true })).toEqual({
      id: 'b',
      type: 'binary_task',
      question: '',
      points: 10,
      passage: '',
      statement: '',
      correctAnswer: true,
    });
    for (const wrong of [undefined, 'yes', 1, null]) {
      expect(repairOne({ id: 'b', type: 'binary_task', correctAnswer: wrong, points: 4 })).toMatchObject({
        points: 0,
        keyProblem: { field: 'correctAnswer', message: 'expected true or false' },
      });
    }
    expect(repairOne({ id: 'b', type: 'binary_task', correctAnswer: 'false' })).toMatchObject({
      correctAnswer: false,
    });
  });

  it('defaults find_mistakes to mode find_only and points 10, giving error fragments unique errorIds', () => {
    const task = repairOne({
      id: 'f',
      type: 'find_mistakes',
      mode: 'weird',
      find: { fragments: [{ text: 'I ' }, { text: 'goed', isError: true }, { text: 'home', isError: true }] },
    });
    expect(task).toMatchObject({
      mode: 'find_only',
      points: 10,
      mistakeCount: { revealed: false, count: 2, display: 'exactly' },
    });
    if (task.type !== 'find_mistakes' || !('find' in task)) throw new Error('wrong type');
    expect(task.find.fragments.map((f) => f.errorId)).toEqual([undefined, 'error-1', 'error-2']);
  });

  it('repairs find_and_fix fix entries: errorId by position, correct as index or text; an entry without a right fix leaves the task keyless', () => {
    const task = repairOne({
      id: 'f',
      type: 'find_mistakes',
      mode: 'find_and_fix',
      find: {
        fragments: [
          { text: 'goed', isError: true, errorId: 'e1' },
          { text: 'x', isError: true },
        ],
      },
      fix: [{ prompt: 'p', options: ['went', 'gone'], correct: 0 }, { correct: 'right' }, { errorId: 'zz' }],
    });
    if (task.type !== 'find_mistakes' || !('fix' in task)) throw new Error('wrong type');
    expect(task.fix).toEqual([
      { errorId: 'e1', prompt: 'p', options: ['went', 'gone'], correct: 'went' },
      { errorId: 'error-2', prompt: '', options: ['right'], correct: 'right' },
    ]);
    expect(task).toMatchObject({ points: 0, keyProblem: { field: 'fix[2].correct' } });
  });

  it('in find_and_fix, a fix whose correct is not among its options, or a mistake without a fix, leaves the task keyless', () => {
    const fragments = [
      { text: 'goed', isError: true, errorId: 'e1' },
      { text: ' home', isError: false },
      { text: 'yesterdy', isError: true, errorId: 'e2' },
    ];
    const base = { id: 'f', type: 'find_mistakes', mode: 'find_and_fix', points: 4, find: { fragments } };
    const wrongFix = repairOne({
      ...base,
      fix: [
        { errorId: 'e1', options: ['went', 'gone'], correct: 'Went' },
        { errorId: 'e2', options: ['yesterday'], correct: 'yesterday' },
      ],
    });
    expect(wrongFix.keyProblem?.field).toBe('fix[0].correct');
    expect(wrongFix.keyProblem?.message).toContain('did you mean "went"?');
    const missing = repairOne({ ...base, fix: [{ errorId: 'e1', options: ['went'], correct: 'went' }] });
    expect(missing).toMatchObject({ points: 0, keyProblem: { field: 'find.fragments[2]' } });
    // The same task to find only plays no corrections, so it keeps its points.
    const findOnly = repairOne({ ...base, mode: 'find_only', fix: [] });
    expect(findOnly.keyProblem).toBeUndefined();
    expect(findOnly.points).toBe(4);
    const whole = repairOne({
      ...base,
      fix: [
        { errorId: 'e1', options: ['went', 'gone'], correct: 'went' },
        { errorId: 'e2', options: ['yesterday'], correct: 'yesterday' },
      ],
    });
    expect(whole.keyProblem).toBeUndefined();
  });

  it("defaults any other task's points to 10 and keeps it as an unknown task", () => {
    const task = repairOne({ id: 'u', type: 'drawing_task', question: 'Draw' });
    expect(task).toMatchObject({ id: 'u', type: 'drawing_task', question: 'Draw', points: 10 });
    expect(task).toHaveProperty('raw.type', 'drawing_task');
  });

  it('puts a 0-point placeholder task saying there are no valid tasks when none remain', () => {
    const details = repairAssignmentDetails({ tasks: [{ foo: 1 }] });
    expect(details.tasks).toHaveLength(1);
    expect(details.tasks[0]).toMatchObject({ type: 'binary_task', points: 0, question: noValidTasksMessage });
    expect(noValidTasksMessage).toContain('no valid tasks');
    expect(noValidTasksMessage).toContain('contact your teacher');
    expect(details.passingScore).toBe(0);
  });

  it('defaults passingScore to 70% of the summed points, rounded down, and totalPoints to the sum', () => {
    const details = repairAssignmentDetails({
      tasks: [
        { id: 'a', type: 'binary_task', points: 7, correctAnswer: true },
        { id: 'b', type: 'binary_task', points: 8, correctAnswer: false },
      ],
    });
    expect(details).toMatchObject({ totalPoints: 15, passingScore: 10, instructions: '' });
    expect(repairAssignmentDetails({ passingScore: 3, totalPoints: 99, tasks: [] })).toMatchObject({
      passingScore: 3,
      totalPoints: 99,
    });
  });

  it('takes the points of a task without a key out of the total the teacher wrote, and keeps the passing score within it', () => {
    const details = repairAssignmentDetails({
      totalPoints: 20,
      passingScore: 18,
      tasks: [
        { id: 'a', type: 'binary_task', points: 10, correctAnswer: true },
        { id: 'b', type: 'mcq_1', points: 10, options: ['a', 'an'], correctAnswer: 'An' },
      ],
    });
    expect(details).toMatchObject({ totalPoints: 10, passingScore: 10 });
    expect(details.tasks.map((task) => task.points)).toEqual([10, 0]);
    // Repairing it again (as stored) changes nothing.
    expect(repairAssignmentDetails(JSON.parse(JSON.stringify(details)))).toEqual(details);
  });

  it('accepts a JSON string, a wrapper holding assignmentDetails, or a wrapper holding a JSON string', () => {
    const details = { instructions: 'Do it', tasks: [{ id: 'a', type: 'binary_task' }] };
    for (const input of [
      JSON.stringify(details),
      { assignmentDetails: details },
      { title: 'T', assignmentDetails: JSON.stringify(details) },
    ]) {
      expect(repairAssignmentDetails(input)).toMatchObject({ instructions: 'Do it', tasks: [{ id: 'a' }] });
    }
    expect(unwrapAssignmentDetails('{not json')).toEqual({});
  });

  it('never throws, even on an object whose getters throw', () => {
    const hostile = {
      get tasks(): unknown {
        throw new Error('boom');
      },
    };
    expect(repairAssignmentDetails(hostile).tasks[0]).toMatchObject({ points: 0 });
  });

  it('yields valid assignment details for any JSON value (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(assignmentDetailsSchema.safeParse(repairAssignmentDetails(value)).success).toBe(true);
        expect(assignmentDetailsSchema.safeParse(repairAssignmentDetails({ tasks: value })).success).toBe(
          true,
        );
      }),
    );
  });

  // Generous time: a hundred random homework on a machine busy with other suites.
  it('yields valid assignment details for any array of task-like objects (property)', { timeout: 20_000 }, () => {
    fc.assert(
      fc.property(fc.array(taskLike), (tasks) => {
        const parsed = assignmentDetailsSchema.safeParse(repairAssignmentDetails({ tasks }));
        expect(parsed.success).toBe(true);
      }),
    );
  });

  it('is idempotent for the four kinds: repairing repaired homework changes nothing, so a kept one is answered as it is (property)', () => {
    const known = taskLike.filter((task) => task.type !== 'other');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue(),
          fc.array(known).map((tasks) => ({ tasks })),
        ),
        (value) => {
          const once = repairAssignmentDetails(value);
          // Through JSON, as stored and read back. (An unknown kind keeps what it was given under
          // `raw`, so repairing it again would wrap that once more: the kept one is not repaired again.)
          const stored = JSON.parse(JSON.stringify(once));
          expect(repairAssignmentDetails(stored)).toEqual(stored);
          markRepaired(deepFrozen(once));
          expect(repairAssignmentDetails(once)).toBe(once);
        },
      ),
    );
  });
});

describe('task data problems (spec section 2, homework player)', () => {
  it("flags a sequence task without items as corrupted ('Invalid task data detected')", () => {
    expect(taskDataProblem(repairOne({ id: 's', type: 'sequence_task' }))).toBe('corrupted-sequence');
    expect(
      taskDataProblem(repairOne({ id: 's', type: 'sequence_task', items: ['a'], correctOrder: ['a'] })),
    ).toBeNull();
  });

  it("flags a find-mistakes task without fragments, or without an error, as 'Invalid task data'", () => {
    expect(taskDataProblem(repairOne({ id: 'f', type: 'find_mistakes' }))).toBe('invalid-find-mistakes');
    const noError = { id: 'f', type: 'find_mistakes', find: { fragments: [{ text: 'ok' }] } };
    expect(taskDataProblem(repairOne(noError))).toBe('invalid-find-mistakes');
    const good = { id: 'f', type: 'find_mistakes', find: { fragments: [{ text: 'x', isError: true }] } };
    expect(taskDataProblem(repairOne(good))).toBeNull();
  });

  it('reports no data problem for binary and mcq tasks with their keys, and unknown tasks', () => {
    expect(taskDataProblem(repairOne({ id: 'b', type: 'binary_task', correctAnswer: false }))).toBeNull();
    expect(taskDataProblem(repairOne({ id: 'm', type: 'mcq_1', options: ['x', 'y'], correctAnswer: 'y' }))).toBeNull();
    expect(taskDataProblem(repairOne({ id: 'u', type: 'essay' }))).toBeNull();
  });
});
