import type { Activity } from '#contract/teacher';
import { assertNever } from '#domain/assert-never';
import { format, isSameDay, isSameYear, subDays } from 'date-fns';

/** Feed times are shown as HH:mm:ss. */
export const activityTimeFormat = 'HH:mm:ss';

/** The time of an activity as HH:mm:ss in the viewer's time zone. */
export function activityTime(activity: Pick<Activity, 'timestamp'>): string {
  return format(new Date(activity.timestamp), activityTimeFormat);
}

/**
 * The day an activity happened, as a tutor reads a feed that spans days: 'Today', 'Yesterday',
 * then the weekday and date ('Monday, Nov 23'), with the year once it is not this year's.
 */
export function activityDay(timestamp: string, now: Date = new Date()): string {
  const date = new Date(timestamp);
  if (isSameDay(date, now)) return 'Today';
  if (isSameDay(date, subDays(now, 1))) return 'Yesterday';
  return format(date, isSameYear(date, now) ? 'EEEE, MMM d' : 'MMM d, yyyy');
}

/** Activities in the order given, cut into runs of one day each (the feed comes newest first). */
export function activitiesByDay<T extends Pick<Activity, 'timestamp'>>(
  activities: readonly T[],
  now: Date = new Date(),
): { day: string; activities: T[] }[] {
  const days: { day: string; activities: T[] }[] = [];
  for (const activity of activities) {
    const day = activityDay(activity.timestamp, now);
    const last = days.at(-1);
    if (last && last.day === day) last.activities.push(activity);
    else days.push({ day, activities: [activity] });
  }
  return days;
}

function quoted(title: string | null, fallback: string): string {
  return title ? `"${title}"` : fallback;
}

/** One activity in plain words, e.g. 'Mia opened "Past tense"'. */
export function activityLine(activity: Activity): string {
  const who = activity.studentName?.trim() || activity.studentUsername;
  switch (activity.type) {
    case 'login':
      return `${who} signed in`;
    case 'logout':
      return `${who} signed out`;
    case 'login_failed':
      return `Failed sign-in attempt for ${activity.studentUsername}`;
    case 'homework_open':
      return `${who} opened ${quoted(activity.targetTitle, 'a homework')}`;
    case 'homework_close':
      return `${who} closed ${quoted(activity.targetTitle, 'a homework')}`;
    case 'homework_complete':
      return `${who} finished ${quoted(activity.targetTitle, 'a homework')}`;
    case 'lesson_open':
      return `${who} opened the lesson report ${quoted(activity.targetTitle, '')}`.trimEnd();
    case 'lesson_close':
      return `${who} closed the lesson report ${quoted(activity.targetTitle, '')}`.trimEnd();
    default:
      return assertNever(activity.type);
  }
}
