import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Submission } from '#contract/common';
import type { StudentHomework } from '#contract/student';
import type { AssignmentDetails } from '#domain/homework/schema';
import { formatReviewTime } from '#domain/format/durations';
import { i18n } from '../../i18n/locale';
import { latestResponseByTask, normaliseTaskResponses } from '#domain/submissions/responses';
import { initialTaskState, taskStateFromResponse } from '#domain/tasks/engine';
import { isPassed } from '#domain/homework/status';
import { ChevronLeft, CircleCheck, CircleMinus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TaskView } from '../../tasks/task-view';
import { Badge } from '../../ui/badge';
import { buttonClasses } from '../../ui/button';
import { Card } from '../../ui/card';
import { shownTotalPoints } from './submitted-result';

/**
 * One figure of the summary. The figures share a row while each fits whole (a value never breaks
 * inside, "15 / 26"); at a large text size on a phone, or with a longer value such as "12分38秒",
 * the last goes to a row of its own instead of running out of its box.
 */
function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-fit flex-1 basis-0 flex-col gap-1 rounded-xl bg-muted px-3 py-3 sm:px-4">
      <dt className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase sm:text-xs">
        {label}
      </dt>
      <dd className="text-lg font-semibold whitespace-nowrap tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

/** The time spent: the specification's '1m 35s' in English, minutes and seconds in words otherwise. */
function reviewTime(seconds: number | null | undefined): string {
  if (i18n.locale === 'en' || typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
    return formatReviewTime(seconds);
  }
  const minutes = Math.floor(seconds / 60);
  const rest = Math.floor(seconds) % 60;
  return t`${minutes} min ${rest} s`;
}

/** The read-only review of a completed homework: summary, then every question with the correct answers. */
export function HomeworkReview({
  homework,
  details,
  submission,
  back,
}: {
  homework: Pick<StudentHomework, 'title'>;
  details: AssignmentDetails;
  submission: Submission;
  /** Where the review leads back to: the student's homework list unless given (the teacher's preview). */
  back?: ReactNode;
}) {
  const responses = latestResponseByTask(
    normaliseTaskResponses(submission.studentResponses.tasks, (message) => console.warn(message)),
  );
  const totalPoints = shownTotalPoints(details);
  const score = submission.score ?? submission.studentResponses.totalScore ?? 0;
  const percentage = submission.percentage ?? submission.studentResponses.percentage ?? 0;
  const seconds = submission.timeSpent ?? submission.studentResponses.totalTimeSpent;
  const passingScore = Math.round(details.passingScore);
  const passed =
    submission.passed ?? isPassed({ passed: submission.studentResponses.passed, score }, passingScore);
  const { t } = useLingui();
  const questions = details.tasks.length;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{homework.title}</h2>
          <Badge variant="success">
            <CircleCheck aria-hidden className="size-3.5" />
            <Trans>Completed</Trans>
          </Badge>
        </div>
        {details.instructions ? <p className="text-muted-foreground">{details.instructions}</p> : null}
        <dl className="flex flex-wrap gap-2 sm:gap-3">
          <Stat label={t`Score`} value={`${score} / ${totalPoints}`} />
          <Stat label={t`Percentage`} value={`${percentage}%`} />
          <Stat label={t`Time Spent`} value={reviewTime(seconds)} />
        </dl>
        {/* The result: passed or not against the teacher's passing score, in words and an icon as well as colour. */}
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {passed ? (
            <Badge variant="success">
              <CircleCheck aria-hidden className="size-3.5" />
              <Trans>Passed</Trans>
            </Badge>
          ) : (
            <Badge variant="outline">
              <CircleMinus aria-hidden className="size-3.5" />
              <Trans>Not passed</Trans>
            </Badge>
          )}
          <span className="text-muted-foreground">
            <Trans>
              Passing score: {passingScore} / {totalPoints}
            </Trans>
          </span>
        </p>
        <nav aria-label={t`Points per question`} className="flex flex-wrap gap-1.5">
          {details.tasks.map((task, index) => {
            const earned = responses.get(task.id)?.score ?? 0;
            const number = index + 1;
            const points = task.points;
            return (
              <a
                key={task.id}
                href={`#question-${index + 1}`}
                className="rounded-lg border border-border px-2 py-1 text-xs tabular-nums hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t`Q${number}: ${earned}/${points}`}
                <span className="sr-only">
                  {' '}
                  <Trans>points</Trans>
                </span>
              </a>
            );
          })}
        </nav>
        {back ?? (
          <Link href="/homework" className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
            <ChevronLeft aria-hidden className="size-4" />
            <Trans>Your homework list</Trans>
          </Link>
        )}
      </Card>
      <ol className="flex flex-col gap-4">
        {details.tasks.map((task, index) => {
          const response = responses.get(task.id);
          const state = response ? taskStateFromResponse(task, response) : initialTaskState(task);
          const number = index + 1;
          const points = task.points;
          const scored = response?.score;
          return (
            <li key={task.id} id={`question-${index + 1}`} className="scroll-mt-20">
              <Card className="p-4 sm:p-6">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">
                    <Trans>
                      Question {number} of {questions}
                    </Trans>
                  </h3>
                  <Badge variant="secondary">
                    {response ? t`${scored} / ${points} points` : t`${points} points`}
                  </Badge>
                </div>
                <TaskView task={task} state={state} mode="review" showPointDots={false} />
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
