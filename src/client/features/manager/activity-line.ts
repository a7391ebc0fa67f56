import type { Activity } from '#contract/teacher';
import { assertNever } from '#domain/assert-never';
import { format } from 'date-fns';

/** Feed times are shown as HH:mm:ss. */
export const activityTimeFormat = 'HH:mm:ss';

/** The time of an activity as HH:mm:ss in the viewer's time zone. */
export function activityTime(activity: Pick<Activity, 'timestamp'>): string {
  return format(new Date(activity.timestamp), activityTimeFormat);
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
