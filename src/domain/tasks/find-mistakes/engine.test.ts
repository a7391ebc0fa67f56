import { describe, expect, it } from 'vitest';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import {
  canStartFix,
  correctionsIncomplete,
  currentFixStep,
  type FindMistakesAction,
  type FindMistakesState,
  findMistakesMaxScore,
  findMistakesScore,
  findMistakesStateFromResponse,
  findMistakesStatus,
  findMistakesToResponse,
  fixButtonLabel,
  initialFindMistakesState,
  isFindMistakesDone,
  reduceFindMistakes,
} from './engine';

const findOnly: FindMistakesTask = {
  id: 'f1',
  type: 'find_mistakes',
  question: 'Find the mistakes',
  points: 10,
  mode: 'find_only',
  mistakeCount: { revealed: true, count: 2, display: 'exactly' },
  find: {
    fragments: [
      { text: 'Yesterday I ', isError: false },
      { text: 'goed', isError: true, errorId: 'e1' },
      { text: ' to ', isError: false },
      { text: 'the school', isError: true, errorId: 'e2' },
    ],
    prompts: {},
  },
  fix: [],
};
const fixMode: FindMistakesTask = {
  ...findOnly,
  points: 9,
  mode: 'find_and_fix',
  fix: [
    { errorId: 'e2', prompt: 'Fix 2', options: ['school', 'a school'], correct: 'school' },
    { errorId: 'e1', prompt: 'Fix 1', options: ['went', 'goes'], correct: 'went' },
  ],
};

const click = (index: number): FindMistakesAction => ({ type: 'click-fragment', index });
const choose = (option: string): FindMistakesAction => ({ type: 'choose-fix', option });
const run = (task: FindMistakesTask, actions: FindMistakesAction[]): FindMistakesState =>
  actions.reduce((s, a) => reduceFindMistakes(task, s, a), initialFindMistakesState(task));

describe('find_mistakes task (spec sections 4 and 9)', () => {
  it('a clicked error fragment becomes identified; a non-error click counts as incorrect', () => {
    const state = run(findOnly, [click(0), click(2), click(2), click(0)]);
    expect(state.identified).toEqual(['e1']);
    expect(state.incorrectClicks).toBe(2);
    expect(state.clicked).toEqual([0, 2, 0]);
    expect(findMistakesStatus(findOnly, state)).toBe('attempted');
    expect(findMistakesStatus(findOnly, initialFindMistakesState(findOnly))).toBe('not-started');
  });

  it('ignores clicks on missing words', () => {
    const fresh = initialFindMistakesState(findOnly);
    expect(reduceFindMistakes(findOnly, fresh, click(9))).toBe(fresh);
    expect(reduceFindMistakes(findOnly, fresh, click(1.5))).toBe(fresh);
  });

  it('a find_only task is complete with the full points when all errors are found', () => {
    const state = run(findOnly, [click(5), click(2)]);
    expect(isFindMistakesDone(findOnly, state)).toBe(true);
    expect(findMistakesScore(findOnly, state)).toBe(10);
    expect(findMistakesMaxScore(findOnly)).toBe(10);
    expect(findMistakesStatus(findOnly, state)).toBe('completed');
    expect(reduceFindMistakes(findOnly, state, click(0))).toBe(state);
  });

  it('scores nothing until all errors are found', () => {
    expect(findMistakesScore(findOnly, run(findOnly, [click(2)]))).toBe(0);
  });

  it("offers 'Fix it!' for one error and 'Fix them!' for several", () => {
    expect(fixButtonLabel(fixMode)).toBe('Fix them!');
    expect(fixButtonLabel({ ...fixMode, fix: fixMode.fix.slice(0, 1) })).toBe('Fix it!');
  });

  it('find_and_fix: all found but corrections incomplete blocks done; fixing goes one error at a time in text order', () => {
    const found = run(fixMode, [click(2), click(4)]);
    expect(correctionsIncomplete(fixMode, found)).toBe(true);
    expect(isFindMistakesDone(fixMode, found)).toBe(false);
    expect(canStartFix(fixMode, found)).toBe(true);
    expect(currentFixStep(fixMode, found)).toBeNull();
    expect(reduceFindMistakes(fixMode, found, choose('went'))).toBe(found);
    const started = reduceFindMistakes(fixMode, found, { type: 'start-fix' });
    expect(currentFixStep(fixMode, started)?.errorId).toBe('e1');
    expect(reduceFindMistakes(fixMode, started, { type: 'start-fix' })).toBe(started);
    expect(reduceFindMistakes(fixMode, started, choose('nonsense'))).toBe(started);
    const first = reduceFindMistakes(fixMode, started, choose('went'));
    expect(first.corrections).toEqual([
      { errorId: 'e1', selectedOption: 'went', isCorrect: true, attempts: 1 },
    ]);
    expect(currentFixStep(fixMode, first)?.errorId).toBe('e2');
    const second = reduceFindMistakes(fixMode, first, choose('school'));
    expect(isFindMistakesDone(fixMode, second)).toBe(true);
    expect(findMistakesScore(fixMode, second)).toBe(9);
  });

  it('a wrong correction is recorded as not correct and the flow moves on', () => {
    const state = run(fixMode, [click(2), click(4), { type: 'start-fix' }, choose('goes'), choose('school')]);
    expect(state.corrections.map((c) => c.isCorrect)).toEqual([false, true]);
    expect(isFindMistakesDone(fixMode, state)).toBe(true);
    // find part round(9/2)=5, fix part (9-5) x 1/2 = 2
    expect(findMistakesScore(fixMode, state)).toBe(7);
    expect(findMistakesToResponse(fixMode, state).isCorrect).toBe(false);
  });

  it('the start-fix action does nothing before all errors are found or in find_only mode', () => {
    const partial = run(fixMode, [click(2)]);
    expect(reduceFindMistakes(fixMode, partial, { type: 'start-fix' })).toBe(partial);
    const allFound = run(findOnly, [click(2), click(5)]);
    expect(reduceFindMistakes(findOnly, allFound, { type: 'start-fix' })).toBe(allFound);
  });

  it('find_and_fix without fix entries is done once all are found, with the full points', () => {
    const noFix = { ...fixMode, fix: [] };
    const state = run(noFix, [click(2), click(5)]);
    expect(isFindMistakesDone(noFix, state)).toBe(true);
    expect(findMistakesScore(noFix, state)).toBe(9);
  });

  it('a task without errors is never done and scores 0', () => {
    const none = { ...findOnly, find: { fragments: [{ text: 'fine', isError: false }], prompts: {} } };
    const state = run(none, [click(0)]);
    expect(isFindMistakesDone(none, state)).toBe(false);
    expect(findMistakesScore(none, state)).toBe(0);
  });

  it('records clickedFragments, correctlyIdentified, incorrectClicks, missedErrors and corrections', () => {
    // Words: Yesterday(0) I(1) goed(2) to(3) the(4) school(5); "school" stands for fragment 3 ("the school").
    expect(findMistakesToResponse(fixMode, run(fixMode, [click(0), click(5), click(3)]))).toEqual({
      taskId: 'f1',
      type: 'find_mistakes',
      score: 0,
      isCorrect: false,
      completed: false,
      responses: {
        clickedFragments: [0, 3, 2],
        correctlyIdentified: ['e2'],
        incorrectClicks: 2,
        missedErrors: ['e1'],
        corrections: [],
        clickedTokens: [0, 5, 3],
        fixStarted: false,
        guessCost: true,
      },
    });
  });

  it('replays a recorded response to the same state and score', () => {
    const state = run(fixMode, [
      click(0),
      click(2),
      click(4),
      { type: 'start-fix' },
      choose('goes'),
      choose('school'),
    ]);
    const replayed = findMistakesStateFromResponse(fixMode, findMistakesToResponse(fixMode, state));
    expect(replayed).toEqual(state);
  });

  it('replaying forged corrections cannot claim a right answer that was wrong', () => {
    const forged = {
      responses: {
        clickedFragments: [1, 3],
        correctlyIdentified: [],
        incorrectClicks: 0,
        missedErrors: [],
        corrections: [
          { errorId: 'e1', selectedOption: 'goes', isCorrect: true, attempts: 1 },
          { errorId: 'e2', selectedOption: 'school', isCorrect: true, attempts: 1 },
        ],
      },
    };
    expect(findMistakesScore(fixMode, findMistakesStateFromResponse(fixMode, forged))).toBe(7);
  });
});
