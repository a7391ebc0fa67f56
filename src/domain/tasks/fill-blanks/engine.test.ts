import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fillBlanksActionsFromAnswer,
  fillBlanksMaxScore,
  fillBlanksScore,
  fillBlanksStateFromResponse,
  fillBlanksStatus,
  fillBlanksToResponse,
  freeNearMisses,
  initialFillBlanksState,
  isBlankDone,
  isFillBlanksDone,
  reduceFillBlanks,
  wrongAnswersAllowed,
} from './engine';
import { fillBlanksForStudent, fillBlanksFromStudentJson, fillBlanksInStudentOrder } from './student';
import type { FillBlanksAction, FillBlanksState, FillBlanksTask } from './types';

const hidden = '\u0000hidden';
const task: FillBlanksTask = {
  id: 'fb',
  type: 'fill_blanks',
  question: 'Fill in',
  points: 4,
  text: 'She ___ to school and ___ home at five.',
  blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
};
const bankTask: FillBlanksTask = {
  ...task,
  id: 'fbw',
  wordBank: true,
  text: '___ ___ ___',
  blanks: [{ answers: ['goes'] }, { answers: ['comes'] }, { answers: ['the'] }],
};
const answer = (blank: number, text: string): FillBlanksAction => ({ type: 'answer-blank', blank, text });
const run = (t: FillBlanksTask, actions: FillBlanksAction[]): FillBlanksState =>
  actions.reduce((s, a) => reduceFillBlanks(t, s, a), initialFillBlanksState(t));

describe('fill_blanks engine (decision 020)', () => {
  it('gives 2 per gap right, 1 after one wrong answer, 0 and the answer shown after two', () => {
    expect(fillBlanksMaxScore(task)).toBe(4);
    expect(fillBlanksScore(task, run(task, [answer(0, 'goes'), answer(1, 'gets')]))).toBe(4);
    expect(fillBlanksScore(task, run(task, [answer(0, 'went'), answer(0, 'Goes')]))).toBe(1);
    const closed = run(task, [answer(0, 'went'), answer(0, 'go')]);
    expect(isBlankDone(closed.blanks[0] ?? [])).toBe(true);
    expect(fillBlanksScore(task, closed)).toBe(0);
    expect(reduceFillBlanks(task, closed, answer(0, 'goes'))).toBe(closed);
  });

  it('a near miss costs nothing, up to three; the fourth counts as wrong', () => {
    const near = run(task, [answer(0, 'gose'), answer(0, 'goes')]);
    expect(near.blanks[0]?.map((t) => t.verdict)).toEqual(['near', 'right']);
    expect(fillBlanksScore(task, near)).toBe(2);
    const many = run(task, [answer(0, 'gose'), answer(0, 'goez'), answer(0, 'gos'), answer(0, 'oges')]);
    expect(many.blanks[0]?.map((t) => t.verdict)).toEqual(['near', 'near', 'near', 'wrong']);
    expect(freeNearMisses).toBe(3);
  });

  it('the same text twice, an empty one, another gap or a missing one change nothing', () => {
    const once = run(task, [answer(0, 'went')]);
    expect(reduceFillBlanks(task, once, answer(0, ' WENT '))).toBe(once);
    expect(reduceFillBlanks(task, once, answer(0, '   '))).toBe(once);
    expect(reduceFillBlanks(task, once, answer(2, 'x'))).toBe(once);
    expect(reduceFillBlanks(task, once, answer(-1, 'x'))).toBe(once);
    expect(reduceFillBlanks(task, once, answer(0.5, 'x'))).toBe(once);
    expect(reduceFillBlanks(task, once, answer(0, 'x'.repeat(201)))).toBe(once);
  });

  it('status: not started, attempted, completed, or failed when no gap was right', () => {
    expect(fillBlanksStatus(task, initialFillBlanksState(task))).toBe('not-started');
    expect(fillBlanksStatus(task, run(task, [answer(0, 'goes')]))).toBe('attempted');
    expect(fillBlanksStatus(task, run(task, [answer(0, 'goes'), answer(1, 'x'), answer(1, 'y')]))).toBe(
      'completed',
    );
    expect(
      fillBlanksStatus(task, run(task, [answer(0, 'a'), answer(0, 'b'), answer(1, 'x'), answer(1, 'y')])),
    ).toBe('failed');
  });

  it('word bank: only words of the bank count, and a near word is simply wrong', () => {
    const s = run(bankTask, [answer(0, 'gone'), answer(0, 'comes'), answer(0, 'goes')]);
    expect(s.blanks[0]?.map((t) => t.verdict)).toEqual(['wrong', 'right']);
    const t2 = { ...bankTask, blanks: [{ answers: ['come'] }, { answers: ['comes'] }] };
    expect(run(t2, [answer(0, 'comes')]).blanks[0]?.[0]?.verdict).toBe('wrong');
  });

  it('the response has the contract fields: answers per gap, score, isCorrect, completed', () => {
    const r = fillBlanksToResponse(
      task,
      run(task, [answer(0, 'gose'), answer(0, 'goes'), answer(1, 'comes')]),
    );
    expect(r).toMatchObject({
      taskId: 'fb',
      type: 'fill_blanks',
      answers: ['goes', 'comes'],
      score: 4,
      isCorrect: true,
      completed: true,
    });
    expect(r.attempts).toEqual([['gose', 'goes'], ['comes']]);
  });

  it("the student's copy holds no answer of an open gap, and the bank shuffled for them", () => {
    const state = run(bankTask, [answer(0, 'goes')]);
    const copy = fillBlanksForStudent(bankTask, state, { seed: 's1' }) as {
      blanks: unknown[];
      bank: string[];
    };
    expect(copy.blanks).toEqual([{ answers: ['goes'] }, {}, {}]);
    expect([...copy.bank].sort()).toEqual(['comes', 'goes', 'the']);
    expect(copy.bank).not.toEqual(['goes', 'comes', 'the']);
    expect(fillBlanksInStudentOrder(bankTask, { seed: 's1' }).bank).toEqual(copy.bank);
  });
});

// Random play: texts drawn from the answers, their slips and other words, on random gaps.
const words = [
  'goes',
  'Goes',
  'gose',
  'go',
  'comes',
  'gets',
  'cmes',
  'went',
  'the',
  'teh',
  'x',
  '  goes ',
  'g\u00F6es',
  '',
];
const actionArb = fc.record({
  type: fc.constant('answer-blank' as const),
  blank: fc.integer({ min: -1, max: 3 }),
  text: fc.constantFrom(...words),
});

describe('fill_blanks engine properties', () => {
  for (const t of [task, bankTask]) {
    it(`${t.id}: the score stays within 0..max and never falls; a gap never takes more than its limits`, () => {
      fc.assert(
        fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
          let state = initialFillBlanksState(t);
          let score = 0;
          for (const a of actions) {
            state = reduceFillBlanks(t, state, a);
            const next = fillBlanksScore(t, state);
            expect(next).toBeGreaterThanOrEqual(score);
            expect(next).toBeLessThanOrEqual(fillBlanksMaxScore(t));
            score = next;
          }
          for (const tries of state.blanks) {
            expect(tries.filter((x) => x.verdict === 'wrong').length).toBeLessThanOrEqual(
              wrongAnswersAllowed,
            );
            expect(tries.filter((x) => x.verdict === 'near').length).toBeLessThanOrEqual(freeNearMisses);
            expect(tries.filter((x) => x.verdict === 'right').length).toBeLessThanOrEqual(1);
          }
        }),
      );
    });

    it(`${t.id}: the recorded answer reads back to the same state, and posting it again adds nothing`, () => {
      fc.assert(
        fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
          const state = run(t, actions);
          const recorded = fillBlanksToResponse(t, state);
          expect(fillBlanksStateFromResponse(t, recorded, hidden)).toEqual(state);
          expect(fillBlanksActionsFromAnswer(t, state, recorded)).toEqual({ actions: [] });
          const fromNothing = fillBlanksActionsFromAnswer(t, initialFillBlanksState(t), recorded);
          if (!('actions' in fromNothing)) throw new Error('expected actions');
          expect(run(t, fromNothing.actions)).toEqual(state);
        }),
      );
    });

    it(`${t.id}: the student's copy reads back in the browser to the same verdicts and score, the key only for gaps over`, () => {
      fc.assert(
        fc.property(fc.array(actionArb, { maxLength: 40 }), fc.string({ maxLength: 8 }), (actions, seed) => {
          const state = run(t, actions);
          const copy = fillBlanksForStudent(t, state, { seed });
          const browserTask = fillBlanksFromStudentJson(JSON.parse(JSON.stringify(copy)), hidden);
          if (!browserTask) throw new Error('unreadable copy');
          state.blanks.forEach((tries, b) => {
            const open = !isBlankDone(tries);
            expect(browserTask.blanks[b]?.answers).toEqual(open ? [hidden] : t.blanks[b]?.answers);
          });
          const seen = fillBlanksStateFromResponse(browserTask, fillBlanksToResponse(t, state), hidden);
          expect(seen).toEqual(state);
          expect(isFillBlanksDone(browserTask, seen)).toBe(isFillBlanksDone(t, state));
        }),
      );
    });
  }
});
