import { opaqueName } from './student-copy';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repairAssignmentDetails } from '#domain/homework/repair';
import { isPlayableTask } from '#domain/homework/navigation';
import type { Task } from '#domain/homework/schema';
import { answerKeyFields } from './answer-keys';
import { initialTaskState, reduceTask, type TaskAction, type TaskState, taskToResponse } from './engine';
import { appendToAnswer } from '#domain/submissions/answer-log';
import type { TaskResponse } from '#domain/submissions/response-types';
import {
  actionFromStudent,
  isCheckedAction,
  isTaskOpenToStudent,
  playLocally,
  responseForStudent,
  stateFromAnswer,
  taskForStudent,
  taskFromStudentJson,
  trackingFromStudent,
  wholeForStudent,
} from './student-task';

const written: Task[] = repairAssignmentDetails({
  tasks: [
    {
      id: 's',
      type: 'sequence_task',
      items: ['b', 'a', 'c', 'a'],
      correctOrder: ['a', 'b', 'a', 'c'],
      explanation: 'The a comes first.',
    },
    { id: 's2', type: 'sequence_task', items: ['y', 'x'], correctOrder: ['x', 'y'] },
    { id: 's-rep', type: 'sequence_task', items: ['a', 'b', 'a', 'b'], correctOrder: ['b', 'a', 'b', 'a'] },
    { id: 's-one', type: 'sequence_task', items: ['x'], correctOrder: ['y'] },
    {
      id: 'm',
      type: 'mcq_1',
      options: ['x', 'y', 'z', 'w'],
      correctAnswer: 'z',
      explanation: 'Z is last but one.',
      optionExplanations: { x: 'X is first.', z: 'Z is right.' },
    },
    { id: 'b', type: 'binary_task', points: 5, correctAnswer: false, explanation: 'It is not.' },
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
      explanation: 'qq is no word.',
      mode: 'find_only',
      points: 4,
      mistakeCount: { revealed: true, count: 1 },
      find: { fragments: [{ text: 'p' }, { text: 'qq', isError: true }, { text: 'r' }] },
    },
  ],
}).tasks;
/** The tasks a student can play (one whose key is missing is not played). */
const tasks = written.filter(isPlayableTask);

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
  const names = new Set(state.identified.map((id) => opaqueName(copy, id)));
  const shownFragments = (
    taskForStudent(task, state, copy).find as { fragments?: Array<{ errorId?: string }> }
  )?.fragments;
  (shownFragments ?? []).forEach((fragment, i) => {
    if (fragment.errorId !== undefined && names.has(fragment.errorId)) {
      earned.add(`.find.fragments[${i}].isError`);
      earned.add(`.find.fragments[${i}].errorId`);
    }
  });
  const shown = taskForStudent(task, state, copy).fix;
  (Array.isArray(shown) ? shown : []).forEach((step, i) => {
    earned.add(`.fix[${i}].errorId`);
    if (state.corrections.some((c) => opaqueName(copy, c.errorId) === (step as { errorId: string }).errorId))
      earned.add(`.fix[${i}].correct`);
  });
  return earned;
}

/** One student's copy: the seed their options, items and mistake names come from. */
const copy = { seed: 'student-7:homework-3' };

/** What a person sees of an answer in the player (the parts a copy may differ in left out). */
function seen(response: TaskResponse): unknown {
  const { timeSpent: _time, actionCount: _count, log: _log, logBase: _base, ...rest } = response;
  if (!('responses' in rest) || typeof rest.responses !== 'object' || rest.responses === null) return rest;
  const {
    missedErrors: _missed,
    clickedFragments: _fragments,
    ...detail
  } = rest.responses as unknown as Record<string, unknown>;
  return { ...rest, responses: detail };
}

describe('the student copy of a task', () => {
  it('plays to the same answer as the server: local actions at once, checked ones from the answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...tasks), fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        // The server folds the log of the student's actions (sent in the terms of their copy).
        let stored: TaskResponse | null = null;
        let server = initialTaskState(task);
        let known = taskFromStudentJson(taskForStudent(task, server, copy));
        expect(known).not.toBeNull();
        let client = initialTaskState(known as Task);
        for (const action of actions) {
          const appended = appendToAnswer(task, stored, [actionFromStudent(task, action, copy)], 0);
          if (!appended) throw new Error('log full');
          stored = appended.response;
          server = appended.state;
          const answer = responseForStudent(task, server, stored, copy);
          expect(answer.log).toBeUndefined();
          if (isCheckedAction(action)) {
            // The server's answer: the task as now known and the recorded response.
            known = taskFromStudentJson(JSON.parse(JSON.stringify(taskForStudent(task, server, copy))));
            client = stateFromAnswer(known as Task, answer, client);
          } else {
            client = playLocally(known as Task, client, action);
          }
          expect(seen(taskToResponse(known as Task, client, 0))).toEqual(seen(answer));
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
          state = reduceTask(task, state, actionFromStudent(task, action, copy));
          const json = taskForStudent(task, state, copy);
          if (isTaskOpenToStudent(task, state)) {
            expect(json).toEqual(wholeForStudent(task, copy));
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

  it('shows options and items in an order of their own per student, the same on every load', () => {
    const many: Task[] = repairAssignmentDetails({
      tasks: [
        { id: 'm8', type: 'mcq_1', options: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'], correctAnswer: 'a' },
        {
          id: 's8',
          type: 'sequence_task',
          items: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
          correctOrder: ['h', 'g', 'f', 'e', 'd', 'c', 'b', 'a'],
        },
      ],
    }).tasks;
    for (const task of many) {
      const list = (t: Record<string, unknown>) => (t.options ?? t.items) as string[];
      const teacher = list(task as unknown as Record<string, unknown>);
      const orders = Array.from({ length: 20 }, (_, i) =>
        list(taskForStudent(task, initialTaskState(task), { seed: `student-${i}` })),
      );
      for (const order of orders) expect([...order].sort()).toEqual([...teacher].sort());
      // Stable for one student, different between students, and never the teacher's order.
      expect(list(taskForStudent(task, initialTaskState(task), { seed: 'student-3' }))).toEqual(orders[3]);
      expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(10);
      for (const order of orders) expect(order).not.toEqual(teacher);
    }
  });

  it('a pick on the student copy means the option they saw there', () => {
    const mcq = tasks.find((t) => t.id === 'm') as Task & { options: string[] };
    const shown = taskForStudent(mcq, initialTaskState(mcq), copy).options as string[];
    const place = shown.indexOf('z');
    const state = reduceTask(
      mcq,
      initialTaskState(mcq),
      actionFromStudent(mcq, { type: 'pick-option', index: place }, copy),
    );
    expect(taskToResponse(mcq, state, 0)).toMatchObject({ selectedAnswers: ['z'], isCorrect: true });
  });

  it('names a recorded click in the teacher’s order, so a replay puts it on what the student clicked', () => {
    for (const task of tasks.filter((t) => t.type === 'mcq_1' || t.type === 'sequence_task')) {
      const json = taskForStudent(task, initialTaskState(task), copy) as {
        options?: string[];
        items?: string[];
      };
      const shown = (json.options ?? json.items) as string[];
      const name = json.options ? 'option' : 'item';
      const teacher = ((task as { options?: string[] }).options ??
        (task as { items?: string[] }).items) as string[];
      shown.forEach((text, place) => {
        const tracking = {
          clicks: [{ x: 1, y: 1, timestamp: 0, target: `${name}:${place}` }],
          layouts: [
            { timestamp: 0, elements: [{ target: `${name}:${place}`, x: 0, y: 0, width: 1, height: 1 }] },
          ],
        };
        const renamed = trackingFromStudent(task, tracking, copy);
        const index = Number(renamed.clicks[0]?.target?.split(':')[1]);
        expect(teacher[index]).toBe(text);
        expect(renamed.layouts[0]?.elements[0]?.target).toBe(renamed.clicks[0]?.target);
      });
    }
  });

  it('makes every unfound fragment look alike and hides how many mistakes there are', () => {
    const task = tasks.find((t) => t.id === 'f') as Task;
    const json = taskForStudent(task, initialTaskState(task), copy) as {
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
    const whole = wholeForStudent(task, copy);
    expect(taskForStudent(task, done, copy)).toEqual(whole);
    expect(taskFromStudentJson(taskForStudent(task, done, copy))).toEqual(whole);
    expect(whole).toMatchObject({ correctAnswer: 'z' });
  });

  it('reads nothing that is not a task', () => {
    expect(taskFromStudentJson(null)).toBeNull();
    expect(taskFromStudentJson({ id: 'x', type: 'mcq_1' })).toBeNull();
  });
});
