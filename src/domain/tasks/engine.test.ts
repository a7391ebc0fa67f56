import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import {
  initialTaskState,
  isTaskDone,
  pointDots,
  progressColourStep,
  reduceTask,
  type TaskAction,
  taskMaxScore,
  taskScore,
  taskStateFromResponse,
  taskStatus,
  taskToResponse,
} from './engine';

const tasks: Task[] = repairAssignmentDetails({
  tasks: [
    { id: 's', type: 'sequence_task', items: ['b', 'a', 'c', 'a'], correctOrder: ['a', 'b', 'a', 'c'] },
    // Every order is right; and an order that can never be right (the key is not the items).
    { id: 's-same', type: 'sequence_task', items: ['a', 'a', 'a'], correctOrder: ['a', 'a', 'a'] },
    { id: 's-one', type: 'sequence_task', items: ['x'], correctOrder: ['y'] },
    { id: 's-rep', type: 'sequence_task', items: ['a', 'b', 'a', 'b'], correctOrder: ['b', 'a', 'b', 'a'] },
    { id: 'm', type: 'mcq_1', options: ['x', 'y', 'z', 'w'], correctAnswer: 'z' },
    { id: 'b', type: 'binary_task', points: 5, correctAnswer: false },
    {
      id: 'f',
      type: 'find_mistakes',
      mode: 'find_and_fix',
      points: 7,
      find: {
        fragments: [
          { text: 'a' },
          { text: 'bb', isError: true },
          { text: 'c' },
          { text: 'dd', isError: true },
        ],
      },
      fix: [
        { options: ['b', 'B'], correct: 'b' },
        { options: ['d', 'D'], correct: 'D' },
      ],
    },
    { id: 'f2', type: 'find_mistakes', find: { fragments: [{ text: 'x', isError: true }] } },
    { id: 'u', type: 'essay' },
  ],
}).tasks;
const byId = (id: string): Task => {
  const task = tasks.find((t) => t.id === id);
  if (!task) throw new Error(id);
  return task;
};

const actionArb: fc.Arbitrary<TaskAction> = fc.oneof(
  fc.record({ type: fc.constant('tap-item' as const), index: fc.integer({ min: -1, max: 5 }) }),
  fc.record({
    type: fc.constant('move-item' as const),
    from: fc.integer({ min: -1, max: 4 }),
    to: fc.integer({ min: -1, max: 4 }),
  }),
  fc.constant({ type: 'reset-order' as const }),
  fc.constant({ type: 'check-order' as const }),
  fc.record({ type: fc.constant('pick-option' as const), index: fc.integer({ min: -1, max: 4 }) }),
  fc.record({ type: fc.constant('pick-answer' as const), value: fc.boolean() }),
  fc.record({ type: fc.constant('click-fragment' as const), index: fc.integer({ min: -1, max: 4 }) }),
  fc.constant({ type: 'start-fix' as const }),
  fc.record({ type: fc.constant('choose-fix' as const), option: fc.constantFrom('b', 'B', 'd', 'D', 'q') }),
);

describe('task engine dispatch', () => {
  it('keeps every score between 0 and the max for any action sequence (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tasks), fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        let state = initialTaskState(task);
        for (const action of actions) {
          state = reduceTask(task, state, action);
          const score = taskScore(task, state);
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(taskMaxScore(task));
        }
      }),
    );
  });

  it('re-scoring a response recorded by an engine gives the engine its own score (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tasks), fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        const state = actions.reduce((s, a) => reduceTask(task, s, a), initialTaskState(task));
        const response = taskToResponse(task, state, 1000);
        const replayed = taskStateFromResponse(task, response);
        expect(taskScore(task, replayed)).toBe(taskScore(task, state));
        expect(isTaskDone(task, replayed)).toBe(isTaskDone(task, state));
        expect(taskToResponse(task, replayed, 1000)).toEqual(response);
      }),
    );
  });

  it('an action of another task type leaves the state unchanged', () => {
    const mcq = byId('m');
    const state = initialTaskState(mcq);
    expect(reduceTask(mcq, state, { type: 'pick-answer', value: true })).toBe(state);
    expect(reduceTask(byId('b'), state, { type: 'pick-option', index: 0 })).toBe(state);
  });

  it('an unknown task has no actions, is never done and scores 0', () => {
    const unknown = byId('u');
    const state = initialTaskState(unknown);
    expect(state).toEqual({ type: 'unknown' });
    expect(reduceTask(unknown, state, { type: 'pick-answer', value: true })).toBe(state);
    expect(isTaskDone(unknown, state)).toBe(false);
    expect(taskScore(unknown, state)).toBe(0);
    expect(taskMaxScore(unknown)).toBe(0);
    expect(taskStatus(unknown, state)).toBe('not-started');
    expect(taskToResponse(unknown, state, 12.4)).toEqual({
      taskId: 'u',
      type: 'essay',
      score: 0,
      isCorrect: false,
      completed: false,
      timeSpent: 12,
    });
    expect(pointDots(unknown)).toBe(0);
  });

  it('a response of another type replays to a fresh state', () => {
    const response = taskToResponse(byId('b'), initialTaskState(byId('b')), 0);
    expect(taskStateFromResponse(byId('m'), { ...response, taskId: 'm' })).toEqual(
      initialTaskState(byId('m')),
    );
  });

  it('dispatches status and max score to each engine', () => {
    const mcq = byId('m');
    let state = initialTaskState(mcq);
    for (const index of [0, 1, 3]) state = reduceTask(mcq, state, { type: 'pick-option', index });
    expect(taskStatus(mcq, state)).toBe('failed');
    expect(taskMaxScore(byId('s'))).toBe(8);
    expect(taskMaxScore(byId('b'))).toBe(5);
    expect(taskMaxScore(byId('f'))).toBe(7);
  });

  it('point dots: (options-1)*2 for mcq, 2 per item for sequence, 2 per error for find mistakes, points for binary', () => {
    expect(pointDots(byId('m'))).toBe(6);
    expect(pointDots(byId('s'))).toBe(8);
    expect(pointDots(byId('f'))).toBe(4);
    expect(pointDots(byId('b'))).toBe(5);
  });

  it('progress dot colour steps at 75%, 51%, 26% and above 0%', () => {
    expect(progressColourStep(1)).toBe('>=75');
    expect(progressColourStep(0.75)).toBe('>=75');
    expect(progressColourStep(0.74)).toBe('>=51');
    expect(progressColourStep(0.51)).toBe('>=51');
    expect(progressColourStep(0.5)).toBe('>=26');
    expect(progressColourStep(0.26)).toBe('>=26');
    expect(progressColourStep(0.25)).toBe('>0');
    expect(progressColourStep(0.01)).toBe('>0');
    expect(progressColourStep(0)).toBe('none');
  });
});
