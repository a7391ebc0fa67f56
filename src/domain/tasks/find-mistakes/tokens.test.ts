import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Fragment } from '#domain/tasks/find-mistakes/schema';
import { repairFindMistakes } from './kind';
import { findMistakesTokens, tokenText } from './tokens';

/** A teacher's fragments of any shape: words, punctuation, spaces, line breaks, cut anywhere. */
const fragmentsArb = fc
  .array(
    fc.record({
      text: fc
        .array(fc.constantFrom('a', 'bc', 'Dé', ' ', '  ', '.', ',', '\n', "'s", '\t'), { maxLength: 6 })
        .map((parts) => parts.join('')),
      isError: fc.boolean(),
    }),
    { maxLength: 10 },
  )
  .map((raw) => repairFindMistakes({ find: { fragments: raw } }, 't', 'q').find.fragments);

const normalised = (text: string) => text.trim().replace(/\s+/g, (gap) => (gap.includes('\n') ? '\n' : ' '));

describe('the words of a find-the-mistakes text', () => {
  it('splits on whitespace only, keeps punctuation with its word, and one space or line break between words', () => {
    const fragments: Fragment[] = [
      { text: 'Yesterday we ', isError: false },
      { text: 'go', isError: true, errorId: 'e1' },
      { text: ' to a new restaurant. The food was ', isError: false },
      { text: 'more better', isError: true, errorId: 'e2' },
      { text: '  than last\ntime.', isError: false },
    ];
    const { tokens, mistakeTokens, fragmentToken } = findMistakesTokens(fragments);
    expect(tokens.map((t) => t.text + t.after).join('|')).toBe(
      'Yesterday |we |go |to |a |new |restaurant. |The |food |was |more |better |than |last\n|time.',
    );
    expect(tokens.filter((t) => t.errorId).map((t) => `${t.text}:${t.errorId}`)).toEqual([
      'go:e1',
      'more:e2',
      'better:e2',
    ]);
    expect(mistakeTokens.get('e2')).toEqual([10, 11]);
    // Each fragment's click stands for its first word; "better" is fragment 3's like "more".
    expect(fragmentToken).toEqual([0, 2, 3, 10, 12]);
    expect(tokens[11]?.fragment).toBe(3);
  });

  it('gives a word inside a mistake to the mistake, and a word holding two mistakes to the first', () => {
    const { tokens, foundWith, fragmentToken } = findMistakesTokens([
      { text: 'I like ', isError: false },
      { text: 'the', isError: false },
      { text: 'ir', isError: true, errorId: 'e1' },
      { text: ' car', isError: false },
      { text: 's', isError: true, errorId: 'e2' },
      { text: '.', isError: true, errorId: 'e3' },
    ]);
    expect(tokens.map((t) => [t.text, t.errorId ?? null])).toEqual([
      ['I', null],
      ['like', null],
      ['their', 'e1'],
      ['cars.', 'e2'],
    ]);
    expect(foundWith.get('e2')).toEqual(['e3']);
    // "the" has no word of its own that is not a mistake: a click on it stands for no word.
    expect(fragmentToken).toEqual([0, -1, 2, -1, 3, 3]);
  });

  it('lets a mistake of whitespace only take the word before it when that word is free', () => {
    const { tokens } = findMistakesTokens([
      { text: 'She go', isError: false },
      { text: ' ', isError: true, errorId: 'missing' },
      { text: 'school', isError: false },
    ]);
    expect(tokens.map((t) => t.errorId ?? null)).toEqual([null, 'missing', null]);
  });

  it('is computed once per fragment list', () => {
    const fragments: Fragment[] = [{ text: 'one two', isError: false }];
    expect(findMistakesTokens(fragments)).toBe(findMistakesTokens(fragments));
  });

  it('never lets a word span two words, keeps the text, and maps each word to at most one mistake', () => {
    fc.assert(
      fc.property(fragmentsArb, (fragments) => {
        const text = fragments.map((f) => f.text).join('');
        const { tokens, mistakeTokens, foundWith, fragmentToken } = findMistakesTokens(fragments);
        for (const token of tokens) {
          expect(token.text).toMatch(/^\S+$/);
          expect(['', ' ', '\n']).toContain(token.after);
        }
        expect(tokens.at(-1)?.after ?? '').toBe('');
        expect(tokenText(tokens)).toBe(normalised(text));
        // One mistake per word at most, and every mistake findable through a word when there are words.
        const owners = new Set(tokens.flatMap((t) => (t.errorId === undefined ? [] : [t.errorId])));
        expect([...mistakeTokens.keys()].sort()).toEqual([...owners].sort());
        const findable = new Set([...owners, ...[...foundWith.values()].flat()]);
        const mistakes = new Set(fragments.flatMap((f) => (f.isError && f.errorId ? [f.errorId] : [])));
        if (tokens.length > 0) expect(findable).toEqual(mistakes);
        for (const [holder, held] of foundWith) {
          expect(owners.has(holder)).toBe(true);
          for (const id of held) expect(owners.has(id)).toBe(false);
        }
        // A fragment's word finds what the fragment found, when it has one.
        fragmentToken.forEach((index, f) => {
          if (index === -1) return;
          const fragment = fragments[f] as Fragment;
          const wanted = fragment.isError ? fragment.errorId : undefined;
          const holder =
            wanted === undefined
              ? undefined
              : ([...foundWith].find(([, held]) => held.includes(wanted))?.[0] ?? wanted);
          expect(tokens[index]?.errorId).toBe(holder);
        });
      }),
      { numRuns: 400 },
    );
  });

  it("gives the student's copy (one fragment per word) the same words in the same places", () => {
    fc.assert(
      fc.property(fragmentsArb, (fragments) => {
        const { tokens } = findMistakesTokens(fragments);
        const copy: Fragment[] = tokens.map((t) => ({ text: t.text + t.after, isError: false }));
        const again = findMistakesTokens(copy).tokens;
        expect(again.map((t) => [t.text, t.after])).toEqual(tokens.map((t) => [t.text, t.after]));
        for (const [i, token] of again.entries()) expect(token.fragment).toBe(i);
      }),
      { numRuns: 300 },
    );
  });
});
