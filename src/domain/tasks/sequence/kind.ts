import { readCount } from '#domain/submissions/read-answer';
import { sequenceAuthoring } from './authoring';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { keyProblem } from '#domain/homework/keys';
import { readString, readStringArray } from '#domain/homework/read';
import { readTaskPoints } from '#domain/homework/repair-task';
import { readSequenceItems, sequenceOrderProblem } from './form';
import type { SequenceTask, SequenceTaskResponse } from './schema';
import { sequenceAnalysis, sequenceEditorProblems } from './review';
import { startsWith, type TaskKind } from '#domain/tasks/kind';
import type { TaskStatus } from '#domain/tasks/status';
import { type StudentCopy, seededOrder } from '#domain/tasks/student-copy';
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

/**
 * The placed items as the first free items of each text, in the order placed. Two items that read
 * the same are the same word to the student, so which of them is placed does not matter; keeping it
 * one way means a student's copy (its word bank in another order) and the server's task always
 * agree on which items are placed.
 */
function canonicalPlaced(task: SequenceTask, placed: number[]): number[] {
  return indicesForTexts(task, sequenceSelectedOrder(task, { placed } as SequenceState)) ?? placed;
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
      return {
        ...state,
        placed: canonicalPlaced(task, at === -1 ? [...state.placed, index] : state.placed.slice(0, at)),
      };
    }
    case 'move-item': {
      const { from, to } = action;
      const n = state.placed.length;
      const valid = [from, to].every((p) => Number.isInteger(p) && p >= 0 && p < n);
      if (!canDragSequence(task) || !valid || from === to) return state;
      const placed = [...state.placed];
      const [moved] = placed.splice(from, 1);
      placed.splice(to, 0, moved as number);
      return { ...state, placed: canonicalPlaced(task, placed) };
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

/**
 * The state a recorded answer's fields stand for: the order placed, the checks made, and whether
 * the last check was right (isCorrect, which only the server's engine sets). Every check but a
 * right one was wrong, so the wrong checks are the checks less the right one. Exact for an answer
 * written from a log; an answer saved before answers kept one reads the same way and keeps its score.
 */
export function sequenceStateFromResponse(
  task: SequenceTask,
  response: Pick<SequenceTaskResponse, 'selectedOrder' | 'checkAttempts' | 'isCorrect'>,
): SequenceState {
  const n = task.items.length;
  const placed = indicesForTexts(task, response.selectedOrder) ?? [];
  const checkAttempts = Math.max(0, Math.floor(response.checkAttempts));
  const solved = response.isCorrect === true && checkAttempts > 0 && placed.length === n;
  // The points run out after as many wrong checks as items; nothing is checked after that.
  const wrongChecks = Math.min(n, checkAttempts - (solved ? 1 : 0));
  const state: SequenceState = {
    ...initialSequenceState(task),
    placed,
    checkAttempts: wrongChecks + (solved ? 1 : 0),
    wrongChecks,
    solved,
  };
  return !solved && wrongChecks > 0 && sequencePointsLeft(task, state) === 0
    ? { ...state, revealed: true }
    : state;
}

/** The actions that take the state to what an answer posted whole says: the order placed, then its new checks. */
function sequenceActionsFromAnswer(
  task: SequenceTask,
  state: SequenceState,
  posted: SequenceTaskResponse,
): { actions: SequenceAction[] } | { rewrite: string } | { invalid: string } {
  if (posted.checkAttempts < state.checkAttempts) return { rewrite: 'checks already saved were dropped' };
  const target = indicesForTexts(task, posted.selectedOrder);
  if (target === null) return { invalid: 'selectedOrder holds words that are not the items of this task' };
  const sameOrder = target.length === state.placed.length && startsWith(target, state.placed);
  if (isSequenceDone(task, state)) {
    const same = posted.checkAttempts === state.checkAttempts && sameOrder;
    return same ? { actions: [] } : { rewrite: 'the finished order was changed' };
  }
  const actions: SequenceAction[] = [];
  if (!sameOrder) {
    const keep = startsWith(target, state.placed) ? state.placed.length : 0;
    if (keep === 0 && state.placed.length > 0) actions.push({ type: 'reset-order' });
    for (const index of target.slice(keep)) actions.push({ type: 'tap-item', index });
  }
  for (let i = state.checkAttempts; i < posted.checkAttempts; i++) actions.push({ type: 'check-order' });
  return { actions };
}

/** The order one student sees the items in (teacher's indices by place). */
function itemOrder(task: SequenceTask, copy: StudentCopy): number[] {
  return seededOrder(copy, `items:${task.id}`, task.items.length);
}

/**
 * The teacher's item a place in the student's word bank stands for: the k-th item of its text on
 * the student's side is the k-th item of that text on the teacher's, so with items placed the
 * first free way on both sides (canonicalPlaced) a tap means the same on both. -1 for no place.
 */
function teacherItem(task: SequenceTask, copy: StudentCopy, place: number): number {
  const order = itemOrder(task, copy);
  if (!Number.isInteger(place) || place < 0 || place >= order.length) return -1;
  const text = task.items[order[place] as number];
  let rank = 0;
  for (let p = 0; p < place; p++) if (task.items[order[p] as number] === text) rank += 1;
  for (let i = 0; i < task.items.length; i++) {
    if (task.items[i] !== text) continue;
    if (rank === 0) return i;
    rank -= 1;
  }
  return -1;
}

/** The sentence-scramble kind: everything about it in one entry. */
export const sequenceKind: TaskKind<SequenceTask, SequenceState, SequenceTaskResponse, SequenceAction> = {
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
  isResponse: (response): response is SequenceTaskResponse => response.type === 'sequence_task',
  readAnswer: readSequenceAnswer,
  repair: repairSequence,
  fromResponse: sequenceStateFromResponse,
  looksLikeResponse: (raw) => Array.isArray(raw.selectedOrder),
  dataProblem: (task) => (task.items.length === 0 ? 'corrupted-sequence' : null),
  editorProblems: sequenceEditorProblems,
  holdsNavigation: () => false,
  // The server keeps the texts placed and reads them back onto the first free items of each text,
  // so the browser does the same: else tapping the second of two equal words would mean another item.
  playsThroughAnswer: true,
  // Every wrong check costs points, so the dots lit go down with them.
  dotsLeft: (task, state, dots) => Math.min(dots, sequencePointsLeft(task, state)),
  isWrongTarget: () => false,
  authoring: sequenceAuthoring,
  analysis: sequenceAnalysis,
  actionsFromAnswer: sequenceActionsFromAnswer,
  // A tap names an item by its place in the student's word bank; a move names places in the order
  // built, which are the same on both sides.
  actionFromStudent: (task, action, copy) =>
    action.type === 'tap-item' ? { ...action, index: teacherItem(task, copy, action.index) } : action,
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
  },
  forStudent: (task, _state, copy) => {
    const { correctOrder: _key, items, ...shown } = task;
    return { ...shown, items: itemOrder(task, copy).map((index) => items[index] as string) };
  },
  inStudentOrder: (task, copy) => ({
    ...task,
    items: itemOrder(task, copy).map((index) => task.items[index] as string),
  }),
  // A word of the bank is named by its place; placed words by their position, the same on both sides.
  trackFromStudent: (task, target, copy) => {
    const [name, place] = target.split(':');
    const index = name === 'item' ? teacherItem(task, copy, Number(place)) : -1;
    return index === -1 ? target : `item:${index}`;
  },
  // The order placed is recorded as texts, which read the same in any order of the word bank.
  answerForStudent: (_task, _state, response) => response,
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
