import type { Activity } from '#contract/teacher';
import { describe, expect, it } from 'vitest';
import { activityLine, activityTime } from './activity-line';

function activity(type: Activity['type'], extra: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    type,
    studentUsername: 'mia',
    studentName: 'Mia',
    targetId: 7,
    targetTitle: 'Past tense',
    timestamp: '2030-01-02T03:04:05.000Z',
    ...extra,
  };
}

describe('live activity feed: one line per activity type in plain words', () => {
  it.each([
    ['login', 'Mia signed in'],
    ['logout', 'Mia signed out'],
    ['login_failed', 'Failed sign-in attempt for mia'],
    ['homework_open', 'Mia opened "Past tense"'],
    ['homework_close', 'Mia closed "Past tense"'],
    ['homework_complete', 'Mia finished "Past tense"'],
    ['lesson_open', 'Mia opened the lesson report "Past tense"'],
    ['lesson_close', 'Mia closed the lesson report "Past tense"'],
  ] as const)('%s reads "%s"', (type, line) => {
    expect(activityLine(activity(type))).toBe(line);
  });

  it('falls back to the username when the name is unknown, and to plain words without a title', () => {
    expect(activityLine(activity('homework_open', { studentName: null, targetTitle: null }))).toBe(
      'mia opened a homework',
    );
    expect(activityLine(activity('lesson_open', { targetTitle: null }))).toBe('Mia opened the lesson report');
  });

  it('shows times as HH:mm:ss in the local time zone', () => {
    const at = new Date(2030, 0, 2, 15, 4, 5);
    expect(activityTime({ timestamp: at.toISOString() })).toBe('15:04:05');
  });
});
