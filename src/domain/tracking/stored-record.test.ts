import { describe, expect, it } from 'vitest';
import { MAX_RELATIVE_MS, SCHEMA_CAPS } from './limits';
import { readStoredTracking } from './stored-record';

describe('a stored recording read for replay: a corrupt one is a typed problem, never a crash', () => {
  it('missing data is "missing"', () => {
    expect(readStoredTracking(undefined)).toEqual({ ok: false, problem: { kind: 'missing' } });
    expect(readStoredTracking(null)).toEqual({ ok: false, problem: { kind: 'missing' } });
  });

  it.each([
    ['not an object', 'hello', /expected object/i],
    ['points not a list', { cursorMovements: 'x' }, /cursorMovements/],
    ['a negative coordinate', { cursorMovements: [{ x: -1, y: 0, timestamp: 0 }] }, /cursorMovements\.0\.x/],
    [
      'a time past six hours',
      { clicks: [{ x: 1, y: 0, timestamp: MAX_RELATIVE_MS + 1 }] },
      /clicks\.0\.timestamp/,
    ],
    [
      'a target too long',
      { clicks: [{ x: 1, y: 0, timestamp: 1, target: 'x'.repeat(SCHEMA_CAPS.target + 1) }] },
      /target/,
    ],
    [
      'too many points',
      {
        cursorMovements: Array.from({ length: SCHEMA_CAPS.cursorMovements + 1 }, () => ({
          x: 0,
          y: 0,
          timestamp: 0,
        })),
      },
      /cursorMovements/,
    ],
  ])('%s is corrupt with a message', (_name, value, message) => {
    const result = readStoredTracking(value);
    expect(result.ok).toBe(false);
    if (!result.ok && result.problem.kind === 'corrupt') expect(result.problem.message).toMatch(message);
    else throw new Error('expected a corrupt record');
  });

  it('a good record comes back with its lists sorted by time and defaults filled, the input unchanged', () => {
    const input = {
      timeSpent: 900,
      cursorMovements: [
        { x: 5, y: 5, timestamp: 200 },
        { x: 1, y: 1, timestamp: 100 },
      ],
    };
    const result = readStoredTracking(input);
    expect(result).toEqual({
      ok: true,
      record: {
        timeSpent: 900,
        cursorMovements: [
          { x: 1, y: 1, timestamp: 100 },
          { x: 5, y: 5, timestamp: 200 },
        ],
        clicks: [],
        scrollEvents: [],
      },
    });
    expect(input.cursorMovements[0]?.timestamp).toBe(200);
  });
});
