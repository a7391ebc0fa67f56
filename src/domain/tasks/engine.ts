import { assertNever } from '#domain/assert-never';
import type { KnownTask, Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import {
  isBinaryResponse,
  isFindMistakesResponse,
  isMcqResponse,
  isSequenceResponse,
} from '#domain/submissions/response-types';
import * as binary from './binary';
import * as findMistakes from './find-mistakes';
import * as mcq from './mcq';
import * as sequence from './sequence';
import type { TaskStatus } from './status';

/** State of an unknown task: it has no actions and is never done. */
export interface UnknownTaskState {
  type: 'unknown';
}

/** The state of any task, discriminated by `type`. */
export type TaskState =
  | sequence.SequenceState
  | mcq.McqState
  | binary.BinaryState
  | findMistakes.FindMistakesState
  | UnknownTaskState;

/** Any task action; action type names are unique across engines. */
export type TaskAction =
  | sequence.SequenceAction
  | mcq.McqAction
  | binary.BinaryAction
  | findMistakes.FindMistakesAction;

/** A task paired with its state when both are of the same type. */
type Paired =
  | { kind: 'sequence_task'; task: KnownTask & { type: 'sequence_task' }; state: sequence.SequenceState }
  | { kind: 'mcq_1'; task: KnownTask & { type: 'mcq_1' }; state: mcq.McqState }
  | { kind: 'binary_task'; task: KnownTask & { type: 'binary_task' }; state: binary.BinaryState }
  | {
      kind: 'find_mistakes';
      task: KnownTask & { type: 'find_mistakes' };
      state: findMistakes.FindMistakesState;
    }
  | { kind: 'none' };

function pair(task: Task, state: TaskState): Paired {
  if (!isKnownTask(task)) return { kind: 'none' };
  if (task.type === 'sequence_task' && state.type === 'sequence_task')
    return { kind: task.type, task, state };
  if (task.type === 'mcq_1' && state.type === 'mcq_1') return { kind: task.type, task, state };
  if (task.type === 'binary_task' && state.type === 'binary_task') return { kind: task.type, task, state };
  if (task.type === 'find_mistakes' && state.type === 'find_mistakes')
    return { kind: task.type, task, state };
  return { kind: 'none' };
}

/** A fresh state for any task. */
export function initialTaskState(task: Task): TaskState {
  if (!isKnownTask(task)) return { type: 'unknown' };
  switch (task.type) {
    case 'sequence_task':
      return sequence.initialSequenceState(task);
    case 'mcq_1':
      return mcq.initialMcqState(task);
    case 'binary_task':
      return binary.initialBinaryState(task);
    case 'find_mistakes':
      return findMistakes.initialFindMistakesState(task);
    default:
      return assertNever(task);
  }
}

/** Applies an action; an action of another task type, or not allowed now, returns the same state. */
export function reduceTask(task: Task, state: TaskState, action: TaskAction): TaskState {
  const p = pair(task, state);
  switch (p.kind) {
    case 'sequence_task':
      return action.type === 'tap-item' ||
        action.type === 'move-item' ||
        action.type === 'reset-order' ||
        action.type === 'check-order'
        ? sequence.reduceSequence(p.task, p.state, action)
        : state;
    case 'mcq_1':
      return action.type === 'pick-option' ? mcq.reduceMcq(p.task, p.state, action) : state;
    case 'binary_task':
      return action.type === 'pick-answer' ? binary.reduceBinary(p.task, p.state, action) : state;
    case 'find_mistakes':
      return action.type === 'click-fragment' || action.type === 'start-fix' || action.type === 'choose-fix'
        ? findMistakes.reduceFindMistakes(p.task, p.state, action)
        : state;
    case 'none':
      return state;
    default:
      return assertNever(p);
  }
}

/** The score of a task in this state (0 for an unknown task or a mismatched state). */
export function taskScore(task: Task, state: TaskState): number {
  const p = pair(task, state);
  switch (p.kind) {
    case 'sequence_task':
      return sequence.sequenceScore(p.task, p.state);
    case 'mcq_1':
      return mcq.mcqScore(p.task, p.state);
    case 'binary_task':
      return binary.binaryScore(p.task, p.state);
    case 'find_mistakes':
      return findMistakes.findMistakesScore(p.task, p.state);
    case 'none':
      return 0;
    default:
      return assertNever(p);
  }
}

/** The most a task can score (DESIGN.md "Scoring"); an unknown task's is 0. */
export function taskMaxScore(task: Task): number {
  if (!isKnownTask(task)) return 0;
  switch (task.type) {
    case 'sequence_task':
      return sequence.sequenceMaxScore(task);
    case 'mcq_1':
      return mcq.mcqMaxScore(task);
    case 'binary_task':
      return binary.binaryMaxScore(task);
    case 'find_mistakes':
      return findMistakes.findMistakesMaxScore(task);
    default:
      return assertNever(task);
  }
}

/** Whether a task counts as done; an unknown task never is. */
export function isTaskDone(task: Task, state: TaskState): boolean {
  const p = pair(task, state);
  switch (p.kind) {
    case 'sequence_task':
      return sequence.isSequenceDone(p.task, p.state);
    case 'mcq_1':
      return mcq.isMcqDone(p.task, p.state);
    case 'binary_task':
      return binary.isBinaryDone(p.task, p.state);
    case 'find_mistakes':
      return findMistakes.isFindMistakesDone(p.task, p.state);
    case 'none':
      return false;
    default:
      return assertNever(p);
  }
}

/** Task progress status. */
export function taskStatus(task: Task, state: TaskState): TaskStatus {
  const p = pair(task, state);
  switch (p.kind) {
    case 'sequence_task':
      return sequence.sequenceStatus(p.task, p.state);
    case 'mcq_1':
      return mcq.mcqStatus(p.task, p.state);
    case 'binary_task':
      return binary.binaryStatus(p.task, p.state);
    case 'find_mistakes':
      return findMistakes.findMistakesStatus(p.task, p.state);
    case 'none':
      return 'not-started';
    default:
      return assertNever(p);
  }
}

/** The task response to record (auto-save, submit); timeSpent in milliseconds. */
export function taskToResponse(task: Task, state: TaskState, timeSpentMs: number): TaskResponse {
  const timeSpent = Math.max(0, Math.round(Number.isFinite(timeSpentMs) ? timeSpentMs : 0));
  const p = pair(task, state);
  switch (p.kind) {
    case 'sequence_task':
      return { ...sequence.sequenceToResponse(p.task, p.state), timeSpent };
    case 'mcq_1':
      return { ...mcq.mcqToResponse(p.task, p.state), timeSpent };
    case 'binary_task':
      return { ...binary.binaryToResponse(p.task, p.state), timeSpent };
    case 'find_mistakes':
      return { ...findMistakes.findMistakesToResponse(p.task, p.state), timeSpent };
    case 'none':
      return { taskId: task.id, type: task.type, score: 0, isCorrect: false, completed: false, timeSpent };
    default:
      return assertNever(p);
  }
}

/** Rebuilds a task's state by replaying a recorded response (resume, server re-scoring); a mismatched type starts fresh. */
export function taskStateFromResponse(task: Task, response: TaskResponse): TaskState {
  if (!isKnownTask(task) || response.type !== task.type) return initialTaskState(task);
  switch (task.type) {
    case 'sequence_task':
      return isSequenceResponse(response)
        ? sequence.sequenceStateFromResponse(task, response)
        : initialTaskState(task);
    case 'mcq_1':
      return isMcqResponse(response) ? mcq.mcqStateFromResponse(task, response) : initialTaskState(task);
    case 'binary_task':
      return isBinaryResponse(response)
        ? binary.binaryStateFromResponse(task, response)
        : initialTaskState(task);
    case 'find_mistakes':
      return isFindMistakesResponse(response)
        ? findMistakes.findMistakesStateFromResponse(task, response)
        : initialTaskState(task);
    default:
      return assertNever(task);
  }
}

/** Point dots shown for a task: (options-1)*2 for mcq, 2 per item or error, points for binary. */
export function pointDots(task: Task): number {
  if (!isKnownTask(task)) return 0;
  switch (task.type) {
    case 'sequence_task':
      return sequence.sequenceMaxScore(task);
    case 'mcq_1':
      return mcq.mcqMaxScore(task);
    case 'binary_task':
      return task.points;
    case 'find_mistakes':
      return findMistakes.findMistakesDotsPerError * findMistakes.findMistakesErrorIds(task).length;
    default:
      return assertNever(task);
  }
}

/** The progress dot colour step by share (0..1) of completed tasks. */
export type ProgressColourStep = '>=75' | '>=51' | '>=26' | '>0' | 'none';

/** The colour step for a share (0..1) of completed tasks. */
export function progressColourStep(completedShare: number): ProgressColourStep {
  const percent = completedShare * 100;
  if (percent >= 75) return '>=75';
  if (percent >= 51) return '>=51';
  if (percent >= 26) return '>=26';
  if (percent > 0) return '>0';
  return 'none';
}
