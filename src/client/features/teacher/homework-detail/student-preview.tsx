import type { AssignmentDetails } from '#domain/homework/schema';
import { canGoNext, canOpenTask, isTaskDoneAt, type PlayerPosition } from '#domain/homework/navigation';
import {
  initialTaskState,
  reduceTask,
  type TaskAction,
  type TaskState,
  taskMaxScore,
  taskScore,
} from '#domain/tasks/engine';
import { ChevronLeft, ChevronRight, Eye, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { TaskView } from '../../../tasks/task-view';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TaskDots } from '../../player/task-dots';

/**
 * The homework played as a student plays it, in the teacher's browser: the same task views, the same
 * dots and the same engine the server scores with, fed the teacher's own copy (which has the key), so
 * nothing is sent and no submission, activity or feed entry is made. Finish shows the score a student
 * would get and the review; Start again clears it all.
 */
export function StudentPreview({ details }: { details: AssignmentDetails }) {
  const tasks = details.tasks;
  const [states, setStates] = useState<Record<string, TaskState>>({});
  const [index, setIndex] = useState(0);
  const [finished, setFinished] = useState(false);
  const task = tasks[index];
  if (!task) return <p className="text-sm text-muted-foreground">This homework has no tasks to try.</p>;

  const stateOf = (t: (typeof tasks)[number]) => states[t.id] ?? initialTaskState(t);
  const position: PlayerPosition = { tasks, states, currentIndex: index, homeworkCompleted: false };
  const allDone = tasks.every((_, i) => isTaskDoneAt(position, i));

  function act(action: TaskAction) {
    if (!task) return;
    setStates((current) => ({
      ...current,
      [task.id]: reduceTask(task, current[task.id] ?? initialTaskState(task), action),
    }));
  }

  function restart() {
    setStates({});
    setIndex(0);
    setFinished(false);
  }

  if (finished) {
    const score = tasks.reduce((sum, t) => sum + taskScore(t, stateOf(t)), 0);
    const total = tasks.reduce((sum, t) => sum + taskMaxScore(t), 0);
    const percentage = total > 0 ? Math.round((score / total) * 100) : 0;
    return (
      <div className="flex flex-col gap-4">
        <Card className="flex flex-wrap items-center gap-3 p-4">
          <p className="min-w-0 flex-1 font-medium">
            A student playing this way would score{' '}
            <strong className="tabular-nums">
              {score} / {total}
            </strong>{' '}
            ({percentage}%) · {score >= details.passingScore ? 'Passed' : 'Not passed'} (passing score{' '}
            {details.passingScore})
          </p>
          <Button variant="outline" onClick={restart}>
            <RotateCcw className="size-4" aria-hidden />
            Start again
          </Button>
        </Card>
        <ol className="flex flex-col gap-3">
          {tasks.map((t, i) => (
            <li key={t.id}>
              <Card className="p-4">
                <p className="mb-2 text-sm font-semibold text-muted-foreground">
                  Question {i + 1} of {tasks.length} · {taskScore(t, stateOf(t))} / {taskMaxScore(t)} points
                </p>
                <TaskView task={t} state={stateOf(t)} mode="review" showPointDots={false} />
              </Card>
            </li>
          ))}
        </ol>
      </div>
    );
  }

  const last = index === tasks.length - 1;
  return (
    <div className="flex flex-col gap-4">
      <TaskDots
        tasks={tasks}
        states={states}
        currentIndex={index}
        canOpen={(i) => canOpenTask(position, i)}
        onOpen={setIndex}
      />
      <Card className="p-4 sm:p-6">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-muted-foreground">
            Question {index + 1} of {tasks.length}
          </h3>
          <Badge variant="secondary">{task.points} points</Badge>
        </div>
        <TaskView key={task.id} task={task} state={stateOf(task)} mode="play" onAction={act} />
      </Card>
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
          aria-label="Previous question"
        >
          <ChevronLeft className="size-5" aria-hidden />
        </Button>
        {last ? (
          <Button disabled={!allDone} onClick={() => setFinished(true)}>
            <Eye className="size-4" aria-hidden />
            Finish and see the result
          </Button>
        ) : (
          <Button
            disabled={!canGoNext(position)}
            onClick={() => setIndex(index + 1)}
            aria-label="Next question"
          >
            <ChevronRight className="size-5" aria-hidden />
          </Button>
        )}
      </div>
    </div>
  );
}
