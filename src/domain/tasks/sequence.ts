import { readCount } from '#domain/submissions/read-answer';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { keyProblem, sequenceOrderProblem } from '#domain/homework/keys';
import { readString, readStringArray } from '#domain/homework/read';
import { readSequenceItems, readTaskPoints } from '#domain/homework/repair-task';
import type { SequenceTask } from '#domain/homework/schema';
import { isSequenceResponse, type SequenceTaskResponse } from '#domain/submissions/response-types';
import { startsWith, type TaskKind } from './kind';
import type { TaskStatus } from './status';
import { optional, str, strings, readTask } from '#domain/strict-json';

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

/** Item indices spelling the given texts (each index used once, the first free one of its text), or null if the texts are not the items. */
function indicesForTexts(task: SequenceTask, texts: readonly string[]): number[] | null {
  const free = new Map<string, number[]>();
  task.items.forEach((item, i) => {
    const list = free.get(item);
    if (list) list.push(i);
    else free.set(item, [i]);
  });
  const next = new Map<string, number>();
  const indices: number[] = [];
  for (const text of texts) {
    const list = free.get(text);
    const at = next.get(text) ?? 0;
    if (!list || at >= list.length) return null;
    next.set(text, at + 1);
    indices.push(list[at] as number);
  }
  return indices;
}

/** Whether some full order of the items is wrong (not when every item reads the same as every place of the right order). */
function someOrderIsWrong(task: SequenceTask): boolean {
  const first = task.items[0];
  return !(
    task.correctOrder.length === task.items.length &&
    task.items.every((item) => item === first) &&
    task.correctOrder.every((text) => text === first)
  );
}

/** Some full order of item indices that is wrong (the items shifted by one, or reversed), when there is one. */
function aWrongOrder(task: SequenceTask): number[] {
  const n = task.items.length;
  const shifted = task.items.map((_, i) => (i + 1) % n);
  if (!isCorrectOrder(task, shifted)) return shifted;
  // Shifting gave the right order again (a repeating text); one swap of two different texts does not.
  const identity = task.items.map((_, i) => i);
  const j = task.items.findIndex((item) => item !== task.items[0]);
  if (j > 0) [identity[0], identity[j]] = [identity[j] as number, identity[0] as number];
  return isCorrectOrder(task, identity) ? shifted.reverse() : identity;
}

/**
 * Rebuilds the state from a recorded response, as if its checks had been made one after another:
 * the wrong checks first (the last of them on the recorded order when that order is wrong), then the
 * right one. Built directly rather than by replaying each check, so it takes time linear in the
 * number of items whatever the number of checks.
 */
export function sequenceStateFromResponse(
  task: SequenceTask,
  response: Pick<SequenceTaskResponse, 'selectedOrder' | 'checkAttempts'>,
): SequenceState {
  const initial = initialSequenceState(task);
  const n = task.items.length;
  const finalOrder = indicesForTexts(task, response.selectedOrder);
  const finalIsFull = finalOrder !== null && finalOrder.length === n;
  const finalIsCorrect = finalIsFull && isCorrectOrder(task, finalOrder);
  const attempts = Math.max(0, Math.floor(response.checkAttempts));
  const wanted = Math.max(0, finalIsCorrect ? attempts - 1 : attempts);
  // A check needs every item placed and a wrong one needs a wrong order; the points run out (and
  // the order is shown) after as many wrong checks as items.
  const wrongChecks = n > 0 && someOrderIsWrong(task) ? Math.min(wanted, n) : 0;
  const lastWrong =
    wrongChecks === 0
      ? []
      : wrongChecks === wanted && finalIsFull && !finalIsCorrect
        ? (finalOrder as number[])
        : aWrongOrder(task);
  const checked = { ...initial, placed: lastWrong, checkAttempts: wrongChecks, wrongChecks };
  if (wrongChecks > 0 && sequencePointsLeft(task, checked) === 0) return { ...checked, revealed: true };
  if (!finalOrder) return checked;
  if (finalIsCorrect && attempts > 0) {
    return { ...checked, placed: finalOrder, checkAttempts: wrongChecks + 1, solved: true };
  }
  return { ...checked, placed: finalOrder };
}

/** The sentence-scramble kind: everything about it in one entry. */
export const sequenceKind: TaskKind<SequenceTask, SequenceState, SequenceTaskResponse> = {
  actions: ['tap-item', 'move-item', 'reset-order', 'check-order'],
  checkedActions: ['check-order'],
  initial: initialSequenceState,
  reduce: (task, state, action) =>
    action.type === 'tap-item' ||
    action.type === 'move-item' ||
    action.type === 'reset-order' ||
    action.type === 'check-order'
      ? reduceSequence(task, state, action)
      : state,
  score: sequenceScore,
  maxScore: sequenceMaxScore,
  pointDots: sequenceMaxScore,
  isDone: isSequenceDone,
  status: sequenceStatus,
  toResponse: sequenceToResponse,
  isResponse: isSequenceResponse,
  readAnswer: readSequenceAnswer,
  repair: repairSequence,
  fromResponse: sequenceStateFromResponse,
  answer: {
    lists: (task) => [
      {
        path: ['selectedOrder'],
        max: task.items.length,
        message: (n) => `selectedOrder has ${n} items; this task has ${task.items.length}`,
      },
    ],
    overLimit: (task, response) =>
      // Every wrong check costs points; after as many checks as items the order is revealed.
      response.checkAttempts > Math.max(1, task.items.length)
        ? `checkAttempts is ${response.checkAttempts}; this task allows at most ${Math.max(1, task.items.length)}`
        : null,
    rewrite: (stored, posted) => {
      if (posted.checkAttempts < stored.checkAttempts) return 'checks already saved were dropped';
      if (stored.completed) {
        const same =
          posted.checkAttempts === stored.checkAttempts &&
          posted.selectedOrder.length === stored.selectedOrder.length &&
          startsWith(posted.selectedOrder, stored.selectedOrder);
        return same ? null : 'the finished order was changed';
      }
      // A right order only counts from a new check: the same number of checks as a saved wrong
      // attempt cannot turn into a right one.
      if (posted.isCorrect && stored.checkAttempts > 0 && posted.checkAttempts === stored.checkAttempts)
        return 'a checked order was changed without a new check';
      return null;
    },
  },
  forStudent: (task) => {
    const { correctOrder: _key, ...shown } = task;
    return shown;
  },
  fromStudentJson: (raw) => {
    return readTask(raw, 'sequence_task', (json) => ({
      items: strings(json.items),
      correctOrder: json.correctOrder === undefined ? [] : strings(json.correctOrder),
      ...optional(json, 'displayType', str),
    }));
  },
};

/**
 * Repairs a sequence_task as stored. The right order is never taken from the items as written: a
 * task whose correctOrder is missing or is not its items reordered keeps no order and carries a key
 * problem, so it is not played.
 */
export function repairSequence(raw: Record<string, unknown>, id: string, question: string): SequenceTask {
  const items = readSequenceItems(raw);
  const orderProblem = items.length === 0 ? null : sequenceOrderProblem(raw.correctOrder, items);
  const displayType = readString(raw.displayType);
  return {
    id,
    type: 'sequence_task',
    question,
    points: readTaskPoints(raw.points) ?? 2 * items.length,
    items,
    correctOrder: orderProblem === null ? (readStringArray(raw.correctOrder) ?? []) : [],
    ...(displayType === undefined ? {} : { displayType }),
    ...(orderProblem === null ? {} : { keyProblem: keyProblem('correctOrder', orderProblem) }),
  };
}

/** A sequence answer's own fields. */
export function readSequenceAnswer(
  raw: Record<string, unknown>,
  base: TaskResponseBase,
): SequenceTaskResponse {
  return {
    ...base,
    type: 'sequence_task',
    selectedOrder: readStringArray(raw.selectedOrder) ?? [],
    checkAttempts: readCount(raw.checkAttempts),
  };
}
