import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  markRepaired,
  noValidTasksMessage,
  repairAssignmentDetails,
  taskDataProblem,
  unwrapAssignmentDetails,
} from './repair';
import { placeholderMcqOptions } from './repair-task';
import { assignmentDetailsSchema, type Task } from './schema';

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

  it('migrates a sequence_task with scrambledWords or words to items; correctOrder defaults to items; 2 points per item', () => {
    expect(repairOne({ id: 's', type: 'sequence_task', scrambledWords: ['b', 'a', 'c'] })).toMatchObject({
      items: ['b', 'a', 'c'],
      correctOrder: ['b', 'a', 'c'],
      points: 6,
    });
    expect(
      repairOne({ id: 's', type: 'sequence_task', words: ['x', 'y'], correctOrder: ['y', 'x'] }),
    ).toMatchObject({ items: ['x', 'y'], correctOrder: ['y', 'x'], points: 4 });
  });

  it('keeps given sequence points and replaces a correctOrder that is not a reordering of the items', () => {
    const task = repairOne({
      id: 's',
      type: 'sequence_task',
      items: ['a', 'b'],
      correctOrder: ['a', 'z'],
      points: 5,
    });
    expect(task).toMatchObject({ correctOrder: ['a', 'b'], points: 5 });
  });

  it('gives an mcq_1 with no options four placeholder options', () => {
    const task = repairOne({ id: 'm', type: 'mcq_1', question: 'Q?' });
    expect(task).toMatchObject({ options: placeholderMcqOptions, correctAnswer: 'Option A', points: 10 });
  });

  it('normalises an mcq correctAnswer given as an index or text, and falls back to the first option when invalid', () => {
    const base = { id: 'm', type: 'mcq_1', options: ['red', 'green', 'blue'] };
    expect(repairOne({ ...base, correctAnswer: 2 })).toMatchObject({ correctAnswer: 'blue' });
    expect(repairOne({ ...base, correctAnswer: 'green' })).toMatchObject({ correctAnswer: 'green' });
    expect(repairOne({ ...base, correctAnswer: '1' })).toMatchObject({ correctAnswer: 'green' });
    expect(repairOne({ ...base, correctAnswer: 'purple' })).toMatchObject({ correctAnswer: 'red' });
    expect(repairOne({ ...base, correctAnswer: 9 })).toMatchObject({ correctAnswer: 'red' });
  });

  it('caps mcq points at 20 and defaults them to 10', () => {
    expect(repairOne({ id: 'm', type: 'mcq_1', options: ['a', 'b'], points: 50 })).toMatchObject({
      points: 20,
    });
    expect(repairOne({ id: 'm', type: 'mcq_1', options: ['a', 'b'] })).toMatchObject({ points: 10 });
    expect(repairOne({ id: 'm', type: 'mcq_1', options: ['a', 'b'], points: -3 })).toMatchObject({
      points: 10,
    });
  });

  it('treats absurd points (above 10000) as missing so sums stay finite', () => {
    expect(repairOne({ id: 'b', type: 'binary_task', points: 1e308 })).toMatchObject({ points: 10 });
    expect(repairOne({ id: 'b', type: 'binary_task', points: '7' })).toMatchObject({ points: 7 });
  });

  it('uses the mcq sentence as the question when the question is missing', () => {
    expect(
      repairOne({ id: 'm', type: 'mcq_1', sentence: 'I ___ happy.', options: ['am', 'is'] }),
    ).toMatchObject({
      question: 'I ___ happy.',
      sentence: 'I ___ happy.',
    });
  });

  it('defaults a binary_task to an empty passage and statement, answer true, points 10', () => {
    expect(repairOne({ id: 'b', type: 'binary_task' })).toEqual({
      id: 'b',
      type: 'binary_task',
      question: '',
      points: 10,
      passage: '',
      statement: '',
      correctAnswer: true,
    });
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

  it('repairs find_and_fix fix entries: errorId by position, correct as index or text, entries with no options dropped', () => {
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
        { id: 'a', type: 'binary_task', points: 7 },
        { id: 'b', type: 'binary_task', points: 8 },
      ],
    });
    expect(details).toMatchObject({ totalPoints: 15, passingScore: 10, instructions: '' });
    expect(repairAssignmentDetails({ passingScore: 3, totalPoints: 99, tasks: [] })).toMatchObject({
      passingScore: 3,
      totalPoints: 99,
    });
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

  it('yields valid assignment details for any array of task-like objects (property)', () => {
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
    expect(taskDataProblem(repairOne({ id: 's', type: 'sequence_task', items: ['a'] }))).toBeNull();
  });

  it("flags a find-mistakes task without fragments, or without an error, as 'Invalid task data'", () => {
    expect(taskDataProblem(repairOne({ id: 'f', type: 'find_mistakes' }))).toBe('invalid-find-mistakes');
    const noError = { id: 'f', type: 'find_mistakes', find: { fragments: [{ text: 'ok' }] } };
    expect(taskDataProblem(repairOne(noError))).toBe('invalid-find-mistakes');
    const good = { id: 'f', type: 'find_mistakes', find: { fragments: [{ text: 'x', isError: true }] } };
    expect(taskDataProblem(repairOne(good))).toBeNull();
  });

  it('reports no data problem for binary, mcq and unknown tasks', () => {
    expect(taskDataProblem(repairOne({ id: 'b', type: 'binary_task' }))).toBeNull();
    expect(taskDataProblem(repairOne({ id: 'm', type: 'mcq_1' }))).toBeNull();
    expect(taskDataProblem(repairOne({ id: 'u', type: 'essay' }))).toBeNull();
  });
});
