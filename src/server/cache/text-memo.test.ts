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

describe('TextMemo hands out frozen values', () => {
  it('freezes what it keeps, however deep, so no caller can change what the next one reads', () => {
    const memo = new TextMemo<{ tasks: Array<{ id: string }> }>(1000, 2);
    memo.set('{"tasks":[{"id":"q1"}]}', { tasks: [{ id: 'q1' }] });
    const kept = memo.get('{"tasks":[{"id":"q1"}]}');
    expect(() => kept?.tasks.push({ id: 'q2' })).toThrow(TypeError);
    expect(() => {
      (kept as { tasks: Array<{ id: string }> }).tasks[0]!.id = 'changed';
    }).toThrow(TypeError);
    expect(memo.get('{"tasks":[{"id":"q1"}]}')).toEqual({ tasks: [{ id: 'q1' }] });
  });
});
