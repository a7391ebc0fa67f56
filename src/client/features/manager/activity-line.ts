import { t } from '@lingui/core/macro';
import { currentLocale } from '../../i18n/locale';
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
  if (isSameDay(date, now)) return t`Today`;
  if (isSameDay(date, subDays(now, 1))) return t`Yesterday`;
  const locale = currentLocale();
  if (locale === 'en') return format(date, isSameYear(date, now) ? 'EEEE, MMM d' : 'MMM d, yyyy');
  // Other languages write the day in their own order ("11月23日星期一").
  return new Intl.DateTimeFormat(locale, {
    ...(isSameYear(date, now) ? {} : { year: 'numeric' }),
    month: 'long',
    day: 'numeric',
    weekday: isSameYear(date, now) ? 'long' : undefined,
  }).format(date);
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

/** One activity in plain words, e.g. 'Mia opened "Past tense"'. */
export function activityLine(activity: Activity): string {
  const who = activity.studentName?.trim() || activity.studentUsername;
  // Whole sentences for each case, so a language can put the name and the title where it needs them
  // (the tutor's title is put in as written).
  const title = activity.targetTitle;
  const username = activity.studentUsername;
  switch (activity.type) {
    case 'login':
      return t`${who} signed in`;
    case 'logout':
      return t`${who} signed out`;
    case 'login_failed':
      return t`Failed sign-in attempt for ${username}`;
    case 'homework_open':
      return title ? t`${who} opened "${title}"` : t`${who} opened a homework`;
    case 'homework_close':
      return title ? t`${who} closed "${title}"` : t`${who} closed a homework`;
    case 'homework_complete':
      return title ? t`${who} finished "${title}"` : t`${who} finished a homework`;
    case 'lesson_open':
      return title ? t`${who} opened the lesson report "${title}"` : t`${who} opened the lesson report`;
    case 'lesson_close':
      return title ? t`${who} closed the lesson report "${title}"` : t`${who} closed the lesson report`;
    default:
      return assertNever(activity.type);
  }
}
