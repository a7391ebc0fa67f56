import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudentHomework } from '#contract/teacher';
import type { AssignmentDetails } from '#domain/homework/schema';
import { sumTaskPoints } from '#domain/homework/repair';
import type { TeacherSubmission } from '../../../api/teacher';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { CompletionToggle } from '../shared/completion-toggle';
import { formatDay } from '../shared/dates';

/** Title, instructions, due and submitted dates, total points and the completion toggle. */
export function HomeworkOverview({
  username,
  homework,
  details,
  submission,
}: {
  username: string;
  homework: TeacherStudentHomework;
  details: AssignmentDetails;
  submission: TeacherSubmission | null;
}) {
  const { t } = useLingui();
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="text-xl">{homework.title}</CardTitle>
          {homework.description ? (
            <p className="text-sm text-muted-foreground">{homework.description}</p>
          ) : null}
        </div>
        <CompletionToggle
          username={username}
          homeworkId={homework.id}
          title={homework.title}
          isCompleted={submission?.isCompleted === true}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {details.instructions ? (
          <div className="rounded-xl bg-muted p-4">
            <h3 className="mb-1 text-sm font-semibold">
              <Trans>Instructions</Trans>
            </h3>
            <p className="text-sm leading-relaxed whitespace-pre-line">{details.instructions}</p>
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">
              <Trans>Due date</Trans>
            </dt>
            <dd className="font-medium">{formatDay(homework.dueDate, t`No due date`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Submitted</Trans>
            </dt>
            <dd className="font-medium">{formatDay(submission?.submissionDate, t`Not submitted`)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">
              <Trans>Total points</Trans>
            </dt>
            <dd className="font-medium tabular-nums">{sumTaskPoints(details.tasks)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
