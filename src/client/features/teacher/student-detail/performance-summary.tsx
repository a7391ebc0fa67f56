import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../i18n/format';
import type { ProgressSummary } from '#contract/common';
import { CheckCircle2, Clock, Hourglass, TrendingUp } from 'lucide-react';
import type { ComponentType } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';

function Stat({
  icon: Icon,
  label,
  value,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  label: string;
  value: string;
}) {
  return (
    // A term and its value straight inside the group (a <dl> takes only dt/dd groups in a div); the
    // icon sits beside them in the grid and is hidden from screen readers.
    <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-xl border border-border bg-background/40 p-3 sm:p-4">
      <dt className="col-start-2 row-start-1 self-end text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="col-start-2 row-start-2 self-start text-lg font-semibold whitespace-nowrap tabular-nums sm:text-xl">
        {value}
      </dd>
      <dd
        aria-hidden
        className="col-start-1 row-span-2 row-start-1 hidden size-10 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground min-[420px]:flex"
      >
        <Icon className="size-5" aria-hidden />
      </dd>
    </div>
  );
}

/** Average Score, Completed, Pending and Total Time (minutes) of one student. */
export function PerformanceSummary({
  progress,
  totalTime,
}: {
  progress: ProgressSummary;
  totalTime: string;
}) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Performance Summary</Trans>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[repeat(auto-fit,minmax(8rem,1fr))] gap-3">
          <Stat
            icon={TrendingUp}
            label={t`Average Score`}
            value={`${formatNumber(progress.averageScore)}%`}
          />
          <Stat
            icon={CheckCircle2}
            label={t`Completed`}
            value={formatNumber(progress.completedAssignments)}
          />
          <Stat icon={Hourglass} label={t`Pending`} value={formatNumber(progress.pendingAssignments)} />
          <Stat icon={Clock} label={t`Total Time`} value={totalTime} />
        </dl>
      </CardContent>
    </Card>
  );
}
