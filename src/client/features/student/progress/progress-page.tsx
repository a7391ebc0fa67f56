import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getStudentProgressHistory } from '#contract/student-routes';
import type { ProgressSummary } from '#contract/common';
import { averageMinutesPerAssignment, completionRate } from '#domain/progress/rates';
import { formatProgressMinutes as formatMinutesInEnglish } from '#domain/format/durations';
import { BarChart3, CheckCircle2, Clock, Hourglass, TrendingUp } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { call } from '../../../api/call';
import { useStudentProgress } from '../../../api/student';
import { cn } from '../../../lib/cn';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { ProgressHistoryCard } from '../../insight/progress-history';
import { LoadError } from '../../../ui/load-error';
import { i18n } from '../../../i18n/locale';

/**
 * Time spent: the specification's '1h 5m' in English; hours and minutes in words in Chinese
 * ("1小时5分钟").
 */
function formatProgressMinutes(minutes: number): string {
  if (i18n.locale === 'en') return formatMinutesInEnglish(minutes);
  const total = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return t`${rest} min`;
  return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
}

function StatCard({
  icon: Icon,
  label,
  value,
  tone,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  value: string;
  tone: string;
}) {
  return (
    // A term and its value straight inside the card (a <dl> takes only dt/dd groups in a div); the
    // icon sits beside them in the grid and is hidden from screen readers.
    <Card className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 p-4 sm:p-5">
      <dt className="col-start-2 row-start-1 self-end text-xs font-medium text-muted-foreground sm:text-sm">
        {label}
      </dt>
      <dd className="col-start-2 row-start-2 self-start text-xl font-semibold tabular-nums sm:text-2xl">
        {value}
      </dd>
      <dd
        aria-hidden
        className={cn(
          'col-start-1 row-span-2 row-start-1 flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12',
          tone,
        )}
      >
        <Icon className="size-5 sm:size-6" aria-hidden />
      </dd>
    </Card>
  );
}

function ProgressBar({ label, percent, barClass }: { label: string; percent: number; barClass: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground tabular-nums">{value}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-3 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width]', barClass)}
          style={{ width: `${value}%` }}
        />
      </div>
    </div>
  );
}

function StatRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ProgressView({ progress }: { progress: ProgressSummary }) {
  const { t } = useLingui();
  const totalTime = formatProgressMinutes(progress.totalEngagementTime);
  return (
    <div className="flex flex-col gap-6">
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3 lg:gap-4">
        <StatCard
          icon={TrendingUp}
          label={t`Average Score`}
          value={`${progress.averageScore}%`}
          tone="bg-primary/12 text-primary"
        />
        <StatCard
          icon={CheckCircle2}
          label={t`Completed`}
          value={String(progress.completedAssignments)}
          tone="bg-success/15 text-success"
        />
        <StatCard
          icon={Hourglass}
          label={t`Pending`}
          value={String(progress.pendingAssignments)}
          tone="bg-warning/20 text-warning-foreground dark:text-warning"
        />
        <StatCard
          icon={Clock}
          label={t`Total Time`}
          value={totalTime}
          tone="bg-secondary text-secondary-foreground"
        />
      </dl>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Performance Overview</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <ProgressBar label={t`Overall Progress`} percent={progress.averageScore} barClass="bg-primary" />
            <ProgressBar
              label={t`Completion Rate`}
              percent={completionRate(progress.completedAssignments, progress.totalAssignments)}
              barClass="bg-success"
            />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>
              <Trans>Study Statistics</Trans>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="flex flex-col divide-y divide-border text-sm">
              <StatRow label={t`Total Assignments`} value={String(progress.totalAssignments)} />
              <StatRow label={t`Completed`} value={String(progress.completedAssignments)} />
              <StatRow label={t`Pending`} value={String(progress.pendingAssignments)} />
              <StatRow label={t`Total Time Spent`} value={totalTime} />
              <StatRow
                label={t`Average per Assignment`}
                value={formatProgressMinutes(
                  averageMinutesPerAssignment(progress.totalEngagementTime, progress.completedAssignments),
                )}
              />
            </dl>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** /progress: the student's scores, completion and time. */
export function ProgressPage() {
  const { t } = useLingui();
  const progress = useStudentProgress();
  let body: ReactNode;
  if (progress.isPending) body = <LoadingState label={t`Loading progress...`} />;
  else if (progress.isError) {
    body = (
      <LoadError
        title={t`Could not load progress`}
        error={progress.error}
        onRetry={() => void progress.refetch()}
      />
    );
  } else if (progress.data.totalAssignments === 0) {
    body = (
      <EmptyState
        icon={BarChart3}
        title={t`No Progress Data Available`}
        description={t`Your progress will appear here once you have homework.`}
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-6">
        <ProgressView progress={progress.data} />
        <ProgressHistoryCard
          path={getStudentProgressHistory.path}
          read={() => call(getStudentProgressHistory)}
          who="your"
        />
      </div>
    );
  }
  return (
    <>
      <PageHeader title={t`My Progress`} backHref="/dashboard" backLabel={t`Back to Dashboard`} />
      <PageBody>{body}</PageBody>
    </>
  );
}
