import type { Activity } from '#contract/teacher';
import { describe, expect, it } from 'vitest';
import { activitiesByDay, activityDay, activityLine, activityTime } from './activity-line';

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

describe('the day of a feed entry', () => {
  const now = new Date(2030, 4, 15, 10, 0, 0);
  const local = (month: number, day: number, hour = 9) => new Date(2030, month, day, hour).toISOString();

  it('says Today, Yesterday, then the weekday and date, with the year only for another year', () => {
    expect(activityDay(local(4, 15, 0), now)).toBe('Today');
    expect(activityDay(local(4, 14, 23), now)).toBe('Yesterday');
    expect(activityDay(local(4, 13), now)).toBe('Monday, May 13');
    expect(activityDay(new Date(2029, 11, 31, 9).toISOString(), now)).toBe('Dec 31, 2029');
  });

  it('cuts a newest-first feed into one run per day, keeping the order', () => {
    const feed = [local(4, 15, 9), local(4, 15, 8), local(4, 14), local(4, 12), local(4, 12, 8)].map(
      (timestamp, id) => ({ id, timestamp }),
    );
    expect(activitiesByDay(feed, now).map((run) => [run.day, run.activities.map((a) => a.id)])).toEqual([
      ['Today', [0, 1]],
      ['Yesterday', [2]],
      ['Sunday, May 12', [3, 4]],
    ]);
  });
});
