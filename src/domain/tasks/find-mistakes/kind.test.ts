import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import type { FindMistakesTaskResponse } from '#domain/tasks/find-mistakes/schema';
import {
  type FindMistakesAction,
  type FindMistakesState,
  findMistakesScore,
  findMistakesStateFromResponse,
  findMistakesToResponse,
  guessPenalty,
  initialFindMistakesState,
  isFindMistakesDone,
  reduceFindMistakes,
} from './engine';
import { findMistakesKind, repairFindMistakes } from './kind';
import { findMistakesTokens } from './tokens';
import { opaqueName } from '#domain/tasks/student-copy';

const copy = { seed: 'student-3:homework-9:task-f' };

const restaurant: FindMistakesTask = repairFindMistakes(
  {
    points: 10,
    mode: 'find_and_fix',
    find: {
      fragments: [
        { text: 'Yesterday we ', isError: false },
        { text: 'go', isError: true },
        { text: ' to a new restaurant. The food was ', isError: false },
        { text: 'more better', isError: true },
        { text: ' than last time.', isError: false },
      ],
    },
    fix: [
      { prompt: 'go', options: ['went', 'goes'], correct: 'went' },
      { prompt: 'more better', options: ['better', 'more good'], correct: 'better' },
    ],
  },
  'fm1',
  'Find the mistakes',
);
const findOnly: FindMistakesTask = { ...restaurant, mode: 'find_only', fix: [] };
// Words: Yesterday(0) we(1) go(2) to(3) a(4) new(5) restaurant.(6) The(7) food(8) was(9) more(10)
// better(11) than(12) last(13) time.(14)

const click = (index: number): FindMistakesAction => ({ type: 'click-fragment', index });
const run = (task: FindMistakesTask, actions: FindMistakesAction[], from = initialFindMistakesState(task)) =>
  actions.reduce((s, a) => reduceFindMistakes(task, s, a), from);
const respond = (task: FindMistakesTask, state: FindMistakesState): FindMistakesTaskResponse => ({
  ...findMistakesToResponse(task, state),
  timeSpent: 0,
});

/** A task from random fragments (any cuts, spaces and punctuation), find_only or find_and_fix. */
const taskArb = fc
  .record({
    fragments: fc.array(
      fc.record({
        text: fc
          .array(fc.constantFrom('a', 'bc', ' ', '  ', '.', '\n', 'x y'), { minLength: 1, maxLength: 5 })
          .map((p) => p.join('')),
        isError: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    fix: fc.boolean(),
    points: fc.integer({ min: 1, max: 30 }),
  })
  .map(({ fragments, fix, points }) => {
    const task = repairFindMistakes({ points, find: { fragments } }, 'f', 'q');
    if (!fix) return task;
    const ids = [...new Set(task.find.fragments.flatMap((f) => (f.errorId ? [f.errorId] : [])))];
    return {
      ...task,
      mode: 'find_and_fix' as const,
      fix: ids.map((errorId) => ({ errorId, prompt: '', options: ['r', 'w'], correct: 'r' })),
    };
  });
const actionArb = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: -1, max: 16 }).map(click) },
  { weight: 1, arbitrary: fc.constant<FindMistakesAction>({ type: 'start-fix' }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('r', 'w', 'z').map((option) => ({ type: 'choose-fix' as const, option })),
  },
);

describe('find the mistakes: clicks on words', () => {
  it('finds a mistake of several words by any of its words, once', () => {
    const state = run(findOnly, [click(11), click(10), click(2)]);
    expect(state.identified).toEqual(['error-2', 'error-1']);
    expect(state.clicked).toEqual([11, 2]);
    expect(isFindMistakesDone(findOnly, state)).toBe(true);
    expect(findMistakesScore(findOnly, state)).toBe(10);
  });

  it('reads back every state it records, for any task and any actions', () => {
    fc.assert(
      fc.property(taskArb, fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        let state = initialFindMistakesState(task);
        for (const action of actions) {
          state = reduceFindMistakes(task, state, action);
          const back = findMistakesStateFromResponse(task, respond(task, state));
          expect(back).toEqual(state);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("reads the student's answer back on the student's copy to the same state under the student's names", () => {
    fc.assert(
      fc.property(taskArb, fc.array(actionArb, { maxLength: 40 }), (task, actions) => {
        const state = run(task, actions);
        if (isFindMistakesDone(task, state)) return;
        const shown = findMistakesKind.fromStudentJson(findMistakesKind.forStudent(task, state, copy));
        expect(shown).not.toBeNull();
        const studentCopy = shown as FindMistakesTask;
        const answer = findMistakesKind.answerForStudent(task, state, respond(task, state), copy);
        const back = findMistakesStateFromResponse(studentCopy, answer);
        const name = (id: string) => opaqueName(copy, id);
        expect(back.clicked).toEqual(state.clicked);
        expect(back.incorrectClicks).toBe(state.incorrectClicks);
        // Mistakes found along with another (two in one word) included.
        expect(back.identified).toEqual(state.identified.map(name));
        expect(back.corrections).toEqual(state.corrections.map((c) => ({ ...c, errorId: name(c.errorId) })));
        expect(findMistakesScore(studentCopy, back)).toBe(findMistakesScore(task, state));
        expect(back.fixStarted).toBe(state.fixStarted);
        expect(back.guessCost).toBe(state.guessCost);
      }),
      { numRuns: 300 },
    );
  });
});

/**
 * The engine as it was before words (clicks were fragment indices), kept here as the reference an
 * answer saved then is scored against.
 */
function scoreBeforeWords(
  task: FindMistakesTask,
  clickedFragments: number[],
  corrections: FindMistakesTaskResponse['responses']['corrections'],
): number {
  const ids = [...new Set(task.find.fragments.flatMap((f) => (f.isError && f.errorId ? [f.errorId] : [])))];
  const found = new Set<string>();
  let counted = 0;
  for (const index of clickedFragments) {
    if (counted >= task.find.fragments.length + 20 || found.size === ids.length) break;
    const fragment = task.find.fragments[index];
    if (!fragment) continue;
    if (!fragment.isError || fragment.errorId === undefined) counted += 1;
    else if (!found.has(fragment.errorId)) {
      counted += 1;
      found.add(fragment.errorId);
    }
  }
  if (ids.length === 0 || found.size < ids.length) return 0;
  const findPart = task.mode === 'find_only' ? task.points : Math.round(task.points / 2);
  if (task.mode === 'find_only') return findPart;
  const byError = new Map(task.fix.map((f) => [f.errorId, f]));
  const steps = ids.flatMap((id) => (byError.has(id) ? [byError.get(id) as (typeof task.fix)[number]] : []));
  const chosen = new Map<string, string>();
  for (const c of corrections) if (!chosen.has(c.errorId)) chosen.set(c.errorId, c.selectedOption);
  let right = 0;
  let answered = 0;
  for (const step of steps) {
    const option = chosen.get(step.errorId);
    if (option === undefined) break;
    const waiting = steps[answered];
    if (waiting?.options.includes(option)) {
      answered += 1;
      if (option === waiting.correct) right += 1;
    }
  }
  const share = steps.length === 0 ? 1 : right / steps.length;
  return Math.min(task.points, findPart + Math.round((task.points - findPart) * share));
}

describe('find the mistakes: answers saved before words', () => {
  const legacy = (
    clickedFragments: number[],
    corrections: FindMistakesTaskResponse['responses']['corrections'] = [],
  ) => ({
    responses: {
      clickedFragments,
      correctlyIdentified: [],
      incorrectClicks: 0,
      missedErrors: [],
      corrections,
    },
  });

  it('reads each fragment click as a click on its first word, with no cost for guessing', () => {
    const state = findMistakesStateFromResponse(findOnly, legacy([0, 2, 4, 0, 2, 4, 0, 2, 4, 0, 2, 4, 3, 1]));
    expect(state.clicked.slice(0, 3)).toEqual([0, 3, 12]);
    expect(state.guessCost).toBe(false);
    expect(state.identified).toEqual(['error-2', 'error-1']);
    expect(guessPenalty(findOnly, state)).toBe(0);
    expect(findMistakesScore(findOnly, state)).toBe(10);
  });

  it('keep the score they had, for any task whose mistakes each have a word of their own', () => {
    const withCorrections = fc.array(
      fc.record({
        errorId: fc.constantFrom('error-1', 'error-2', 'error-3', 'x'),
        selectedOption: fc.constantFrom('r', 'w', 'z'),
        isCorrect: fc.boolean(),
        attempts: fc.constant(1),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        taskArb.filter((task) => findMistakesTokens(task.find.fragments).foundWith.size === 0),
        fc.array(fc.integer({ min: -1, max: 9 }), { maxLength: 30 }),
        withCorrections,
        (task, anyClicks, corrections) => {
          // The player before words drew a fragment of spaces only as plain text: never clicked.
          const clicks = anyClicks.filter((i) => task.find.fragments[i]?.text.trim() !== '');
          const state = findMistakesStateFromResponse(task, legacy(clicks, corrections));
          expect(findMistakesScore(task, state)).toBe(scoreBeforeWords(task, clicks, corrections));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('carry on without a cost once continued, and say so in what is recorded', () => {
    const old = findMistakesStateFromResponse(findOnly, legacy([0, 4, 3]));
    const next = run(findOnly, [click(5), click(6), click(7), click(2), click(10)], old);
    expect(findMistakesScore(findOnly, next)).toBe(10);
    const recorded = respond(findOnly, next);
    expect(recorded.responses.guessCost).toBe(false);
    expect(findMistakesStateFromResponse(findOnly, recorded)).toEqual(next);
  });
});

describe('find the mistakes: guessing costs', () => {
  it('lets as many wrong words as there are mistakes go free, then takes a point each off the find part', () => {
    const wrong = [0, 1, 3, 4, 5, 6, 7];
    const free = run(findOnly, [click(0), click(1), click(2), click(10)]);
    expect(findMistakesScore(findOnly, free)).toBe(10);
    const three = run(findOnly, [...wrong.slice(0, 3).map(click), click(2), click(10)]);
    expect(findMistakesScore(findOnly, three)).toBe(9);
    // The same wrong word clicked again costs nothing more.
    const again = run(findOnly, [
      click(0),
      click(0),
      click(0),
      click(1),
      click(3),
      click(3),
      click(2),
      click(10),
    ]);
    expect(again.incorrectClicks).toBe(6);
    expect(findMistakesScore(findOnly, again)).toBe(9);
  });

  it('never takes the find part below 0 and leaves the fix part alone', () => {
    const everyWord = [0, 1, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14].map(click);
    const guessed = run(findOnly, [...everyWord, click(2), click(10)]);
    expect(findMistakesScore(findOnly, guessed)).toBe(0);
    const fixed = run(restaurant, [
      ...everyWord,
      click(2),
      click(10),
      { type: 'start-fix' },
      { type: 'choose-fix', option: 'went' },
      { type: 'choose-fix', option: 'better' },
    ]);
    // Find part 5, all lost to guessing; the fix part (5) stays.
    expect(findMistakesScore(restaurant, fixed)).toBe(5);
  });

  it('scales with the task: a tenth of the find part a word', () => {
    const big = { ...findOnly, points: 100 };
    const state = run(big, [0, 1, 3, 4].map(click).concat([click(2), click(10)]));
    expect(findMistakesScore(big, state)).toBe(80);
  });
});

describe("find the mistakes: the student's copy", () => {
  it('shows the text as words, one fragment each, and nothing of where mistakes are', () => {
    const json = findMistakesKind.forStudent(restaurant, initialFindMistakesState(restaurant), copy);
    const fragments = (json.find as { fragments: Array<Record<string, unknown>> }).fragments;
    expect(fragments.map((f) => f.text)).toEqual(
      findMistakesTokens(restaurant.find.fragments).tokens.map((t) => t.text + t.after),
    );
    for (const fragment of fragments) {
      expect(Object.keys(fragment)).toEqual(['text']);
      expect(String(fragment.text)).toMatch(/^\S+ ?$/);
    }
    expect(json.fix).toEqual([]);
    expect(JSON.stringify(json)).not.toContain('error-');
  });

  it("names found mistakes and fix steps by the student's names, never the teacher's", () => {
    const state = run(restaurant, [
      click(0),
      click(2),
      click(11),
      { type: 'start-fix' },
      { type: 'choose-fix', option: 'goes' },
    ]);
    const json = findMistakesKind.forStudent(restaurant, state, copy);
    const text = JSON.stringify(json);
    expect(text).not.toContain('error-');
    const fragments = (json.find as { fragments: Array<Record<string, unknown>> }).fragments;
    const name1 = opaqueName(copy, 'error-1');
    const name2 = opaqueName(copy, 'error-2');
    expect(fragments[2]).toEqual({ text: 'go ', isError: true, errorId: name1 });
    expect(fragments[10]).toEqual({ text: 'more ', isError: true, errorId: name2 });
    expect(fragments[11]).toEqual({ text: 'better ', isError: true, errorId: name2 });
    expect(
      (json.fix as Array<{ errorId: string; correct?: string }>).map((f) => [f.errorId, f.correct]),
    ).toEqual([
      [name1, 'went'],
      [name2, undefined],
    ]);

    const answer = findMistakesKind.answerForStudent(restaurant, state, respond(restaurant, state), copy);
    expect(JSON.stringify(answer)).not.toContain('error-');
    expect(answer.responses).toMatchObject({
      clickedFragments: [0, 2, 11],
      clickedTokens: [0, 2, 11],
      correctlyIdentified: [name1, name2],
      missedErrors: [],
      corrections: [{ errorId: name1, selectedOption: 'goes', isCorrect: false, attempts: 1 }],
    });
  });

  it("never shows a piece longer than a word, nor a teacher's mistake id, for any task and any actions", () => {
    fc.assert(
      fc.property(taskArb, fc.array(actionArb, { maxLength: 30 }), (task, actions) => {
        let state = initialFindMistakesState(task);
        for (const action of actions) {
          state = reduceFindMistakes(task, state, action);
          if (isFindMistakesDone(task, state)) return;
          const json = findMistakesKind.forStudent(task, state, copy);
          const answer = findMistakesKind.answerForStudent(task, state, respond(task, state), copy);
          // Repair names mistakes error-1, error-2…: none of them reaches the student.
          expect(JSON.stringify([json, answer])).not.toMatch(/error-\d/);
          const fragments = (json.find as { fragments: Array<{ text: string }> }).fragments;
          for (const fragment of fragments) expect(fragment.text).toMatch(/^(\S+[ \n]?)?$/);
          expect(answer.responses.missedErrors).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('hides which mistakes are missed while some are not found', () => {
    const state = run(restaurant, [click(2)]);
    const answer = findMistakesKind.answerForStudent(restaurant, state, respond(restaurant, state), copy);
    expect(answer.responses.missedErrors).toEqual([]);
    expect(answer.responses.correctlyIdentified).toEqual([opaqueName(copy, 'error-1')]);
  });

  it("shows each fix step's options in an order of its own per student, the same on every load", () => {
    const many: FindMistakesTask = {
      ...restaurant,
      fix: restaurant.fix.map((step) => ({ ...step, options: ['a', 'b', 'c', 'd', 'e', 'f', step.correct] })),
    };
    const found = run(many, [click(2), click(10)]);
    const optionsOf = (seed: string) =>
      (findMistakesKind.forStudent(many, found, { seed }).fix as Array<{ options: string[] }>).map(
        (f) => f.options,
      );
    const orders = Array.from({ length: 12 }, (_, i) => JSON.stringify(optionsOf(`s-${i}`)));
    expect(new Set(orders).size).toBeGreaterThan(6);
    expect(JSON.stringify(optionsOf('s-3'))).toBe(orders[3]);
    for (const [i, options] of optionsOf('s-1').entries()) {
      expect([...options].sort()).toEqual([...(many.fix[i]?.options ?? [])].sort());
      expect(options).not.toEqual(many.fix[i]?.options);
    }
    // Once finished, the whole task comes in the same order; choices are texts, so nothing else changes.
    const whole = findMistakesKind.inStudentOrder?.(many, { seed: 's-1' });
    expect(whole?.fix.map((f) => f.options)).toEqual(optionsOf('s-1'));
    expect(whole?.fix.map((f) => f.correct)).toEqual(many.fix.map((f) => f.correct));
  });

  it('takes a click on a word as the same word on the server', () => {
    expect(findMistakesKind.actionFromStudent(restaurant, click(11), copy)).toEqual(click(11));
  });
});

describe("find the mistakes: the spec's auto-save body", () => {
  const posted = (
    clickedFragments: number[],
    corrections: Array<[string, string]> = [],
  ): FindMistakesTaskResponse => ({
    taskId: 'fm1',
    type: 'find_mistakes',
    score: 10,
    isCorrect: true,
    completed: true,
    timeSpent: 0,
    responses: {
      clickedFragments,
      correctlyIdentified: [],
      incorrectClicks: 0,
      missedErrors: [],
      corrections: corrections.map(([errorId, selectedOption]) => ({
        errorId,
        selectedOption,
        isCorrect: true,
        attempts: 1,
      })),
    },
  });

  it('turns new fragment clicks into clicks on their first words, and new corrections into fix steps in order', () => {
    const state = run(restaurant, [click(0)]);
    const result = findMistakesKind.actionsFromAnswer(
      restaurant,
      state,
      posted(
        [0, 2, 1, 3],
        [
          ['error-2', 'better'],
          ['error-1', 'went'],
        ],
      ),
    );
    expect(result).toEqual({
      actions: [
        click(3),
        click(2),
        click(10),
        { type: 'start-fix' },
        { type: 'choose-fix', option: 'went' },
        { type: 'choose-fix', option: 'better' },
      ],
    });
    if (!('actions' in result)) throw new Error('no actions');
    const after = run(restaurant, result.actions as FindMistakesAction[], state);
    expect(findMistakesScore(restaurant, after)).toBe(10);
    // Posting the same again adds nothing.
    expect(findMistakesKind.actionsFromAnswer(restaurant, after, respond(restaurant, after))).toEqual({
      actions: [],
    });
  });

  it('refuses to change the clicks or corrections already saved', () => {
    const state = run(restaurant, [
      click(0),
      click(2),
      click(10),
      { type: 'start-fix' },
      { type: 'choose-fix', option: 'goes' },
    ]);
    expect(
      findMistakesKind.actionsFromAnswer(restaurant, state, posted([0, 1], [['error-1', 'goes']])),
    ).toEqual({
      rewrite: 'the clicks already saved were changed',
    });
    expect(
      findMistakesKind.actionsFromAnswer(restaurant, state, posted([0, 1, 3], [['error-1', 'went']])),
    ).toEqual({ rewrite: 'a correction already saved was changed' });
    expect(findMistakesKind.actionsFromAnswer(restaurant, state, posted([0, 1, 3]))).toEqual({
      rewrite: 'a correction already saved was changed',
    });
  });

  it('refuses fragments and corrections the task does not have', () => {
    const fresh = initialFindMistakesState(restaurant);
    expect(findMistakesKind.actionsFromAnswer(restaurant, fresh, posted([9]))).toEqual({
      invalid: 'clickedFragments names fragment 9; this task has 5',
    });
    expect(
      findMistakesKind.actionsFromAnswer(restaurant, fresh, posted([1, 3], [['nope', 'went']])),
    ).toMatchObject({
      invalid: expect.stringContaining('nope'),
    });
    expect(
      findMistakesKind.actionsFromAnswer(restaurant, fresh, posted([1, 3], [['error-1', 'gone']])),
    ).toMatchObject({
      invalid: expect.stringContaining('not one of its options'),
    });
  });

  it('reads back an answer it recorded, with its words, fix step and guessing rule', () => {
    const state = run(restaurant, [click(0), click(2), click(11), { type: 'start-fix' }]);
    const read = findMistakesKind.readAnswer(JSON.parse(JSON.stringify(respond(restaurant, state))), {
      taskId: 'fm1',
      type: 'find_mistakes',
      score: 0,
      isCorrect: false,
      completed: false,
      timeSpent: 0,
    });
    expect(findMistakesKind.fromResponse(restaurant, read)).toEqual(state);
  });
});
