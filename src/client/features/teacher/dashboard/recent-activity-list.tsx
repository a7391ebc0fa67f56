import type { RecentActivityItem } from '#contract/teacher';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, Inbox } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../ui/badge';
import { EmptyState } from '../../../ui/empty-state';
import { LoadingState } from '../../../ui/spinner';
import { formatDayTime } from '../shared/dates';
import { LoadError } from '../../../ui/load-error';
import { formatScoreLine } from '#domain/progress/score-line';

/** The dashboard's completed-homework rows, each linking to the homework review. */
export function RecentActivityList({ query }: { query: UseQueryResult<RecentActivityItem[]> }) {
  const { t } = useLingui();
  if (query.isPending) return <LoadingState label={t`Loading recent activity...`} />;
  if (query.isError) {
    return (
      <LoadError
        title={t`Could not load recent activity`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={t`No Recent Activity`}
        description={t`Completed homework from the last 24 hours will appear here.`}
      />
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
      {query.data.map((item) => (
        <li key={item.id}>
          <Link
            href={`/students/${encodeURIComponent(item.studentUsername)}/homework/${item.homeworkId}`}
            className="flex flex-col gap-2 p-4 transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:gap-4"
          >
            <CheckCircle2 className="hidden size-5 shrink-0 text-success sm:block" aria-hidden />
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-medium">{item.studentName}</span>
              <span className="truncate text-sm text-muted-foreground">{item.homeworkTitle}</span>
            </span>
            <span className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">{formatDayTime(item.submissionDate)}</span>
              <Badge variant="secondary">
                {formatScoreLine(item.score, item.totalPoints, item.percentage)}
              </Badge>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
