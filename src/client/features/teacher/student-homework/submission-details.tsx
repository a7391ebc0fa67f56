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
  return (
    <section aria-label="Submission Details" className="rounded-xl border border-border bg-muted/50 p-4">
      <h3 className="mb-3 text-sm font-semibold">Submission Details</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
        <Row label="Time spent">{formatSeconds(summary.timeSpentSeconds)}</Row>
        <Row label="Percentage">
          {summary.percentage === null ? 'N/A' : `${Math.round(summary.percentage)}%`}
        </Row>
        <Row label="Questions completed">
          {summary.questionsCompleted}/{summary.questionCount}
        </Row>
        <Row label="Score">{summary.score ?? 'N/A'}</Row>
        <Row label="Result">
          <Badge variant={summary.passed ? 'success' : 'destructive'}>
            {summary.passed ? 'Passed' : 'Not Passed'}
          </Badge>
        </Row>
        <Row label="First response">{formatDayTime(summary.firstResponseAt)}</Row>
        <Row label="Most recent submission">{formatDayTime(summary.lastResponseAt)}</Row>
      </dl>
    </section>
  );
}
