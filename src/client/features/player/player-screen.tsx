import { Trans, useLingui } from '@lingui/react/macro';
import type { Task } from '#domain/homework/schema';
import type { TaskAction, TaskState } from '#domain/tasks/engine';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { TaskView } from '../../tasks/task-view';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { TaskDots } from './task-dots';
import { useFocusKeeper } from './use-focus-keeper';
import type { CheckStatus } from './use-homework-session';

/**
 * What the playing screen shows and does, from whichever session plays the homework: the
 * student's (use-homework-session.ts: saved and checked by the server) or the teacher's preview
 * (use-preview-session.ts: checked by the server, nothing saved).
 */
export interface PlayerSessionView {
  tasks: readonly Task[];
  statesById: Readonly<Record<string, TaskState>>;
  currentIndex: number;
  currentTask: Task;
  currentState: TaskState;
  /** The current task's action waiting for the server's check, if any. */
  currentChecking: TaskAction | null;
  checkStatus: CheckStatus;
  canOpen: (index: number) => boolean;
  goTo: (index: number) => void;
  dispatch: (action: TaskAction) => void;
  canGoNext: boolean;
  canGoPrevious: boolean;
  canSubmit: boolean;
}

/** The playing screen: instructions, task dots, one task, previous/next and Submit. */
export function PlayerScreen({
  session,
  instructions,
  submitting,
  onSubmit,
  taskArea = (children) => children,
}: {
  session: PlayerSessionView;
  instructions: string;
  submitting: boolean;
  onSubmit: () => void;
  /** Wraps the open task's view (the student's recorder: TrackedTaskArea). */
  taskArea?: (children: ReactNode, taskId: string) => ReactNode;
}) {
  const { tasks, currentIndex, currentTask, currentState } = session;
  const playerRef = useRef<HTMLDivElement>(null);
  useFocusKeeper(playerRef);
  const { t } = useLingui();
  const questionNumber = currentIndex + 1;
  const questions = tasks.length;
  const points = currentTask.points;

  return (
    <div ref={playerRef} className="flex flex-col gap-5">
      {instructions ? <p className="text-muted-foreground">{instructions}</p> : null}
      <TaskDots
        tasks={tasks}
        states={session.statesById}
        currentIndex={currentIndex}
        canOpen={session.canOpen}
        onOpen={session.goTo}
      />
      <Card className="p-4 sm:p-6" data-task-area={currentTask.id}>
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 className="text-sm font-semibold text-muted-foreground">
            <Trans>
              Question {questionNumber} of {questions}
            </Trans>
          </h2>
          <Badge variant="secondary">{t`${points} points`}</Badge>
        </div>
        {taskArea(
          <TaskView
            key={currentTask.id}
            task={currentTask}
            state={currentState}
            mode="play"
            onAction={session.dispatch}
            pendingAction={session.currentChecking}
            checkStatus={session.checkStatus}
          />,
          currentTask.id,
        )}
      </Card>
      {session.canSubmit ? (
        <p className="rounded-xl bg-primary/10 px-4 py-3 text-sm font-medium text-foreground">
          <Trans>
            All tasks are done. Ready to submit: press Submit to hand in your homework and see your score.
          </Trans>
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <Button
          variant="outline"
          size="lg"
          data-track="previous"
          disabled={!session.canGoPrevious}
          onClick={() => session.goTo(currentIndex - 1)}
          aria-label={t`Previous question`}
        >
          <ChevronLeft aria-hidden className="size-5" />
          <span className="hidden sm:inline">
            <Trans>Previous</Trans>
          </span>
        </Button>
        {session.canSubmit ? (
          <Button size="lg" data-track="submit" loading={submitting} onClick={onSubmit}>
            {submitting ? null : <Send aria-hidden className="size-4" />}
            <Trans>Submit</Trans>
          </Button>
        ) : (
          <Button
            size="lg"
            data-track="next"
            disabled={!session.canGoNext}
            onClick={() => session.goTo(currentIndex + 1)}
            aria-label={t`Next question`}
          >
            <span className="hidden sm:inline">
              <Trans>Next</Trans>
            </span>
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        )}
      </div>
    </div>
  );
}
