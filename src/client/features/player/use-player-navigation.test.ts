import '../../test-support/dom-polyfills';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { ResumePlan } from './resume-plan';
import { usePlayerNavigation } from './use-player-navigation';

const { tasks } = repairAssignmentDetails({
  tasks: [
    { id: 't1', type: 'binary_task', question: 'Q1', statement: 'S', correctAnswer: true },
    { id: 't2', type: 'binary_task', question: 'Q2', statement: 'S', correctAnswer: false },
  ],
});

function planAt(currentIndex: number, timeSpentOnT1: number): ResumePlan {
  return {
    responses: {
      t1: {
        taskId: 't1',
        type: 'binary_task',
        score: 0,
        isCorrect: false,
        completed: false,
        timeSpent: timeSpentOnT1,
      } as ResumePlan['responses'][string],
    },
    states: {},
    seqs: {},
    checking: {},
    currentIndex,
    startTime: '2025-01-01T09:00:00.000Z',
  };
}

afterEach(() => vi.useRealTimers());

describe('moving between tasks', () => {
  it('opens where the plan says, and a move to the open task is no move', () => {
    const { result } = renderHook(() => usePlayerNavigation(tasks, planAt(1, 0)));
    expect(result.current.currentIndex).toBe(1);
    let moved = true;
    act(() => {
      moved = result.current.goTo(1);
    });
    expect(moved).toBe(false);
    act(() => {
      moved = result.current.goTo(0);
    });
    expect(moved).toBe(true);
    expect(result.current.currentIndex).toBe(0);
    expect(result.current.indexRef.current).toBe(0);
  });

  it('a task’s time is what the server recorded plus every visit, counted only while it is open', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T10:00:00.000Z') });
    const { result } = renderHook(() => usePlayerNavigation(tasks, planAt(0, 5_000)));
    vi.advanceTimersByTime(2_000);
    expect(result.current.timeSpentOn('t1')).toBe(7_000);
    act(() => {
      result.current.goTo(1);
    });
    vi.advanceTimersByTime(4_000);
    expect(result.current.timeSpentOn('t2')).toBe(4_000);
    act(() => {
      result.current.goTo(0);
    });
    vi.advanceTimersByTime(1_000);
    // 5 s recorded, 2 s on the first visit, 1 s on this one; the 4 s on t2 do not count.
    expect(result.current.timeSpentOn('t1')).toBe(8_000);
  });
});
