import { describe, expect, it } from 'vitest';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import {
  binaryMaxScore,
  binaryScore,
  binaryStateFromResponse,
  binaryStatus,
  binaryToResponse,
  initialBinaryState,
  isBinaryDone,
  reduceBinary,
} from './kind';

const task: BinaryTask = {
  id: 'b1',
  type: 'binary_task',
  question: 'True or false?',
  points: 10,
  passage: 'Sam has a cat.',
  statement: 'Sam has a dog.',
  correctAnswer: false,
};

describe('binary_task (spec sections 4 and 9)', () => {
  it('gives the task points if correct, else 0', () => {
    const right = reduceBinary(task, initialBinaryState(task), { type: 'pick-answer', value: false });
    const wrong = reduceBinary(task, initialBinaryState(task), { type: 'pick-answer', value: true });
    expect(binaryScore(task, right)).toBe(10);
    expect(binaryScore(task, wrong)).toBe(0);
    expect(binaryMaxScore(task)).toBe(10);
  });

  it('locks after one pick', () => {
    const picked = reduceBinary(task, initialBinaryState(task), { type: 'pick-answer', value: true });
    expect(isBinaryDone(task, picked)).toBe(true);
    expect(reduceBinary(task, picked, { type: 'pick-answer', value: false })).toBe(picked);
  });

  it('goes from unanswered to answered', () => {
    expect(binaryStatus(task, initialBinaryState(task))).toBe('not-started');
    expect(binaryToResponse(task, initialBinaryState(task))).toMatchObject({
      selectedAnswer: null,
      completed: false,
    });
    const picked = reduceBinary(task, initialBinaryState(task), { type: 'pick-answer', value: false });
    expect(binaryStatus(task, picked)).toBe('completed');
    expect(binaryToResponse(task, picked)).toEqual({
      taskId: 'b1',
      type: 'binary_task',
      score: 10,
      isCorrect: true,
      completed: true,
      selectedAnswer: false,
    });
  });

  it('a wrong pick is finished but failed, never shown as right', () => {
    const wrong = reduceBinary(task, initialBinaryState(task), { type: 'pick-answer', value: true });
    expect(binaryStatus(task, wrong)).toBe('failed');
  });

  it('replays the recorded pick', () => {
    expect(binaryScore(task, binaryStateFromResponse(task, { selectedAnswer: false }))).toBe(10);
    expect(binaryStateFromResponse(task, { selectedAnswer: null }).selected).toBeNull();
  });
});
