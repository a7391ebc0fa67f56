import { describe, expect, it } from 'vitest';
import { keepNewest } from './bounded-map';

describe('keepNewest', () => {
  it('drops the oldest entries past the limit and keeps the newest', () => {
    const map = new Map<string, number>();
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) keepNewest(map, key, i, 3);
    expect([...map]).toEqual([
      ['b', 1],
      ['c', 2],
      ['d', 3],
    ]);
  });

  it('moves a key set again to the end, so it outlives the ones not used since', () => {
    const map = new Map<string, number>();
    keepNewest(map, 'a', 1, 2);
    keepNewest(map, 'b', 2, 2);
    keepNewest(map, 'a', 3, 2);
    keepNewest(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
  });
});
