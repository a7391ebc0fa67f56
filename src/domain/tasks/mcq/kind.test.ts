import { describe, expect, it } from 'vitest';
import type { McqTask } from '#domain/tasks/mcq/schema';
import {
  initialMcqState,
  isMcqDone,
  isMcqOptionDisabled,
  type McqState,
  mcqMaxScore,
  mcqScore,
  mcqStateFromResponse,
  mcqStatus,
  mcqToResponse,
  reduceMcq,
} from './kind';

const task: McqTask = {
  id: 'm1',
  type: 'mcq_1',
  question: 'Pick',
  points: 10,
  options: ['a', 'b', 'c', 'd'],
  correctAnswer: 'c',
};
const run = (picks: number[]): McqState =>
  picks.reduce((s, index) => reduceMcq(task, s, { type: 'pick-option', index }), initialMcqState(task));

describe('mcq_1 task (spec sections 4 and 9)', () => {
  it('gives 6, 4 or 2 for a correct pick after 0, 1 or 2 wrong picks', () => {
    expect(mcqScore(task, run([2]))).toBe(6);
    expect(mcqScore(task, run([0, 2]))).toBe(4);
    expect(mcqScore(task, run([0, 1, 2]))).toBe(2);
    expect(mcqMaxScore(task)).toBe(6);
  });

  it('marks each wrong pick and disables it; picking it again is ignored', () => {
    const state = run([0]);
    expect(isMcqOptionDisabled(task, state, 0)).toBe(true);
    expect(isMcqOptionDisabled(task, state, 1)).toBe(false);
    expect(reduceMcq(task, state, { type: 'pick-option', index: 0 })).toBe(state);
    expect(mcqStatus(task, state)).toBe('attempted');
    expect(mcqStatus(task, initialMcqState(task))).toBe('not-started');
  });

  it('completes on the correct pick', () => {
    const state = run([1, 2]);
    expect(isMcqDone(task, state)).toBe(true);
    expect(mcqStatus(task, state)).toBe('completed');
    expect(reduceMcq(task, state, { type: 'pick-option', index: 3 })).toBe(state);
  });

  it('completes as failed with 0 when every wrong option was picked', () => {
    const state = run([0, 1, 3]);
    expect(isMcqDone(task, state)).toBe(true);
    expect(mcqStatus(task, state)).toBe('failed');
    expect(mcqScore(task, state)).toBe(0);
    expect(reduceMcq(task, state, { type: 'pick-option', index: 2 })).toBe(state);
  });

  it('ignores picks of missing options', () => {
    const fresh = initialMcqState(task);
    expect(reduceMcq(task, fresh, { type: 'pick-option', index: 4 })).toBe(fresh);
    expect(reduceMcq(task, fresh, { type: 'pick-option', index: -1 })).toBe(fresh);
  });

  it('records selectedAnswer and every pick in order as selectedAnswers', () => {
    expect(mcqToResponse(task, run([0, 1, 2]))).toEqual({
      taskId: 'm1',
      type: 'mcq_1',
      score: 2,
      isCorrect: true,
      completed: true,
      selectedAnswer: 'c',
      selectedAnswers: ['a', 'b', 'c'],
    });
    expect(mcqToResponse(task, initialMcqState(task)).selectedAnswer).toBeNull();
  });

  it('replays recorded picks to the same score; a forged pick list cannot beat the rules', () => {
    const state = run([3, 2]);
    expect(mcqScore(task, mcqStateFromResponse(task, mcqToResponse(task, state)))).toBe(4);
    expect(mcqStateFromResponse(task, { selectedAnswer: 'c', selectedAnswers: [] }).picks).toEqual([2]);
    expect(
      mcqStateFromResponse(task, { selectedAnswer: null, selectedAnswers: ['zzz', 'a', 'a'] }).picks,
    ).toEqual([0]);
  });

  it('tracks duplicate option texts by index when replaying', () => {
    const dup: McqTask = { ...task, options: ['x', 'x', 'y'], correctAnswer: 'y' };
    const replayed = mcqStateFromResponse(dup, { selectedAnswer: 'y', selectedAnswers: ['x', 'x', 'y'] });
    expect(replayed.picks).toEqual([0, 1]);
    expect(mcqStatus(dup, replayed)).toBe('failed');
  });
});
