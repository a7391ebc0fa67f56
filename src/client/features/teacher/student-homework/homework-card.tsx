import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudentHomework } from '#contract/teacher';
import { teacherHomeworkStatus } from '#domain/homework/status';
import { allTasksDoneLabel, teacherStatusLabel } from '../shared/status-label';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { CompletionToggle } from '../shared/completion-toggle';
import { formatDay } from '../shared/dates';
import { formatScoreLine } from '#domain/progress/score-line';
import { givenTotalPoints, homeworkDetails, summariseSubmission } from '../shared/submission-summary';
import { HomeworkStatusIcon, percentComplete, statusBadgeVariant } from './homework-status-icon';
import { SubmissionDetails } from './submission-details';

/** One homework of the student: status, dates, score, submission details and the completion toggle. */
export function HomeworkCard({
  username,
  homework,
  now,
}: {
  username: string;
  homework: TeacherStudentHomework;
  now: number;
}) {
  const { t } = useLingui();
  const status = teacherHomeworkStatus(homework, now);
  const percent = percentComplete(status);
  const submission = homework.submission;
  const summary = submission ? summariseSubmission(homeworkDetails(homework), submission) : null;
  const title = homework.title;
  const href = `/students/${encodeURIComponent(username)}/homework/${homework.id}`;

  return (
    <Card className="flex flex-col">
      <Link
        href={href}
        className="group flex items-start gap-3 rounded-t-2xl p-5 transition-colors hover:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <HomeworkStatusIcon status={status} />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold group-hover:underline">{homework.title}</span>
            <Badge variant={statusBadgeVariant(status)}>{teacherStatusLabel(status)}</Badge>
            {status.kind === 'in-progress' && status.allDone ? (
              <Badge variant="outline">{allTasksDoneLabel()}</Badge>
            ) : null}
          </span>
          {homework.description ? (
            <span className="text-sm text-muted-foreground">{homework.description}</span>
          ) : null}
        </span>
        <ChevronRight className="mt-1 size-5 shrink-0 text-muted-foreground" aria-hidden />
      </Link>
      <div className="flex flex-col gap-4 px-5 pb-5">
        <div className="flex flex-col gap-1.5">
          <div className="flex justify-between text-sm">
            <span className="text-muted-foreground">
              <Trans>Progress</Trans>
            </span>
            <span className="font-medium tabular-nums">
              <Trans>{percent}% complete</Trans>
            </span>
          </div>
          <div
            className="h-2 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-label={t`${title} progress`}
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-muted-foreground">
              <Trans>Due</Trans>
            </dt>
            <dd>{formatDay(homework.dueDate, t`No due date`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Assigned</Trans>
            </dt>
            <dd>{formatDay(homework.assignedDate)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Submitted</Trans>
            </dt>
            <dd>{formatDay(submission?.submissionDate, t`Not submitted`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Score</Trans>
            </dt>
            <dd className="tabular-nums">
              {submission && submission.score !== null
                ? formatScoreLine(submission.score, givenTotalPoints(homework), submission.percentage)
                : t`N/A`}
            </dd>
          </div>
        </dl>
        {summary?.hasTasks ? <SubmissionDetails summary={summary} /> : null}
        <div className="flex items-center justify-between gap-3 border-t border-border pt-4">
          <CompletionToggle
            username={username}
            homeworkId={homework.id}
            title={homework.title}
            isCompleted={submission?.isCompleted === true}
          />
          <Link href={href} className="text-sm font-medium text-primary hover:underline">
            <Trans>Review</Trans>
          </Link>
        </div>
      </div>
    </Card>
  );
}
