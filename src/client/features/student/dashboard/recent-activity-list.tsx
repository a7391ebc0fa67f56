import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonReport } from '#contract/common';
import type { StudentHomeworkListItem } from '#contract/student';
import type { UseQueryResult } from '@tanstack/react-query';
import { BookOpenCheck, CheckCircle2, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/spinner';
import { formatDay } from '../shared/dates';
import { LoadError } from '../../../ui/load-error';
import { type RecentActivityItem, selectRecentActivity } from './recent-activity';

function subtitle(item: RecentActivityItem): string {
  const day = formatDay(item.date);
  if (item.kind === 'report') return t`Last opened ${day}`;
  const { score, totalPoints, percentage } = item;
  return t`Score: ${score}/${totalPoints} · ${percentage}% · Submitted ${day}`;
}

function ActivityRow({ item }: { item: RecentActivityItem }) {
  const Icon = item.kind === 'homework' ? CheckCircle2 : BookOpenCheck;
  return (
    <li>
      <Link
        href={item.href}
        className="flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:items-center"
      >
        <span
          className={
            item.kind === 'homework'
              ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-success/15 text-success'
              : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/12 text-primary'
          }
        >
          <Icon className="size-5" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-medium break-words">{item.title}</span>
          <span className="text-sm text-muted-foreground tabular-nums">{subtitle(item)}</span>
        </span>
      </Link>
    </li>
  );
}

/** The dashboard's Recent Activity: completed homework and viewed lesson reports, newest first. */
export function RecentActivity({
  homework,
  reports,
}: {
  homework: UseQueryResult<StudentHomeworkListItem[]>;
  reports: UseQueryResult<LessonReport[]>;
}) {
  const { t } = useLingui();
  let body: ReactNode;
  if (homework.isPending || reports.isPending) body = <LoadingState label={t`Loading recent activity...`} />;
  else if (homework.isError || reports.isError) {
    body = (
      <LoadError
        title={t`Could not load recent activity`}
        error={homework.error ?? reports.error}
        onRetry={() => {
          if (homework.isError) void homework.refetch();
          if (reports.isError) void reports.refetch();
        }}
      />
    );
  } else {
    const items = selectRecentActivity(homework.data, reports.data);
    body =
      items.length === 0 ? (
        <EmptyState icon={Inbox} title={t`No recent activity found`} />
      ) : (
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <ActivityRow key={item.key} item={item} />
          ))}
        </ul>
      );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Recent Activity</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
