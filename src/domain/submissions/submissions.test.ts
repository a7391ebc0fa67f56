import { describe, expect, it, vi } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { initialTaskState, reduceTask, taskToResponse } from '#domain/tasks/engine';
import { rescoreSubmission } from './rescore';
import { normaliseStudentResponses, normaliseTaskResponse, normaliseTaskResponses } from './responses';
import { wholeSecondsBetween } from '#domain/time';
import { submissionTotals } from './totals';

const details = repairAssignmentDetails({
  passingScore: 8,
  tasks: [
    { id: 'm', type: 'mcq_1', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b', points: 6 },
    { id: 'b', type: 'binary_task', points: 4, correctAnswer: true },
  ],
});

describe('response normalisation (spec section 5)', () => {
  it('fills defaults and makes selectedAnswers an array', () => {
    expect(normaliseTaskResponse({ taskId: 'm', type: 'mcq_1', selectedAnswer: 'b' })).toEqual({
      taskId: 'm',
      type: 'mcq_1',
      score: 0,
      isCorrect: false,
      completed: false,
      timeSpent: 0,
      selectedAnswer: 'b',
      selectedAnswers: ['b'],
    });
    expect(normaliseTaskResponse({ taskId: 'm', type: 'mcq_1', selectedAnswers: 'oops' })).toMatchObject({
      selectedAnswers: [],
      selectedAnswer: null,
    });
  });

  it('drops a stored response with no taskId', () => {
    expect(
      normaliseTaskResponses([{ type: 'mcq_1' }, { taskId: 3, type: 'binary_task' }, 'x', null]),
    ).toEqual([expect.objectContaining({ taskId: '3', selectedAnswer: null })]);
  });

  it('infers the type of a response without one from its fields', () => {
    expect(normaliseTaskResponse({ taskId: 's', selectedOrder: ['a'] })).toMatchObject({
      type: 'sequence_task',
      checkAttempts: 0,
    });
    expect(normaliseTaskResponse({ taskId: 'b', selectedAnswer: false })).toMatchObject({
      type: 'binary_task',
    });
    expect(normaliseTaskResponse({ taskId: 'f', responses: {} })).toMatchObject({
      type: 'find_mistakes',
      responses: {
        clickedFragments: [],
        correctlyIdentified: [],
        incorrectClicks: 0,
        missedErrors: [],
        corrections: [],
      },
    });
    expect(normaliseTaskResponse({ taskId: 'u' })).toMatchObject({ type: 'unknown' });
  });

  it('normalises find-mistakes details, dropping corrections without errorId', () => {
    const response = normaliseTaskResponse({
      taskId: 'f',
      type: 'find_mistakes',
      responses: JSON.stringify({
        clickedFragments: [1, -1, 'x', 2.5, 3],
        incorrectClicks: [0, 2],
        corrections: [{ errorId: 'e1', selectedOption: 'went', isCorrect: true }, { selectedOption: 'x' }],
      }),
    });
    expect(response).toMatchObject({
      responses: {
        clickedFragments: [1, 3],
        incorrectClicks: 2,
        corrections: [{ errorId: 'e1', selectedOption: 'went', isCorrect: true, attempts: 1 }],
      },
    });
  });

  it('reports a corrupt JSON string in a saved response and uses a fallback', () => {
    const onCorrupt = vi.fn();
    expect(normaliseTaskResponses('[{"taskId":', onCorrupt)).toEqual([]);
    expect(normaliseTaskResponses(['{bad', { taskId: 'b', type: 'binary_task' }], onCorrupt)).toHaveLength(1);
    expect(onCorrupt).toHaveBeenCalledTimes(2);
    expect(normaliseTaskResponses('{bad')).toEqual([]);
  });

  it('accepts studentResponses as an object or a JSON string', () => {
    const stored = {
      tasks: [{ taskId: 'b', type: 'binary_task', selectedAnswer: true }],
      currentTaskIndex: 1,
    };
    const fromObject = normaliseStudentResponses(stored);
    expect(normaliseStudentResponses(JSON.stringify(stored))).toEqual(fromObject);
    expect(fromObject).toMatchObject({
      currentTaskIndex: 1,
      startTime: null,
      passed: false,
      trackingData: {},
    });
    const onCorrupt = vi.fn();
    expect(normaliseStudentResponses('nope', onCorrupt).tasks).toEqual([]);
    expect(onCorrupt).toHaveBeenCalledOnce();
    expect(normaliseStudentResponses({ startTime: 0, endTime: 'garbage' })).toMatchObject({
      startTime: '1970-01-01T00:00:00.000Z',
      endTime: null,
    });
  });
});

describe('submission totals (spec section 9)', () => {
  it('percentage is the rounded total over the sum of task points; passed is total >= passingScore', () => {
    const responses = normaliseTaskResponses([
      { taskId: 'm', type: 'mcq_1', score: 4 },
      { taskId: 'b', type: 'binary_task', score: 4 },
      { taskId: 'zzz', type: 'binary_task', score: 100 },
    ]);
    expect(submissionTotals(details, responses, '2024-01-01T00:00:00Z', '2024-01-01T00:01:30.900Z')).toEqual({
      totalScore: 8,
      percentage: 80,
      passed: true,
      totalTimeSpent: 90,
    });
  });

  it('percentage is 0 when the sum of points is 0; passingScore 0 passes', () => {
    const empty = repairAssignmentDetails({ tasks: [] });
    expect(submissionTotals(empty, [], null, null)).toEqual({
      totalScore: 0,
      percentage: 0,
      passed: true,
      totalTimeSpent: 0,
    });
  });

  it('time spent is whole seconds, never negative', () => {
    expect(wholeSecondsBetween(1000, 3999)).toBe(2);
    expect(wholeSecondsBetween(5000, 1000)).toBe(0);
    expect(wholeSecondsBetween(new Date(0), 'x')).toBe(0);
  });
});

describe('server re-scoring (DESIGN.md section 4)', () => {
  it('replaces a forged score by the engine score and ignores responses for unknown task ids', () => {
    const mcq = details.tasks[0]!;
    let state = initialTaskState(mcq);
    state = reduceTask(mcq, state, { type: 'pick-option', index: 0 });
    state = reduceTask(mcq, state, { type: 'pick-option', index: 1 });
    const honest = taskToResponse(mcq, state, 5000);
    const forged = { ...honest, score: 6 };
    const result = rescoreSubmission(details, [forged, { ...honest, taskId: 'ghost', score: 99 }]);
    expect(result.tasks).toEqual([
      { taskId: 'm', score: 4, isCorrect: true, completed: true },
      { taskId: 'b', score: 0, isCorrect: false, completed: false },
    ]);
    expect(result.responses).toEqual([honest]);
    expect(result).toMatchObject({ totalScore: 4, percentage: 40, passed: false });
  });

  it('a forged isCorrect on a wrong binary pick is replaced', () => {
    const forged = normaliseTaskResponses([
      { taskId: 'b', type: 'binary_task', score: 4, isCorrect: true, completed: true, selectedAnswer: false },
    ]);
    const result = rescoreSubmission(details, forged);
    expect(result.tasks[1]).toEqual({ taskId: 'b', score: 0, isCorrect: false, completed: true });
  });
});
