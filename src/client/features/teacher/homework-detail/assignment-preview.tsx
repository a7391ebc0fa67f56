import type { AssignmentDetails } from '#domain/homework/schema';
import { sumTaskPoints } from '#domain/homework/repair';
import { Badge } from '../../../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card';
import { AnswerKey, taskTypeLabel } from './answer-key';

/** 'Assignment Preview' for a homework not completed: task count, passing score over total, each task with its key. */
export function AssignmentPreview({ details }: { details: AssignmentDetails }) {
  const count = details.tasks.length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Assignment Preview</CardTitle>
        <CardDescription>
          {count === 1 ? '1 task' : `${count} tasks`} · Passing score: {details.passingScore}/
          {sumTaskPoints(details.tasks)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-4">
          {details.tasks.map((task, index) => (
            <li key={task.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold text-muted-foreground">{index + 1}.</span>
                {taskTypeLabel(task.type) ? (
                  <Badge variant="outline">{taskTypeLabel(task.type)}</Badge>
                ) : null}
                <Badge variant="secondary" className="ml-auto">
                  {task.points} points
                </Badge>
              </div>
              {task.question ? <p className="font-medium">{task.question}</p> : null}
              <AnswerKey task={task} />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
