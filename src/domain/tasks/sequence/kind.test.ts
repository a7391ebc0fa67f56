import { describe, expect, it } from 'vitest';
import type { SequenceTask } from '#domain/tasks/sequence/schema';
import {
  canCheckSequence,
  initialSequenceState,
  reduceSequence,
  type SequenceAction,
  type SequenceState,
  sequenceMaxScore,
  sequencePointsLeft,
  sequenceScore,
  sequenceStateFromResponse,
  sequenceStatus,
  sequenceToResponse,
  isSequenceDone,
} from './kind';

const task: SequenceTask = {
  id: 's1',
  type: 'sequence_task',
  question: 'Order the words',
  points: 6,
  items: ['home', 'I', 'go'],
  correctOrder: ['I', 'go', 'home'],
};

const run = (t: SequenceTask, actions: SequenceAction[]): SequenceState =>
  actions.reduce((state, action) => reduceSequence(t, state, action), initialSequenceState(t));

const tap = (index: number): SequenceAction => ({ type: 'tap-item', index });
const check: SequenceAction = { type: 'check-order' };
const wrongRound = [tap(0), tap(1), tap(2), check, { type: 'reset-order' } as const];
const rightRound = [tap(1), tap(2), tap(0), check];

describe('sequence task (spec sections 4 and 9)', () => {
  it('tapping items builds the order', () => {
    const state = run(task, [tap(1), tap(2)]);
    expect(state.placed).toEqual([1, 2]);
    expect(sequenceStatus(task, state)).toBe('attempted');
    expect(sequenceStatus(task, initialSequenceState(task))).toBe('not-started');
  });

  it('tapping a chosen item removes it and everything after it', () => {
    expect(run(task, [tap(1), tap(2), tap(0), tap(2)]).placed).toEqual([1]);
  });

  it('Reset clears the order', () => {
    expect(run(task, [tap(1), tap(2), { type: 'reset-order' }]).placed).toEqual([]);
  });

  it('Check is enabled only when all items are placed', () => {
    const partial = run(task, [tap(1), tap(2)]);
    expect(canCheckSequence(task, partial)).toBe(false);
    expect(reduceSequence(task, partial, check)).toBe(partial);
    expect(canCheckSequence(task, run(task, [tap(1), tap(2), tap(0)]))).toBe(true);
  });

  it('a correct check completes the task with 2 points per item', () => {
    const state = run(task, rightRound);
    expect(isSequenceDone(task, state)).toBe(true);
    expect(sequenceScore(task, state)).toBe(6);
    expect(sequenceMaxScore(task)).toBe(6);
    expect(sequenceStatus(task, state)).toBe('completed');
  });

  it('a wrong check loses 2 points', () => {
    const state = run(task, [...wrongRound, ...rightRound]);
    expect(state.checkAttempts).toBe(2);
    expect(sequenceScore(task, state)).toBe(4);
  });

  it('at 0 points the correct order is revealed and the task completes with score 0', () => {
    const state = run(task, [...wrongRound, ...wrongRound, ...wrongRound]);
    expect(state.revealed).toBe(true);
    expect(sequencePointsLeft(task, state)).toBe(0);
    expect(isSequenceDone(task, state)).toBe(true);
    expect(sequenceScore(task, state)).toBe(0);
    expect(sequenceToResponse(task, state)).toMatchObject({ completed: true, isCorrect: false, score: 0 });
  });

  it('ignores every action once done, and invalid taps', () => {
    const done = run(task, rightRound);
    expect(reduceSequence(task, done, tap(0))).toBe(done);
    const fresh = initialSequenceState(task);
    expect(reduceSequence(task, fresh, tap(3))).toBe(fresh);
    expect(reduceSequence(task, fresh, tap(-1))).toBe(fresh);
    expect(reduceSequence(task, fresh, tap(0.5))).toBe(fresh);
    expect(reduceSequence(task, fresh, { type: 'reset-order' })).toBe(fresh);
  });

  it('drag reordering moves a placed item, unless displayType is words', () => {
    const placed = run(task, [tap(0), tap(1), tap(2)]);
    expect(reduceSequence(task, placed, { type: 'move-item', from: 0, to: 2 }).placed).toEqual([1, 2, 0]);
    expect(reduceSequence(task, placed, { type: 'move-item', from: 0, to: 5 })).toBe(placed);
    const words = { ...task, displayType: 'words' };
    expect(reduceSequence(words, placed, { type: 'move-item', from: 0, to: 2 })).toBe(placed);
  });

  it('places words that read the same as the first free item of their text', () => {
    const dup: SequenceTask = {
      ...task,
      items: ['the', 'cat', 'the', 'saw'],
      correctOrder: ['the', 'cat', 'saw', 'the'],
    };
    // Tapping the second "the" places the first: the bank then shows the second one free.
    const first = run(dup, [tap(2)]);
    expect(first.placed).toEqual([0]);
    const state = run(dup, [tap(2), tap(1), tap(3), tap(2), check]);
    expect(state.placed).toEqual([0, 1, 3, 2]);
    expect(state.solved).toBe(true);
    expect(sequenceToResponse(dup, state).selectedOrder).toEqual(['the', 'cat', 'saw', 'the']);
  });

  it('records selectedOrder and checkAttempts, and replaying them gives the same score', () => {
    for (const actions of [
      rightRound,
      [...wrongRound, ...rightRound],
      [...wrongRound, ...wrongRound, ...wrongRound],
    ]) {
      const state = run(task, actions);
      const response = sequenceToResponse(task, state);
      const replayed = sequenceStateFromResponse(task, response);
      expect(sequenceScore(task, replayed)).toBe(sequenceScore(task, state));
      expect(isSequenceDone(task, replayed)).toBe(isSequenceDone(task, state));
    }
  });

  it('replays an unfinished response to the same placed items', () => {
    const state = run(task, [...wrongRound, tap(1)]);
    const replayed = sequenceStateFromResponse(task, sequenceToResponse(task, state));
    expect(replayed.placed).toEqual([1]);
    expect(replayed.checkAttempts).toBe(1);
  });

  it('reads a wrong check that was followed by a reset and the right order as a wrong check', () => {
    // Tap a wrong order, Check, Reset, tap the right order: the wrong check stays counted.
    const state = run(task, [...wrongRound, tap(1), tap(2), tap(0)]);
    const replayed = sequenceStateFromResponse(task, sequenceToResponse(task, state));
    expect(replayed).toEqual(state);
    expect(replayed.solved).toBe(false);
    expect(sequencePointsLeft(task, replayed)).toBe(sequenceMaxScore(task) - 2);
  });

  it('an answer not marked right by the engine is never solved, whatever its order', () => {
    const replayed = sequenceStateFromResponse(task, {
      selectedOrder: ['I', 'go', 'home'],
      checkAttempts: 1,
      isCorrect: false,
    });
    expect(replayed.solved).toBe(false);
    expect(sequenceScore(task, replayed)).toBe(0);
    expect(
      sequenceStateFromResponse(task, { selectedOrder: ['x'], checkAttempts: 0, isCorrect: false }).placed,
    ).toEqual([]);
  });
});
