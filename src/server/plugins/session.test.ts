import { describe, expect, it } from 'vitest';
import type { SessionRow } from '../db/schema';
import { sessionIsLive } from './session';

const hour = 60 * 60 * 1000;
const now = Date.parse('2026-11-28T12:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function row(fields: Partial<SessionRow>): SessionRow {
  return {
    id: 'hash',
    userType: 'student',
    userId: 1,
    createdAt: iso(now - 2 * hour),
    expiresAt: iso(now + hour),
    lastSeenAt: null,
    persistent: 0,
    ...fields,
  };
}

describe('sessionIsLive', () => {
  it('ends at its end, to the millisecond', () => {
    const session = row({ persistent: 1, expiresAt: iso(now + 1) });
    expect(sessionIsLive(session, now, hour)).toBe(true);
    expect(sessionIsLive(session, now + 1, hour)).toBe(false);
  });

  it('judges a session without Remember me by its last use, and a row of a later use by that use', () => {
    const idle = row({ lastSeenAt: iso(now - 2 * hour) });
    expect(sessionIsLive(idle, now, hour)).toBe(false);
    // Asked again, the same row answers the same (its times are read once per row).
    expect(sessionIsLive(idle, now, hour)).toBe(false);
    // A use writes a new row object: it is judged by its own last use.
    const used = { ...idle, lastSeenAt: iso(now - 1000) };
    expect(sessionIsLive(used, now, hour)).toBe(true);
    // Remember me is never idle.
    expect(sessionIsLive({ ...idle, persistent: 1 }, now, hour)).toBe(true);
  });

  it('never counts an end that does not read as a time as still to come', () => {
    expect(sessionIsLive(row({ persistent: 1, expiresAt: 'not a time' }), now, hour)).toBe(false);
  });
});
