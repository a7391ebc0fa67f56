import { describe, expect, it } from 'vitest';
import { shownTotalPoints, submittedFromState, submittedState } from './submitted-result';

describe('the result carried from Submit to the homework list', () => {
  const result = {
    homeworkId: 4,
    title: 'Past tense',
    score: 20,
    totalPoints: 28,
    percentage: 77,
    passed: true,
  };

  it('round-trips through the history state', () => {
    expect(submittedFromState(submittedState(result))).toEqual(result);
  });

  it('reads nothing from any other state', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { submitted: null },
      { submitted: { ...result, score: '20' } },
    ])
      expect(submittedFromState(state)).toBeNull();
    expect(submittedFromState({ submitted: { ...result, passed: undefined } })).toBeNull();
  });

  it("shows the score over the teacher's total, 10 when the homework has none", () => {
    expect(shownTotalPoints({ totalPoints: 28 })).toBe(28);
    expect(shownTotalPoints({ totalPoints: 0 })).toBe(10);
  });
});
