import { binaryAuthoring } from './authoring';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import { readString } from '#domain/homework/read';
import { keyProblem } from '#domain/homework/keys';
import { defaultTaskPoints, readTaskPoints } from '#domain/homework/repair-task';
import { readBooleanAnswer } from './form';
import type { BinaryTask, BinaryTaskResponse } from './schema';
import { binaryAnalysis, binaryEditorProblems, isWrongBinaryTarget } from './review';
import type { TaskKind } from '#domain/tasks/kind';
import type { TaskStatus } from '#domain/tasks/status';
import { bool, str, readTask } from '#domain/strict-json';

/** A binary_task in play: the one pick, or null before it. */
export interface BinaryState {
  type: 'binary_task';
  selected: boolean | null;
}

/** What a student can do on a binary_task. */
export type BinaryAction = { type: 'pick-answer'; value: boolean };

/** A fresh binary_task. */
export function initialBinaryState(_task: BinaryTask): BinaryState {
  return { type: 'binary_task', selected: null };
}

/** The most a binary_task can score: its points. */
export function binaryMaxScore(task: BinaryTask): number {
  return task.points;
}

/** Applies a pick; after the first pick the task is locked and the same state is returned. */
export function reduceBinary(_task: BinaryTask, state: BinaryState, action: BinaryAction): BinaryState {
  if (action.type !== 'pick-answer' || typeof action.value !== 'boolean' || state.selected !== null)
    return state;
  return { ...state, selected: action.value };
}

/** Whether the one pick was made. */
export function isBinaryDone(_task: BinaryTask, state: BinaryState): boolean {
  return state.selected !== null;
}

/** Whether the pick equals the correct answer. */
export function isBinaryCorrect(task: BinaryTask, state: BinaryState): boolean {
  return state.selected === task.correctAnswer;
}

/** The score: the task's points if correct, else 0. */
export function binaryScore(task: BinaryTask, state: BinaryState): number {
  return isBinaryCorrect(task, state) ? task.points : 0;
}

/**
 * Task progress status. A wrong pick is finished but not right ('failed'): it scores nothing, so its
 * dot and the progress bar must not turn the colour of a right answer.
 */
export function binaryStatus(task: BinaryTask, state: BinaryState): TaskStatus {
  if (!isBinaryDone(task, state)) return 'not-started';
  return isBinaryCorrect(task, state) ? 'completed' : 'failed';
}

/** The response fields recorded for this task (without timeSpent). */
export function binaryToResponse(
  task: BinaryTask,
  state: BinaryState,
): Omit<BinaryTaskResponse, 'timeSpent'> {
  return {
    taskId: task.id,
    type: 'binary_task',
    score: binaryScore(task, state),
    isCorrect: isBinaryCorrect(task, state),
    completed: isBinaryDone(task, state),
    selectedAnswer: state.selected,
  };
}

/** Rebuilds the state by replaying the recorded pick through reduceBinary. */
export function binaryStateFromResponse(
  task: BinaryTask,
  response: Pick<BinaryTaskResponse, 'selectedAnswer'>,
): BinaryState {
  const initial = initialBinaryState(task);
  if (typeof response.selectedAnswer !== 'boolean') return initial;
  return reduceBinary(task, initial, { type: 'pick-answer', value: response.selectedAnswer });
}

/** The true/false kind: everything about it in one entry. */
export const binaryKind: TaskKind<BinaryTask, BinaryState, BinaryTaskResponse, BinaryAction> = {
  actions: ['pick-answer'],
  checkedActions: ['pick-answer'],
  initial: initialBinaryState,
  reduce: (task, state, action) =>
    action.type === 'pick-answer' ? reduceBinary(task, state, action) : state,
  score: binaryScore,
  maxScore: binaryMaxScore,
  pointDots: (task) => task.points,
  isDone: isBinaryDone,
  status: binaryStatus,
  toResponse: binaryToResponse,
  isResponse: (response): response is BinaryTaskResponse => response.type === 'binary_task',
  looksLikeResponse: (raw) => typeof raw.selectedAnswer === 'boolean',
  dataProblem: () => null,
  editorProblems: binaryEditorProblems,
  holdsNavigation: () => false,
  dotsLeft: (_task, _state, dots) => dots,
  isWrongTarget: isWrongBinaryTarget,
  authoring: binaryAuthoring,
  analysis: binaryAnalysis,
  readAnswer: readBinaryAnswer,
  repair: repairBinary,
  fromResponse: binaryStateFromResponse,
  actionsFromAnswer: (_task, state, posted) => {
    if (posted.selectedAnswer === null || posted.selectedAnswer === state.selected) return { actions: [] };
    if (state.selected !== null) return { rewrite: 'the answer already saved was changed' };
    return { actions: [{ type: 'pick-answer', value: posted.selectedAnswer }] };
  },
  // True and false are shown in their one order for everyone.
  actionFromStudent: (_task, action) => action,
  answer: {
    lists: () => [],
    overLimit: () => null,
  },
  forStudent: (task) => {
    const { correctAnswer: _key, ...shown } = task;
    return shown;
  },
  answerForStudent: (_task, _state, response) => response,
  fromStudentJson: (raw) => {
    // false stands for "not known": the engine only compares it after the one pick, which the
    // server checks and answers with the whole task.
    return readTask(raw, 'binary_task', (json) => ({
      passage: str(json.passage),
      statement: str(json.statement),
      correctAnswer: json.correctAnswer === undefined ? false : bool(json.correctAnswer),
    }));
  },
};

/**
 * Repairs a binary_task as stored. A correctAnswer that is not true or false (or the strings
 * "true"/"false" of older data) is never taken to be true: the task carries a key problem and is
 * not played.
 */
export function repairBinary(raw: Record<string, unknown>, id: string, question: string): BinaryTask {
  const answer = readBooleanAnswer(raw.correctAnswer);
  return {
    id,
    type: 'binary_task',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    passage: readString(raw.passage) ?? '',
    statement: readString(raw.statement) ?? '',
    correctAnswer: answer ?? false,
    ...(answer === undefined
      ? {
          keyProblem: keyProblem('correctAnswer', {
            code: 'binary.key-not-boolean',
            message: 'expected true or false',
          }),
        }
      : {}),
  };
}

/** A true/false answer's own field. */
export function readBinaryAnswer(raw: Record<string, unknown>, base: TaskResponseBase): BinaryTaskResponse {
  return { ...base, type: 'binary_task', selectedAnswer: readBooleanAnswer(raw.selectedAnswer) ?? null };
}
