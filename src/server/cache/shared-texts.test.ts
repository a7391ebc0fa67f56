import { describe, expect, it } from 'vitest';
import { SharedTexts } from './shared-texts';

describe('SharedTexts', () => {
  it('answers one kept instance per id, replaces an edited text and lets the old one go', () => {
    const dropped: number[] = [];
    const texts = new SharedTexts(100, 4, (id) => dropped.push(id));
    const first = 'a'.repeat(10);
    expect(texts.share(1, first)).toBe(first);
    // An equal text read again (another string) answers the kept instance.
    const again = ['a'.repeat(5), 'a'.repeat(5)].join('');
    expect(texts.share(1, again)).toBe(first);
    expect(dropped).toEqual([]);
    expect(texts.share(1, 'b'.repeat(10))).toBe('b'.repeat(10));
    expect(dropped).toEqual([1]);
  });

  it('keeps at most maxChars, dropping the oldest, and never a text over its share', () => {
    const dropped: number[] = [];
    const texts = new SharedTexts(100, 4, (id) => dropped.push(id));
    expect(texts.share(1, 'x'.repeat(26))).toBeNull();
    for (const id of [2, 3, 4, 5]) expect(texts.share(id, String(id).repeat(25))).not.toBeNull();
    expect(dropped).toEqual([]);
    texts.share(6, '6'.repeat(25));
    expect(dropped).toEqual([2]);
  });
});
