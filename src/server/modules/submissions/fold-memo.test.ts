import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { appendToAnswer } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import { type TaskState, taskStateFromResponse } from '#domain/tasks/engine';
import { foldedState, foldKey, foldMemoCount, foldMemoSize, rememberFold } from './fold-memo';

// The memo of a log's fold may only ever stand in for the fold of that very log: any other log,
// another task, or an answer it never saw is folded from the stored log.

const details = () =>
  repairAssignmentDetails({
    passingScore: 1,
    tasks: [{ id: 'seq', type: 'sequence_task', items: ['she', 'ran', 'home'], correctOrder: ['she', 'ran', 'home'] }],
  });
const task: Task = details().tasks[0] as Task;

/** An answer of `taps` taps on the first word, one a second from `start`. */
function answer(taps: number, start = 1_000_000): TaskResponse {
  let response: TaskResponse | null = null;
  for (let i = 0; i < taps; i++)
    response = appendToAnswer(task, response, [{ type: 'tap-item', index: 0 }], start + i * 1000, i + 1)
      ?.response as TaskResponse;
  return response as TaskResponse;
}

/** A state no fold gives (three words placed at once cannot follow from taps on the first): */
const marker = { ...taskStateFromResponse(task, null), placed: [2, 1, 0] } as TaskState;

describe('the fold memo', () => {
  it('answers the kept state for the very log it was folded from', () => {
    const key = foldKey(1, 1, 'seq');
    const stored = answer(3);
    rememberFold(key, task, stored, marker);
    expect(foldedState(key, task, stored)).toBe(marker);
    // A copy read again from the database is the same log.
    expect(foldedState(key, task, JSON.parse(JSON.stringify(stored)))).toBe(marker);
  });

  it('folds the stored log when the log is another one', () => {
    const key = foldKey(1, 2, 'seq');
    const stored = answer(3);
    rememberFold(key, task, stored, marker);
    const longer = answer(4);
    const restarted = answer(3, 5_000_000);
    const unseen = answer(3);
    for (const other of [longer, restarted]) {
      const state = foldedState(key, task, other);
      expect(state).not.toBe(marker);
      expect(state).toEqual(taskStateFromResponse(task, other));
    }
    // Another student's answer, and nothing stored.
    expect(foldedState(foldKey(2, 2, 'seq'), task, unseen)).toEqual(taskStateFromResponse(task, unseen));
    expect(foldedState(key, task, null)).toEqual(taskStateFromResponse(task, null));
  });

  it('folds again under an edited homework (another task object), and when the log continues an older answer', () => {
    const key = foldKey(1, 3, 'seq');
    const stored = answer(2);
    rememberFold(key, task, stored, marker);
    const edited = details().tasks[0] as Task;
    expect(edited).not.toBe(task);
    expect(foldedState(key, edited, stored)).toEqual(taskStateFromResponse(edited, stored));
    const continuing = { ...stored, logBase: { placed: [] } } as TaskResponse;
    expect(foldedState(key, task, continuing)).not.toBe(marker);
  });

  it('keeps at most foldMemoSize answers, the least recently used dropped first', () => {
    const stored = answer(1);
    const first = foldKey(9, 0, 'seq');
    rememberFold(first, task, stored, marker);
    for (let i = 1; i <= foldMemoSize; i++) {
      rememberFold(foldKey(9, i, 'seq'), task, stored, marker);
      // The first answer is used again once, early on: it outlives the ones kept after it.
      if (i === 10) expect(foldedState(first, task, stored)).toBe(marker);
    }
    expect(foldMemoCount()).toBe(foldMemoSize);
    expect(foldedState(first, task, stored)).toBe(marker);
    expect(foldedState(foldKey(9, 1, 'seq'), task, stored)).not.toBe(marker);
  });
});
