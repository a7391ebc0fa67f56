import type { Submission } from '#contract/common';
import type { StudentHomework } from '#contract/student';
import type { AssignmentDetails } from '#domain/homework/schema';
import { formatReviewTime } from '#domain/format/durations';
import { defaultScoreTotal } from '#domain/progress/score-line';
import { latestResponseByTask, normaliseTaskResponses } from '#domain/submissions/responses';
import { initialTaskState, taskStateFromResponse } from '#domain/tasks/engine';
import { CircleCheck } from 'lucide-react';
import { TaskView } from '../../tasks/task-view';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-muted px-3 py-3 sm:px-4">
      <dt className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase sm:text-xs">
        {label}
      </dt>
      <dd className="text-lg font-semibold whitespace-nowrap tabular-nums sm:text-xl">{value}</dd>
    </div>
  );
}

/** The read-only review of a completed homework: summary, then every question with the correct answers. */
export function HomeworkReview({
  homework,
  details,
  submission,
}: {
  homework: StudentHomework;
  details: AssignmentDetails;
  submission: Submission;
}) {
  const responses = latestResponseByTask(
    normaliseTaskResponses(submission.studentResponses.tasks, (message) => console.warn(message)),
  );
  const totalPoints = details.totalPoints > 0 ? Math.round(details.totalPoints) : defaultScoreTotal;
  const score = submission.score ?? submission.studentResponses.totalScore ?? 0;
  const percentage = submission.percentage ?? submission.studentResponses.percentage ?? 0;
  const seconds = submission.timeSpent ?? submission.studentResponses.totalTimeSpent;
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-xl font-semibold">{homework.title}</h2>
          <Badge variant="success">
            <CircleCheck aria-hidden className="size-3.5" />
            Completed
          </Badge>
        </div>
        {details.instructions ? <p className="text-muted-foreground">{details.instructions}</p> : null}
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Stat label="Score" value={`${score} / ${totalPoints}`} />
          <Stat label="Percentage" value={`${percentage}%`} />
          <Stat label="Time Spent" value={formatReviewTime(seconds)} />
        </dl>
      </Card>
      <ol className="flex flex-col gap-4">
        {details.tasks.map((task, index) => {
          const response = responses.get(task.id);
          const state = response ? taskStateFromResponse(task, response) : initialTaskState(task);
          return (
            <li key={task.id}>
              <Card className="p-4 sm:p-6">
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold text-muted-foreground">
                    Question {index + 1} of {details.tasks.length}
                  </h3>
                  <Badge variant="secondary">
                    {response ? `${response.score} / ${task.points} points` : `${task.points} points`}
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
