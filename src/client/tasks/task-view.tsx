import { useLingui } from '@lingui/react/macro';
import { TriangleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { isNoValidTasksPlaceholder, taskDataProblem } from '#domain/homework/repair';
import type { KnownTask, Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/task-types';
import type { TaskAction, TaskState } from '#domain/tasks/engine';
import { initialTaskState, isTaskDone } from '#domain/tasks/engine';
import { clientKindOf } from './kinds';
import { pointDotsView } from './point-dots';
import { PointDotsRow } from './point-dots-row';
import { TaskExplanation } from './task-explanation';
import {
  corruptedSequenceText,
  invalidTaskDataText,
  taskNotLoadedSentence,
  unknownTaskTypeText,
} from './task-problem-texts';
import type { TaskRendererProps, TaskViewMode } from './task-view-props';
import { useDelayedFlag } from './use-delayed-flag';

/** Props of TaskView. */
export interface TaskViewProps {
  task: Task;
  /** The task's domain state; a state of another type is treated as a fresh one. */
  state: TaskState;
  mode: TaskViewMode;
  /** Domain actions in play mode (feed them to the engine's reduceTask). */
  onAction?: (action: TaskAction) => void;
  /** Shows the point dots above the task (default true). */
  showPointDots?: boolean;
  /** The action waiting for the server's check, drawn as pressed; further actions wait for it. */
  pendingAction?: TaskAction | null;
  /** Said under the task while an action waits: being checked, or waiting for the network. */
  checkStatus?: 'checking' | 'offline' | null;
}

/** What the player says while an action cannot be checked because the browser is offline, in English (i18n-exempt: shown through t below). */
export const offlineCheckText = "You're offline: your answer is kept, checking when you're back online."; // i18n-exempt

/** Says what happens to an action waiting for the server; quiet for a fast answer. */
function CheckStatusLine({ status }: { status: 'checking' | 'offline' | null }) {
  const { t } = useLingui();
  const slow = useDelayedFlag(status === 'checking', 400);
  const text =
    status === 'offline'
      ? t`You're offline: your answer is kept, checking when you're back online.`
      : status === 'checking' && slow
        ? t`Checking…`
        : '';
  return (
    <p role="status" className="min-h-5 text-sm text-muted-foreground">
      {text}
    </p>
  );
}

/** A message shown in place of a task that cannot be played. */
export function TaskProblem({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-4"
    >
      <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-destructive" />
      <p className="font-medium">{children}</p>
    </div>
  );
}

/** Renders any task in play or review mode, or the message for unknown, invalid or placeholder tasks. */
export function TaskView({
  task,
  state,
  mode,
  onAction,
  showPointDots = true,
  pendingAction = null,
  checkStatus = null,
}: TaskViewProps) {
  const body = renderBody({ task, state, mode, onAction, pendingAction });
  const playable = isKnownTask(task) && taskDataProblem(task) === null && !isNoValidTasksPlaceholder(task);
  const current = state.type === task.type ? state : initialTaskState(task);
  const view = playable ? pointDotsView(task, current) : null;
  // The tutor's explanation once the task is finished, and in every review.
  const explained = playable && (mode === 'review' || isTaskDone(task, current));
  return (
    <div className="flex flex-col gap-3" data-task-id={task.id} data-task-type={task.type}>
      {showPointDots && view ? <PointDotsRow view={view} /> : null}
      <div aria-busy={pendingAction ? true : undefined}>{body}</div>
      {explained ? <TaskExplanation task={task} state={current} /> : null}
      {mode === 'play' && playable ? <CheckStatusLine status={checkStatus} /> : null}
    </div>
  );
}

function renderBody({ task, state, mode, onAction, pendingAction }: TaskViewProps): ReactNode {
  if (!isKnownTask(task)) return <TaskProblem>{unknownTaskTypeText(task.type)}</TaskProblem>;
  if (isNoValidTasksPlaceholder(task)) return <TaskProblem>{task.question}</TaskProblem>;
  const problem = taskDataProblem(task);
  if (problem === 'invalid-find-mistakes') return <TaskProblem>{invalidTaskDataText()}</TaskProblem>;
  if (problem === 'corrupted-sequence') return <TaskProblem>{corruptedSequenceText()}</TaskProblem>;
  if (problem === 'missing-key') return <TaskProblem>{taskNotLoadedSentence()}</TaskProblem>;
  const fresh = state.type === task.type ? state : initialTaskState(task);
  const act = (action: TaskAction) => {
    if (mode === 'play') onAction?.(action);
  };
  const View = clientKindOf(task).View as unknown as ComponentType<
    TaskRendererProps<KnownTask, TaskState, TaskAction>
  >;
  return (
    <View key={task.id} task={task} state={fresh} mode={mode} onAction={act} pendingAction={pendingAction} />
  );
}
