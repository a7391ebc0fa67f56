import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AssignmentDetails } from '#domain/homework/schema';
import { sumTaskPoints } from '#domain/homework/repair';
import { Play, ListChecks } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { AnswerKey, taskTypeLabel } from './answer-key';
import { LoadingState } from '../../../ui/spinner';

// The preview loads the student's player (task views, dots, review) the first time it is opened.
const StudentPreview = lazy(() =>
  import('../../player/student-preview').then((module) => ({ default: module.StudentPreview })),
);

/** 'Assignment Preview' for a homework not completed: task count, passing score over total, each task with its key. */
export function AssignmentPreview({
  homeworkId,
  details,
}: {
  homeworkId: number;
  details: AssignmentDetails;
}) {
  const count = details.tasks.length;
  // Beside the key, the homework can be played here as a student plays it, checked by the server
  // as a student's answers are (nothing is saved).
  const [trying, setTrying] = useState(false);
  const { t } = useLingui();
  const total = sumTaskPoints(details.tasks);
  const passingScore = details.passingScore;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start gap-3">
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1.5">
          <CardTitle>
            <Trans>Assignment Preview</Trans>
          </CardTitle>
          <CardDescription>
            {plural(count, { one: '# task', other: '# tasks' })} ·{' '}
            <Trans>
              Passing score: {passingScore}/{total}
            </Trans>
          </CardDescription>
        </div>
        <Button variant="outline" onClick={() => setTrying(!trying)}>
          {trying ? <ListChecks className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
          {trying ? t`Show the answer key` : t`Try it as a student`}
        </Button>
      </CardHeader>
      <CardContent>
        {trying ? (
          <>
            <p className="mb-4 text-sm text-muted-foreground">
              <Trans>
                Played as a student plays it, each answer checked by the server. Nothing is saved or sent to
                the student.
              </Trans>
            </p>
            <Suspense fallback={<LoadingState label={t`Loading the preview...`} />}>
              <StudentPreview homeworkId={homeworkId} />
            </Suspense>
          </>
        ) : (
          <ol className="flex flex-col gap-4">
            {details.tasks.map((task, index) => (
              <li key={task.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-semibold text-muted-foreground">{index + 1}.</span>
                  {taskTypeLabel(task.type) ? (
                    <Badge variant="outline">{taskTypeLabel(task.type)}</Badge>
                  ) : null}
                  <Badge variant="secondary" className="ml-auto">
                    {plural(task.points, { one: '# point', other: '# points' })}
                  </Badge>
                </div>
                {task.question ? <p className="font-medium">{task.question}</p> : null}
                <AnswerKey task={task} />
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
