import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Descriptor } from '../../i18n/translator';
import type { Task } from '#domain/homework/schema';
import {
  initialTaskState,
  type ProgressColourStep,
  progressColourStep,
  type TaskState,
  taskStatus,
} from '#domain/tasks/engine';
import type { TaskStatus } from '#domain/tasks/status';
import { Lock } from 'lucide-react';
import { cn } from '../../lib/cn';

const statusClasses: Record<TaskStatus, string> = {
  'not-started': 'border-border bg-card text-foreground',
  attempted: 'border-warning bg-warning text-warning-foreground',
  completed: 'border-success bg-success text-success-foreground',
  failed: 'border-destructive bg-destructive text-destructive-foreground',
};

const statusWords: Record<TaskStatus, Descriptor> = {
  'not-started': msg`not started`,
  attempted: msg`attempted`,
  completed: msg`completed`,
  failed: msg`finished without the right answer`,
};

const stepClasses: Record<ProgressColourStep, string> = {
  '>=75': 'bg-success',
  '>=51': 'bg-primary',
  '>=26': 'bg-warning',
  '>0': 'bg-warning/70',
  none: 'bg-muted-foreground/30',
};

/** The numbered task dots with a progress bar: as long as the share finished, coloured by the share right. */
export function TaskDots({
  tasks,
  states,
  currentIndex,
  canOpen,
  onOpen,
}: {
  tasks: readonly Task[];
  states: Readonly<Record<string, TaskState>>;
  currentIndex: number;
  canOpen: (index: number) => boolean;
  onOpen: (index: number) => void;
}) {
  const statuses = tasks.map((task) => taskStatus(task, states[task.id] ?? initialTaskState(task)));
  const finished = statuses.filter((s) => s === 'completed' || s === 'failed').length;
  const share = tasks.length === 0 ? 0 : finished / tasks.length;
  // The bar's length is the share finished; its colour steps by the share finished right, so tasks
  // answered wrong fill the bar without turning it the colour of success.
  const right = statuses.filter((s) => s === 'completed').length;
  const rightShare = tasks.length === 0 ? 0 : right / tasks.length;
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Questions`} className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <div
          role="progressbar"
          aria-label={t`Tasks done`}
          aria-valuemin={0}
          aria-valuemax={tasks.length}
          aria-valuenow={finished}
          className="h-2 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full transition-all', stepClasses[progressColourStep(rightShare)])}
            style={{ width: `${Math.round(share * 100)}%` }}
          />
        </div>
        <span className="text-sm font-medium text-muted-foreground tabular-nums">
          {finished}/{tasks.length}
        </span>
      </div>
      <ol className="flex flex-wrap gap-2">
        {tasks.map((task, index) => {
          const status = statuses[index] ?? 'not-started';
          const open = canOpen(index);
          const current = index === currentIndex;
          const number = index + 1;
          const state = i18n._(statusWords[status]);
          return (
            <li key={task.id}>
              <button
                type="button"
                data-track={`dot:${index}`}
                aria-current={current ? 'step' : undefined}
                aria-label={open ? t`Question ${number}, ${state}` : t`Question ${number}, ${state}, locked`}
                disabled={!open}
                onClick={() => onOpen(index)}
                className={cn(
                  'relative flex size-11 items-center justify-center rounded-full border-2 text-sm font-semibold tabular-nums transition-colors sm:size-10',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  statusClasses[status],
                  current && 'ring-2 ring-primary ring-offset-2 ring-offset-background',
                  !open && 'cursor-not-allowed opacity-50',
                )}
              >
                {index + 1}
                {open ? null : (
                  <Lock
                    aria-hidden
                    className="absolute -right-1 -bottom-1 size-4 rounded-full bg-background p-0.5"
                  />
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
