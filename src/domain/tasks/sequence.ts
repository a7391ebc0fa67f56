import type { SequenceTask } from '#domain/homework/schema';
import type { SequenceTaskResponse } from '#domain/submissions/response-types';
import type { TaskStatus } from './status';

/** Points a wrong check costs. */
export const sequenceWrongCheckCost = 2;

/** A sequence task in play: placed holds item indices in the order chosen. */
export interface SequenceState {
  type: 'sequence_task';
  placed: number[];
  checkAttempts: number;
  wrongChecks: number;
  solved: boolean;
  /** The points ran out: the correct order is shown and the task completes with 0. */
  revealed: boolean;
}

/** What a student can do on a sequence task. */
export type SequenceAction =
  | { type: 'tap-item'; index: number }
  | { type: 'move-item'; from: number; to: number }
  | { type: 'reset-order' }
  | { type: 'check-order' };

/** A fresh sequence task. */
export function initialSequenceState(_task: SequenceTask): SequenceState {
  return {
    type: 'sequence_task',
    placed: [],
    checkAttempts: 0,
    wrongChecks: 0,
    solved: false,
    revealed: false,
  };
}

/** The most a sequence task can score: 2 per item. */
export function sequenceMaxScore(task: SequenceTask): number {
  return 2 * task.items.length;
}

/** Points still available: the start value less 2 per wrong check, never below 0. */
export function sequencePointsLeft(task: SequenceTask, state: SequenceState): number {
  return Math.max(0, sequenceMaxScore(task) - sequenceWrongCheckCost * state.wrongChecks);
}

/** Whether the task is over (solved, or revealed at 0 points). */
export function isSequenceDone(_task: SequenceTask, state: SequenceState): boolean {
  return state.solved || state.revealed;
}

/** Whether every item is placed, so Check is enabled. */
export function canCheckSequence(task: SequenceTask, state: SequenceState): boolean {
  return !isSequenceDone(task, state) && task.items.length > 0 && state.placed.length === task.items.length;
}

/** Whether items may be dragged to reorder them ('words' display means no drag). */
export function canDragSequence(task: SequenceTask): boolean {
  return task.displayType !== 'words';
}

/** The placed items as texts. */
export function sequenceSelectedOrder(task: SequenceTask, state: SequenceState): string[] {
  return state.placed.map((index) => task.items[index] ?? '');
}

/** Whether the placed texts equal the correct order. */
function isCorrectOrder(task: SequenceTask, placed: readonly number[]): boolean {
  return (
    placed.length === task.correctOrder.length &&
    placed.every((index, i) => task.items[index] === task.correctOrder[i])
  );
}

/** Applies an action; an action that is not allowed returns the same state. */
export function reduceSequence(
  task: SequenceTask,
  state: SequenceState,
  action: SequenceAction,
): SequenceState {
  if (isSequenceDone(task, state)) return state;
  switch (action.type) {
    case 'tap-item': {
      const { index } = action;
      if (!Number.isInteger(index) || index < 0 || index >= task.items.length) return state;
      const at = state.placed.indexOf(index);
      return { ...state, placed: at === -1 ? [...state.placed, index] : state.placed.slice(0, at) };
    }
    case 'move-item': {
      const { from, to } = action;
      const n = state.placed.length;
      const valid = [from, to].every((p) => Number.isInteger(p) && p >= 0 && p < n);
      if (!canDragSequence(task) || !valid || from === to) return state;
      const placed = [...state.placed];
      const [moved] = placed.splice(from, 1);
      placed.splice(to, 0, moved as number);
      return { ...state, placed };
    }
    case 'reset-order':
      return state.placed.length === 0 ? state : { ...state, placed: [] };
    case 'check-order': {
      if (!canCheckSequence(task, state)) return state;
      const checkAttempts = state.checkAttempts + 1;
      if (isCorrectOrder(task, state.placed)) return { ...state, checkAttempts, solved: true };
      const wrongChecks = state.wrongChecks + 1;
      const next = { ...state, checkAttempts, wrongChecks };
      return sequencePointsLeft(task, next) === 0 ? { ...next, revealed: true } : next;
    }
  }
}

/** The score: the points left when solved, 0 otherwise. */
export function sequenceScore(task: SequenceTask, state: SequenceState): number {
  return state.solved ? sequencePointsLeft(task, state) : 0;
}

/** Task progress status. */
export function sequenceStatus(task: SequenceTask, state: SequenceState): TaskStatus {
  if (isSequenceDone(task, state)) return 'completed';
  return state.placed.length > 0 || state.checkAttempts > 0 ? 'attempted' : 'not-started';
}

/** The response fields recorded for this task (without timeSpent). */
export function sequenceToResponse(
  task: SequenceTask,
  state: SequenceState,
): Omit<SequenceTaskResponse, 'timeSpent'> {
  return {
    taskId: task.id,
    type: 'sequence_task',
    score: sequenceScore(task, state),
    isCorrect: state.solved,
    completed: isSequenceDone(task, state),
    selectedOrder: sequenceSelectedOrder(task, state),
    checkAttempts: state.checkAttempts,
  };
}

/** Item indices spelling the given texts (each index used once), or null if the texts are not the items. */
function indicesForTexts(task: SequenceTask, texts: readonly string[]): number[] | null {
  const used = new Set<number>();
  const indices: number[] = [];
  for (const text of texts) {
    const index = task.items.findIndex((item, i) => item === text && !used.has(i));
    if (index === -1) return null;
    used.add(index);
    indices.push(index);
  }
  return indices;
}

/** Some full order of item indices that is wrong, or null when every order is correct. */
function aWrongOrder(task: SequenceTask): number[] | null {
  const n = task.items.length;
  for (let shift = 1; shift < n; shift += 1) {
    const order = task.items.map((_, i) => (i + shift) % n);
    if (!isCorrectOrder(task, order)) return order;
  }
  return null;
}

function placeAndCheck(task: SequenceTask, state: SequenceState, order: readonly number[]): SequenceState {
  let next = reduceSequence(task, state, { type: 'reset-order' });
  for (const index of order) next = reduceSequence(task, next, { type: 'tap-item', index });
  return reduceSequence(task, next, { type: 'check-order' });
}

/** Rebuilds the state by replaying the recorded checks and final order through reduceSequence. */
export function sequenceStateFromResponse(
  task: SequenceTask,
  response: Pick<SequenceTaskResponse, 'selectedOrder' | 'checkAttempts'>,
): SequenceState {
  let state = initialSequenceState(task);
  const finalOrder = indicesForTexts(task, response.selectedOrder);
  const finalIsFull = finalOrder !== null && finalOrder.length === task.items.length;
  const finalIsCorrect = finalIsFull && isCorrectOrder(task, finalOrder);
  const attempts = Math.max(0, Math.floor(response.checkAttempts));
  const wrongChecks = finalIsCorrect ? attempts - 1 : attempts;
  const wrongOrder = aWrongOrder(task);
  for (let i = 0; i < wrongChecks && wrongOrder && !isSequenceDone(task, state); i += 1) {
    const isLast = i === wrongChecks - 1;
    state = placeAndCheck(task, state, isLast && finalIsFull && !finalIsCorrect ? finalOrder : wrongOrder);
  }
  if (isSequenceDone(task, state) || !finalOrder) return state;
  if (finalIsCorrect && attempts > 0) return placeAndCheck(task, state, finalOrder);
  let placed = reduceSequence(task, state, { type: 'reset-order' });
  for (const index of finalOrder) placed = reduceSequence(task, placed, { type: 'tap-item', index });
  return placed;
}
