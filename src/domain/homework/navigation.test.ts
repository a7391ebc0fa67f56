import { describe, expect, it } from 'vitest';
import { normaliseTaskResponses } from '#domain/submissions/responses';
import { initialTaskState, reduceTask, type TaskAction, type TaskState } from '#domain/tasks/engine';
import {
  canGoNext,
  canGoPrevious,
  canOpenTask,
  canSubmit,
  isPlayableTask,
  type PlayerPosition,
  resumeIndex,
} from './navigation';
import { repairAssignmentDetails } from './repair';
import type { Task } from './schema';

const tasks = repairAssignmentDetails({
  tasks: [
    { id: 'b1', type: 'binary_task', correctAnswer: true },
    {
      id: 'f',
      type: 'find_mistakes',
      mode: 'find_and_fix',
      find: { fragments: [{ text: 'x', isError: true, errorId: 'e' }] },
      fix: [{ errorId: 'e', options: ['y', 'z'], correct: 'y' }],
    },
    { id: 'b2', type: 'binary_task', correctAnswer: true },
  ],
}).tasks;

const stateAfter = (task: Task, actions: TaskAction[]): TaskState =>
  actions.reduce((s, a) => reduceTask(task, s, a), initialTaskState(task));
const answered = stateAfter(tasks[0]!, [{ type: 'pick-answer', value: true }]);
const errorsFound = stateAfter(tasks[1]!, [{ type: 'click-fragment', index: 0 }]);
const fixed = stateAfter(tasks[1]!, [
  { type: 'click-fragment', index: 0 },
  { type: 'start-fix' },
  { type: 'choose-fix', option: 'z' },
]);

const at = (
  currentIndex: number,
  states: Record<string, TaskState>,
  homeworkCompleted = false,
): PlayerPosition => ({
  tasks,
  states,
  currentIndex,
  homeworkCompleted,
});

describe('player navigation (spec section 4)', () => {
  it('next is allowed only if the current task is done', () => {
    expect(canGoNext(at(0, {}))).toBe(false);
    expect(canGoNext(at(0, { b1: answered }))).toBe(true);
  });

  it('next is allowed on an unfinished task when the homework is completed, but never on the last task', () => {
    expect(canGoNext(at(0, {}, true))).toBe(true);
    expect(canGoNext(at(2, {}, true))).toBe(false);
    expect(canGoNext(at(2, { b2: stateAfter(tasks[2]!, [{ type: 'pick-answer', value: true }]) }))).toBe(
      false,
    );
  });

  it('a find_and_fix task blocks next when all errors are found but corrections are incomplete', () => {
    expect(canGoNext(at(1, { f: errorsFound }))).toBe(false);
    expect(canGoNext(at(1, { f: errorsFound }, true))).toBe(false);
    expect(canGoNext(at(1, { f: fixed }))).toBe(true);
  });

  it('previous is allowed except on the first task', () => {
    expect(canGoPrevious(at(0, {}))).toBe(false);
    expect(canGoPrevious(at(1, {}))).toBe(true);
  });

  it('a dot opens the current task, an earlier one, or a later one when all earlier tasks are done', () => {
    expect(canOpenTask(at(1, {}), 1)).toBe(true);
    expect(canOpenTask(at(1, {}), 0)).toBe(true);
    expect(canOpenTask(at(0, {}), 2)).toBe(false);
    expect(canOpenTask(at(0, { b1: answered }), 2)).toBe(false);
    expect(canOpenTask(at(0, { b1: answered, f: fixed }), 2)).toBe(true);
    expect(canOpenTask(at(0, {}, true), 2)).toBe(true);
    expect(canOpenTask(at(0, {}), 3)).toBe(false);
    expect(canOpenTask(at(0, {}), -1)).toBe(false);
  });

  it('offline, a task whose answer waits lets the student go on, but never to Submit', () => {
    const waiting = (currentIndex: number, ids: string[]) => ({ ...at(currentIndex, {}), waiting: new Set(ids) });
    expect(canGoNext(waiting(0, ['b1']))).toBe(true);
    expect(canOpenTask(waiting(0, ['b1', 'f']), 2)).toBe(true);
    expect(canOpenTask(waiting(0, ['b1']), 2)).toBe(false);
    expect(canSubmit(waiting(2, ['b2']))).toBe(false);
  });

  it('Submit shows on the last task once it is done', () => {
    const last = stateAfter(tasks[2]!, [{ type: 'pick-answer', value: false }]);
    expect(canSubmit(at(2, { b2: last }))).toBe(true);
    expect(canSubmit(at(2, {}))).toBe(false);
    expect(canSubmit(at(1, { f: fixed }))).toBe(false);
    expect(canSubmit(at(2, { b2: last }, true))).toBe(false);
  });
});

describe('resume (spec section 4)', () => {
  const done = (taskId: string) => ({ taskId, type: 'binary_task', completed: true });
  it('resumes at the first task with no response or an unfinished one', () => {
    expect(resumeIndex(tasks, normaliseTaskResponses([done('b1')]), 0)).toBe(1);
    expect(
      resumeIndex(tasks, normaliseTaskResponses([done('b1'), { taskId: 'f', completed: false }]), 2),
    ).toBe(1);
    expect(resumeIndex(tasks, normaliseTaskResponses([done('f')]), 2)).toBe(0);
  });

  it('otherwise resumes at the saved currentTaskIndex, clamped to the tasks', () => {
    const all = normaliseTaskResponses([done('b1'), done('f'), done('b2')]);
    expect(resumeIndex(tasks, all, 1)).toBe(1);
    expect(resumeIndex(tasks, all, 9)).toBe(2);
    expect(resumeIndex(tasks, all, -4)).toBe(0);
    expect(resumeIndex(tasks, all, Number.NaN)).toBe(0);
  });
});

describe('tasks nobody can play are skipped', () => {
  const mixed = repairAssignmentDetails({
    passingScore: 1,
    tasks: [
      { id: 'u1', type: 'drawing_task', question: 'Draw it', points: 1 },
      { id: 'b1', type: 'binary_task', passage: 'P', statement: 'S', correctAnswer: true, points: 1 },
      { id: 's1', type: 'sequence_task', question: 'Order', items: [], correctOrder: [], points: 1 },
    ],
  }).tasks;
  const position = (currentIndex: number, states: Record<string, TaskState> = {}) => ({
    tasks: mixed,
    states,
    currentIndex,
    homeworkCompleted: false,
  });

  it('an unknown task type lets the student go on to the next task', () => {
    expect(isPlayableTask(mixed[0]!)).toBe(false);
    expect(canGoNext(position(0))).toBe(true);
  });

  it('an empty sequence at the end lets the student submit once the rest is done', () => {
    const picked = stateAfter(mixed[1]!, [{ type: 'pick-answer', value: true }]);
    expect(isPlayableTask(mixed[2]!)).toBe(false);
    expect(canSubmit(position(2, { b1: picked }))).toBe(true);
    expect(canOpenTask(position(0, { b1: picked }), 2)).toBe(true);
    expect(canOpenTask(position(0), 2)).toBe(false);
  });

  it('resume passes over unplayable tasks to the first open one', () => {
    expect(resumeIndex(mixed, [], 0)).toBe(1);
  });
});
