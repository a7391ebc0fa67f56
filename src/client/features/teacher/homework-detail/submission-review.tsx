import { Trans, useLingui } from '@lingui/react/macro';
import { isWrongAnswerTarget } from '#domain/tracking/markers';
import type { AssignmentDetails } from '#domain/homework/schema';
import type { ReactNode } from 'react';
import { normaliseStudentResponses } from '#domain/submissions/responses';
import { initialTaskState, taskStateFromResponse } from '#domain/tasks/engine';
import type { TeacherSubmission } from '../../../api/teacher';
import { TaskReplay } from '../../../replay/task-replay';
import { TaskView } from '../../../tasks/task-view';
import { Badge } from '../../../ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card';
import { summariseSubmission } from '../shared/submission-summary';
import { TaskInteractionData, trackingForTask } from './task-interaction-data';

function Result({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-border bg-background/40 p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

/** A completed submission: Score, Percentage, Status, then every question in read-only review. */
export function SubmissionReview({
  details,
  submission,
}: {
  details: AssignmentDetails;
  submission: TeacherSubmission;
}) {
  const summary = summariseSubmission(details, submission);
  const trackingData = normaliseStudentResponses(submission.studentResponses).trackingData;
  const count = details.tasks.length;
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-6">
      <Card role="region" aria-label={t`Results`}>
        <CardHeader>
          <CardTitle>
            <Trans>Results</Trans>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
            <Result label={t`Score`}>{summary.score ?? t`N/A`}</Result>
            <Result label={t`Percentage`}>
              {summary.percentage === null ? t`N/A` : `${Math.round(summary.percentage)}%`}
            </Result>
            <Result label={t`Status`}>
              <Badge variant={summary.passed ? 'success' : 'destructive'} className="text-sm">
                {summary.passed ? t`Passed` : t`Not Passed`}
              </Badge>
            </Result>
          </dl>
        </CardContent>
      </Card>
      <ol className="flex flex-col gap-4" aria-label={t`Questions`}>
        {details.tasks.map((task, index) => {
          const response = summary.responsesByTask.get(task.id);
          const state = response ? taskStateFromResponse(task, response) : initialTaskState(task);
          const number = index + 1;
          const scored = response?.score ?? 0;
          const points = task.points;
          return (
            <li key={task.id}>
              <Card>
                <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
                  <CardTitle className="text-base">
                    <Trans>
                      Question {number} of {count}
                    </Trans>
                  </CardTitle>
                  <Badge variant="secondary">
                    <Trans>
                      {scored}/{points} points
                    </Trans>
                  </Badge>
                </CardHeader>
                <CardContent className="flex flex-col gap-5">
                  <TaskReplay
                    tracking={trackingData[task.id]}
                    task={task}
                    response={response ?? null}
                    isWrong={(target) => isWrongAnswerTarget(task, target)}
                    after={<TaskInteractionData tracking={trackingForTask(trackingData, task.id)} />}
                  >
                    <TaskView task={task} state={state} mode="review" showPointDots={false} />
                  </TaskReplay>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
