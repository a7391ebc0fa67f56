import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { TaskResponse } from '#domain/submissions/response-types';
import { planResume } from './resume-plan';

const { tasks } = repairAssignmentDetails({
  tasks: [
    { id: 't1', type: 'binary_task', question: 'Q1', statement: 'S', correctAnswer: true },
    { id: 't2', type: 'mcq_1', question: 'Q2', options: ['a', 'b', 'c'], correctAnswer: 'b' },
    { id: 't3', type: 'binary_task', question: 'Q3', statement: 'S', correctAnswer: false },
  ],
});

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
    expect(plan.resend).toEqual([]);
  });

  it('merges a local answer the server lacks, and re-sends it', () => {
    const plan = planResume({
      tasks,
      server: { tasks: [binary('t1', true)], currentTaskIndex: 0, startTime: null },
      local: {
        tasks: [binary('t1', false), mcq(['b'], true)],
        currentTaskIndex: 1,
        startTime: '2025-01-01T08:00:00.000Z',
      },
      outbox: [],
      now,
    });
    expect(plan.responses.t1).toMatchObject({ selectedAnswer: true });
    expect(plan.resend.map((r) => r.taskId)).toEqual(['t2']);
    expect(plan.currentIndex).toBe(2);
  });

  it('an unsent (outbox) answer wins over the server and is re-sent', () => {
    const plan = planResume({
      tasks,
      server: { tasks: [mcq(['a'], false)], currentTaskIndex: 1, startTime: null },
      local: null,
      outbox: [{ taskResponse: { ...mcq(['a', 'b'], true) }, currentTaskIndex: 1 }],
      now,
    });
    expect(plan.states.t2).toEqual({ type: 'mcq_1', picks: [0, 1] });
    expect(plan.resend.map((r) => r.taskId)).toEqual(['t2']);
  });

  it('without a submission restores the local progress; without either starts now at task 1', () => {
    const local = planResume({
      tasks,
      server: null,
      local: { tasks: [binary('t1', true)], currentTaskIndex: 1, startTime: '2025-01-01T08:00:00.000Z' },
      outbox: [],
      now,
    });
    expect(local.currentIndex).toBe(1);
    expect(local.startTime).toBe('2025-01-01T08:00:00.000Z');
    const fresh = planResume({ tasks, server: null, local: null, outbox: [], now });
    expect(fresh).toMatchObject({ currentIndex: 0, startTime: now.toISOString(), resend: [] });
  });
});
