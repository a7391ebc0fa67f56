import { describe, expect, it } from 'vitest';
import { deepFreeze, TextMemo } from './text-memo';

describe('TextMemo', () => {
  it('keeps texts up to its budget, dropping the oldest first, and never one too large', () => {
    const memo = new TextMemo<number>(10, 2);
    memo.set('aaaa', 1);
    memo.set('bbbb', 2);
    memo.set('aaaa', 9); // already kept: unchanged, not counted twice
    memo.set('cccc', 3); // 12 chars > 10: the oldest goes
    expect([memo.get('aaaa'), memo.get('bbbb'), memo.get('cccc')]).toEqual([undefined, 2, 3]);
    memo.set('dddddd', 4); // longer than 10 / 2
    expect(memo.get('dddddd')).toBeUndefined();
  });

  it('deepFreeze freezes nested values', () => {
    const value = deepFreeze({ list: [{ n: 1 }] });
    expect(Object.isFrozen(value.list[0])).toBe(true);
  });
});
