import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Activity } from '#contract/teacher';
import {
  BookOpen,
  BookX,
  CircleCheck,
  FileText,
  LogIn,
  LogOut,
  type LucideIcon,
  ShieldAlert,
  SquareX,
} from 'lucide-react';
import { useActivities } from '../../api/teacher-manager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { LoadingState } from '../../ui/spinner';
import { cn } from '../../lib/cn';
import { activitiesByDay, activityLine, activityTime } from './activity-line';

/** Failure text of the feed. */
export const activityFeedError = msg`Failed to fetch activities`;

const icons: Record<Activity['type'], { icon: LucideIcon; tone: string }> = {
  login: { icon: LogIn, tone: 'text-primary' },
  logout: { icon: LogOut, tone: 'text-muted-foreground' },
  login_failed: { icon: ShieldAlert, tone: 'text-destructive' },
  homework_open: { icon: BookOpen, tone: 'text-primary' },
  homework_close: { icon: BookX, tone: 'text-muted-foreground' },
  homework_complete: { icon: CircleCheck, tone: 'text-success' },
  lesson_open: { icon: FileText, tone: 'text-primary' },
  lesson_close: { icon: SquareX, tone: 'text-muted-foreground' },
};

/** One feed entry: icon, plain-words line and HH:mm:ss time. */
export function ActivityFeedItem({ activity }: { activity: Activity }) {
  const { icon: Icon, tone } = icons[activity.type];
  return (
    <li className="flex items-start gap-3 py-2.5">
      <Icon className={cn('mt-0.5 size-4 shrink-0', tone)} aria-hidden />
      <span className="min-w-0 flex-1 text-sm break-words">{activityLine(activity)}</span>
      <time
        dateTime={activity.timestamp}
        className="shrink-0 font-mono text-xs text-muted-foreground tabular-nums"
      >
        {activityTime(activity)}
      </time>
    </li>
  );
}

/** The manager's right panel: student activity, polled every 30 seconds, newest first. */
export function ActivityFeed() {
  const activities = useActivities();
  const { t, i18n } = useLingui();
  return (
    <Card role="region" className="flex min-h-0 flex-col" aria-labelledby="activity-feed-title">
      <CardHeader className="pb-3">
        <CardTitle id="activity-feed-title" className="flex items-center gap-2">
          <span className="relative flex size-2.5" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-success opacity-60 motion-reduce:animate-none" />
            <span className="relative inline-flex size-2.5 rounded-full bg-success" />
          </span>
          <Trans>Live Activity Feed</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Sign-ins and homework activity of your students, refreshed every 30 seconds.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="min-h-0 flex-1">
        {activities.isPending ? (
          <LoadingState label={t`Loading activity...`} className="py-8" />
        ) : activities.isError && !activities.data ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {i18n._(activityFeedError)}
          </p>
        ) : (
          <>
            {activities.isError ? (
              <p
                role="alert"
                className="mb-2 rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive"
              >
                {i18n._(activityFeedError)}
              </p>
            ) : null}
            {activities.data && activities.data.length > 0 ? (
              // The list scrolls on wide screens: the region takes the focus so the keyboard can scroll it.
              <section
                aria-label={t`Student activity, scrollable`}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
                className="rounded-md focus-visible:outline-2 focus-visible:outline-ring lg:max-h-[70vh] lg:overflow-y-auto"
              >
                {activitiesByDay(activities.data).map(({ day, activities: ofDay }) => (
                  <div key={`${day}-${ofDay[0]?.id}`} className="pt-2 first:pt-0">
                    <h3 className="sticky top-0 bg-card py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                      {day}
                    </h3>
                    <ul aria-label={t`Student activity, ${day}`} className="divide-y divide-border">
                      {ofDay.map((activity) => (
                        <ActivityFeedItem key={activity.id} activity={activity} />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ) : (
              <p className="py-8 text-center text-sm text-muted-foreground">
                <Trans>No student activity yet.</Trans>
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
