import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareWithBlank,
  countGaps,
  normaliseAnswer,
  textPieces,
  withinOneEdit,
  withoutAccents,
} from './text';

describe('fill_blanks: comparing an answer with a gap', () => {
  it('reads typographic apostrophes, quotes and dashes as the plain ones, and collapses spaces', () => {
    expect(normaliseAnswer('don\u2019t')).toBe("don't");
    expect(normaliseAnswer('  well\u2013known \u201Cidea\u201D ')).toBe('well-known "idea"');
    expect(normaliseAnswer('ice \u2014 cream')).toBe('ice - cream');
    expect(normaliseAnswer('at   \t home')).toBe('at home');
    expect(normaliseAnswer('at\u00A0home')).toBe('at home');
  });

  it('folds capitals unless they count', () => {
    expect(normaliseAnswer('She Goes')).toBe('she goes');
    expect(normaliseAnswer('She Goes', true)).toBe('She Goes');
  });

  it('takes any accepted answer, case-insensitive by default', () => {
    const blank = { answers: ['comes', 'gets'] };
    expect(compareWithBlank('Gets', blank, true)).toBe('right');
    expect(compareWithBlank(' comes ', blank, true)).toBe('right');
    expect(compareWithBlank('went', blank, true)).toBe('wrong');
  });

  it("takes ' for \u2019 and - for \u2013 in the key too", () => {
    expect(compareWithBlank("don't", { answers: ['don\u2019t'] }, true)).toBe('right');
    expect(compareWithBlank('well\u2014known', { answers: ['well-known'] }, true)).toBe('right');
  });

  it('calls one edit away, or a wrong accent, a near miss', () => {
    const blank = { answers: ['goes'] };
    expect(compareWithBlank('gose', blank, true)).toBe('near'); // swapped
    expect(compareWithBlank('goess', blank, true)).toBe('near'); // added
    expect(compareWithBlank('gos', blank, true)).toBe('near'); // dropped
    expect(compareWithBlank('gões', blank, true)).toBe('near'); // accent
    expect(compareWithBlank('go', blank, true)).toBe('wrong'); // two away
    expect(compareWithBlank('café', { answers: ['cafe'] }, true)).toBe('near');
    expect(compareWithBlank('élève', { answers: ['eleve'] }, true)).toBe('near');
  });

  it('never calls a short word one letter off a near miss (a/an, in/on), but does a wrong accent', () => {
    expect(compareWithBlank('an', { answers: ['a'] }, true)).toBe('wrong');
    expect(compareWithBlank('on', { answers: ['in'] }, true)).toBe('wrong');
    expect(compareWithBlank('où', { answers: ['ou'] }, true)).toBe('near');
  });

  it('with capitals counting, a capital wrong is a near miss; without near misses it is wrong', () => {
    const blank = { answers: ['Monday'], caseSensitive: true };
    expect(compareWithBlank('Monday', blank, true)).toBe('right');
    expect(compareWithBlank('monday', blank, true)).toBe('near');
    expect(compareWithBlank('monday', blank, false)).toBe('wrong');
    expect(compareWithBlank('gose', { answers: ['goes'] }, false)).toBe('wrong');
  });

  it('one edit: agrees with a plain edit distance on short strings', () => {
    const osa = (a: string, b: string): number => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          const row = d[i] as number[];
          const up = d[i - 1] as number[];
          row[j] = Math.min(
            (up[j] as number) + 1,
            (row[j - 1] as number) + 1,
            (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
        }
      return (d[a.length] as number[])[b.length] as number;
    };
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 }),
        (a, b) => {
          expect(withinOneEdit(a, b)).toBe(osa(a, b) <= 1);
        },
      ),
    );
  });

  it('strips accents only', () => {
    expect(withoutAccents('Ça déjà')).toBe('Ca deja');
  });

  it('counts a run of three or more underscores as one gap', () => {
    expect(countGaps('She ___ to school and _____ home.')).toBe(2);
    expect(countGaps('a __ b')).toBe(0);
    expect(textPieces('___ x ___')).toEqual(['', ' x ', '']);
  });
});
