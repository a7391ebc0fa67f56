import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '../../../i18n/format';
import type { ReactNode } from 'react';
import { Badge } from '../../../ui/badge';
import { formatDayTime } from '../shared/dates';
import type { SubmissionSummary } from '../shared/submission-summary';
import { formatSeconds } from '../shared/time';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm font-medium tabular-nums">{children}</dd>
    </div>
  );
}

/** The 'Submission Details' block of a homework card (shown when the submission has task responses). */
export function SubmissionDetails({ summary }: { summary: SubmissionSummary }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Submission Details`} className="rounded-xl border border-border bg-muted/50 p-4">
      <h3 className="mb-3 text-sm font-semibold">
        <Trans>Submission Details</Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Row label={t`Time spent`}>{formatSeconds(summary.timeSpentSeconds)}</Row>
        <Row label={t`Percentage`}>
          {summary.percentage === null ? t`N/A` : `${formatNumber(Math.round(summary.percentage))}%`}
        </Row>
        <Row label={t`Questions completed`}>
          {summary.questionsCompleted}/{summary.questionCount}
        </Row>
        <Row label={t`Score`}>{summary.score ?? t`N/A`}</Row>
        <Row label={t`Result`}>
          <Badge variant={summary.passed ? 'success' : 'destructive'}>
            {summary.passed ? t`Passed` : t`Not Passed`}
          </Badge>
        </Row>
        <Row label={t`First response`}>{formatDayTime(summary.firstResponseAt)}</Row>
        <Row label={t`Most recent submission`}>{formatDayTime(summary.lastResponseAt)}</Row>
      </dl>
    </section>
  );
}
