import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import type { Task } from '#domain/homework/schema';
import { answerKeyFields } from './answer-keys';
import {
  initialTaskState,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskStateFromResponse,
  taskToResponse,
} from './engine';
import {
  isCheckedAction,
  isTaskOpenToStudent,
  playLocally,
  stateFromAnswer,
  taskForStudent,
  taskFromStudentJson,
} from './student-task';

const tasks: Task[] = repairAssignmentDetails({
  tasks: [
    { id: 's', type: 'sequence_task', items: ['b', 'a', 'c', 'a'], correctOrder: ['a', 'b', 'a', 'c'] },
    { id: 's2', type: 'sequence_task', items: ['y', 'x'], correctOrder: ['x', 'y'] },
    { id: 's-rep', type: 'sequence_task', items: ['a', 'b', 'a', 'b'], correctOrder: ['b', 'a', 'b', 'a'] },
    { id: 's-one', type: 'sequence_task', items: ['x'], correctOrder: ['y'] },
    { id: 'm', type: 'mcq_1', options: ['x', 'y', 'z', 'w'], correctAnswer: 'z' },
    { id: 'b', type: 'binary_task', points: 5, correctAnswer: false },
    {
      id: 'f',
      type: 'find_mistakes',
      mode: 'find_and_fix',
      points: 7,
      mistakeCount: { revealed: false, count: 2 },
      find: {
        fragments: [
          { text: 'a' },
          { text: 'bb', isError: true },
          { text: 'c' },
          { text: 'dd', isError: true },
        ],
      },
      fix: [
        { options: ['b', 'B'], correct: 'b' },
        { options: ['d', 'D'], correct: 'D' },
      ],
    },
    {
      id: 'g',
      type: 'find_mistakes',
      mode: 'find_only',
      points: 4,
      mistakeCount: { revealed: true, count: 1 },
      find: { fragments: [{ text: 'p' }, { text: 'qq', isError: true }, { text: 'r' }] },
    },
  ],
}).tasks;

const actionArb: fc.Arbitrary<TaskAction> = fc.oneof(
  fc.record({ type: fc.constant('tap-item' as const), index: fc.integer({ min: -1, max: 5 }) }),
  fc.record({
    type: fc.constant('move-item' as const),
    from: fc.integer({ min: -1, max: 4 }),
    to: fc.integer({ min: -1, max: 4 }),
  }),
  fc.constant({ type: 'reset-order' as const }),
  fc.constant({ type: 'check-order' as const }),
  fc.record({ type: fc.constant('pick-option' as const), index: fc.integer({ min: -1, max: 4 }) }),
  fc.record({ type: fc.constant('pick-answer' as const), value: fc.boolean() }),
  fc.record({ type: fc.constant('click-fragment' as const), index: fc.integer({ min: -1, max: 4 }) }),
  fc.constant({ type: 'start-fix' as const }),
  fc.record({ type: fc.constant('choose-fix' as const), option: fc.constantFrom('b', 'B', 'd', 'D', 'q') }),
);

/** Every key field name found anywhere in the JSON, with the path it was found at. */
function keyFieldsIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => keyFieldsIn(v, `${path}[${i}]`));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([name, v]) => [
    ...((answerKeyFields as readonly string[]).includes(name) ? [`${path}.${name}`] : []),
    ...keyFieldsIn(v, `${path}.${name}`),
  ]);
}

/** The key fields the student has earned in this state: found fragments and answered fix steps. */
function earnedKeyFields(task: Task, state: TaskState): Set<string> {
  const earned = new Set<string>();
  if (task.type !== 'find_mistakes' || state.type !== 'find_mistakes' || !('find' in task)) return earned;
  task.find.fragments.forEach((fragment, i) => {
    if (fragment.errorId !== undefined && state.identified.includes(fragment.errorId)) {
      earned.add(`.find.fragments[${i}].isError`);
      earned.add(`.find.fragments[${i}].errorId`);
    }
  });
  const shown = taskForStudent(task, state).fix;
  (Array.isArray(shown) ? shown : []).forEach((step, i) => {
    earned.add(`.fix[${i}].errorId`);
    if (state.corrections.some((c) => c.errorId === (step as { errorId: string }).errorId))
      earned.add(`.fix[${i}].correct`);
  });
  return earned;
}

describe('the student copy of a task', () => {
  it('plays to the same answer as the server: local actions at once, checked ones from the answer', () => {
    // What a person sees of a state, with the missed mistakes left out (the student's copy cannot
    // know them until the task is over).
    const seen = (task: Task, state: TaskState) => {
      const { missedErrors: _unknown, ...rest } =
        state.type === 'find_mistakes'
          ? (taskToResponse(task, state, 0) as unknown as { responses: Record<string, unknown> }).responses
          : { missedErrors: null };
      return {
        response: { ...taskToResponse(task, state, 0), responses: rest },
        state: { ...state, fixStarted: null },
      };
    };
    fc.assert(
      fc.property(fc.constantFrom(...tasks), fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        // The server keeps only the response and rebuilds the state from it for every action.
        let stored = taskToResponse(task, initialTaskState(task), 0);
        let known = taskFromStudentJson(taskForStudent(task, initialTaskState(task)));
        expect(known).not.toBeNull();
        let client = initialTaskState(known as Task);
        for (const action of actions) {
          const server = reduceTask(task, taskStateFromResponse(task, stored), action);
          stored = taskToResponse(task, server, 0);
          if (isCheckedAction(action)) {
            // The server's answer: the task as now known and the recorded response.
            known = taskFromStudentJson(JSON.parse(JSON.stringify(taskForStudent(task, server))));
            client = stateFromAnswer(known as Task, stored, client);
          } else {
            client = playLocally(known as Task, client, action);
          }
          expect(seen(known as Task, client)).toEqual(seen(task, taskStateFromResponse(task, stored)));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('carries no key the student has not earned while the task is open', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tasks), fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        let state = initialTaskState(task);
        for (const action of actions) {
          state = reduceTask(task, state, action);
          const json = taskForStudent(task, state);
          if (isTaskOpenToStudent(task, state)) {
            expect(json).toEqual(task);
            continue;
          }
          const earned = earnedKeyFields(task, state);
          expect(keyFieldsIn(json).filter((path) => !earned.has(path))).toEqual([]);
          const count = (json as { mistakeCount?: { revealed: boolean; count?: number } }).mistakeCount;
          if (count && !count.revealed) expect(count.count).toBeUndefined();
        }
      }),
      { numRuns: 300 },
    );
  });

  it('makes every unfound fragment look alike and hides how many mistakes there are', () => {
    const task = tasks.find((t) => t.id === 'f') as Task;
    const json = taskForStudent(task, initialTaskState(task)) as {
      find: { fragments: Record<string, unknown>[] };
      fix: unknown[];
      mistakeCount: Record<string, unknown>;
    };
    for (const fragment of json.find.fragments) expect(Object.keys(fragment)).toEqual(['text']);
    expect(json.fix).toEqual([]);
    expect(json.mistakeCount).toEqual({ revealed: false, display: 'exactly' });
  });

  it('sends a finished task whole, so the player can show the answer', () => {
    const task = tasks.find((t) => t.id === 'm') as Task;
    const done = reduceTask(task, initialTaskState(task), { type: 'pick-option', index: 2 });
    expect(taskForStudent(task, done)).toEqual(task);
    expect(taskFromStudentJson(taskForStudent(task, done))).toEqual(task);
  });

  it('reads nothing that is not a task', () => {
    expect(taskFromStudentJson(null)).toBeNull();
    expect(taskFromStudentJson({ id: 'x', type: 'mcq_1' })).toBeNull();
  });
});
