import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { planResume } from './resume-plan';

const { tasks } = repairAssignmentDetails({
  tasks: [
    { id: 't1', type: 'binary_task', question: 'Q1', statement: 'S', correctAnswer: true },
    { id: 't2', type: 'mcq_1', question: 'Q2', options: ['a', 'b', 'c'], correctAnswer: 'b' },
    { id: 't3', type: 'binary_task', question: 'Q3', statement: 'S', correctAnswer: false },
  ],
});

const [sequence] = repairAssignmentDetails({
  tasks: [{ id: 's', type: 'sequence_task', items: ['b', 'a'], correctOrder: ['a', 'b'] }],
}).tasks as [Task];

const binary = (taskId: string, selectedAnswer: boolean): TaskResponse =>
  ({
    taskId,
    type: 'binary_task',
    score: 0,
    isCorrect: false,
    completed: true,
    timeSpent: 1000,
    selectedAnswer,
  }) as TaskResponse;
const mcq = (picks: string[], completed: boolean): TaskResponse =>
  ({
    taskId: 't2',
    type: 'mcq_1',
    score: 0,
    isCorrect: completed,
    completed,
    timeSpent: 1000,
    selectedAnswer: picks.at(-1) ?? null,
    selectedAnswers: picks,
  }) as TaskResponse;
const now = new Date('2025-01-01T10:00:00.000Z');

describe('planResume', () => {
  it('with a server submission resumes at the first task without a finished response', () => {
    const plan = planResume({
      tasks,
      server: {
        tasks: [binary('t1', true), mcq(['a'], false)],
        currentTaskIndex: 0,
        startTime: '2025-01-01T09:00:00.000Z',
      },
      local: null,
      outbox: [],
      now,
    });
    expect(plan.currentIndex).toBe(1);
    expect(plan.startTime).toBe('2025-01-01T09:00:00.000Z');
    expect(plan.states.t2).toEqual({ type: 'mcq_1', picks: [0] });
    expect(plan.seqs).toEqual({ t1: 0, t2: 0 });
    expect(plan.checking).toEqual({});
  });

  it('takes the next action number from the server, and from what still waits', () => {
    const plan = planResume({
      tasks: [...tasks, sequence],
      server: {
        tasks: [{ ...mcq(['a'], false), actionCount: 3 }],
        currentTaskIndex: 1,
        startTime: null,
      },
      local: null,
      outbox: [
        {
          check: {
            taskId: 't2',
            seq: 3,
            action: { type: 'pick-option', index: 2 },
            currentTaskIndex: 1,
            timeSpent: 0,
          },
        },
        {
          check: {
            taskId: 's',
            seq: 0,
            action: { type: 'tap-item', index: 1 },
            currentTaskIndex: 3,
            timeSpent: 0,
          },
        },
        {
          check: { taskId: 's', seq: 1, action: { type: 'check-order' }, currentTaskIndex: 3, timeSpent: 0 },
        },
      ],
      now,
    });
    expect(plan.seqs).toEqual({ t2: 4, s: 2 });
    // A pick waits for the server's check; a tap needs no check and shows at once.
    expect(plan.states.t2).toEqual({ type: 'mcq_1', picks: [0] });
    expect(plan.checking).toEqual({ t2: [{ type: 'pick-option', index: 2 }], s: [{ type: 'check-order' }] });
    expect(plan.states.s).toMatchObject({ placed: [1], checkAttempts: 0 });
  });

  it('an older unsent save (a whole answer) still shows until it is sent', () => {
    const plan = planResume({
      tasks,
      server: { tasks: [mcq(['a'], false)], currentTaskIndex: 1, startTime: null },
      local: null,
      outbox: [{ taskResponse: { ...mcq(['a', 'b'], true) }, currentTaskIndex: 1 }],
      now,
    });
    expect(plan.states.t2).toEqual({ type: 'mcq_1', picks: [0, 1] });
  });

  it('without a submission takes the index and start from the local copy; without either starts now at task 1', () => {
    const local = planResume({
      tasks,
      server: null,
      local: { tasks: [], currentTaskIndex: 1, startTime: '2025-01-01T08:00:00.000Z' },
      outbox: [],
      now,
    });
    expect(local.currentIndex).toBe(0);
    expect(local.startTime).toBe('2025-01-01T08:00:00.000Z');
    const fresh = planResume({ tasks, server: null, local: null, outbox: [], now });
    expect(fresh).toMatchObject({ currentIndex: 0, startTime: now.toISOString(), states: {} });
  });
});
