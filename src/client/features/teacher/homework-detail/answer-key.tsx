import type { Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/schema';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** The preview label of each task type. */
export function taskTypeLabel(type: string): string | null {
  switch (type) {
    case 'sequence_task':
      return 'Sentence Scramble';
    case 'mcq_1':
      return 'Multiple Choice';
    case 'binary_task':
      return 'Binary Task';
    case 'find_mistakes':
      return 'Find Mistakes';
    default:
      return null;
  }
}

function KeyLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="text-sm">
      <span className="font-semibold text-success">{label}: </span>
      {children}
    </p>
  );
}

/** A task's content and its answer key, for the Assignment Preview. */
export function AnswerKey({ task }: { task: Task }) {
  if (!isKnownTask(task)) {
    return (
      <p className="text-sm text-muted-foreground">Task type "{task.type}" not supported in preview mode</p>
    );
  }
  switch (task.type) {
    case 'sequence_task':
      return (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap gap-1.5">
            {task.items.map((item, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: items may repeat; their position is their identity.
                key={index}
                className="rounded-md border border-border bg-muted px-2 py-0.5 text-sm"
              >
                {item}
              </span>
            ))}
          </div>
          <KeyLine label="Correct order">{task.correctOrder.join(' ')}</KeyLine>
        </div>
      );
    case 'mcq_1':
      return (
        <div className="flex flex-col gap-2">
          {task.sentence ? <p className="text-sm italic">{task.sentence}</p> : null}
          <ul className="flex flex-col gap-1">
            {task.options.map((option, index) => {
              const correct = option === task.correctAnswer;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; their position is their identity.
                  key={index}
                  className={cn(
                    'flex items-center gap-2 rounded-md border px-2.5 py-1 text-sm',
                    correct ? 'border-success bg-success/10 font-medium' : 'border-border',
                  )}
                >
                  {correct ? <Check className="size-4 text-success" aria-label="Correct answer" /> : null}
                  {option}
                </li>
              );
            })}
          </ul>
        </div>
      );
    case 'binary_task':
      return (
        <div className="flex flex-col gap-2">
          {task.passage ? (
            <blockquote className="border-l-4 border-primary bg-muted px-3 py-2 text-sm whitespace-pre-line">
              {task.passage}
            </blockquote>
          ) : null}
          {task.statement ? <p className="text-sm font-medium">{task.statement}</p> : null}
          <KeyLine label="Correct answer">{task.correctAnswer ? 'True' : 'False'}</KeyLine>
        </div>
      );
    case 'find_mistakes':
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm leading-relaxed">
            {task.find.fragments.map((fragment, index) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: fragments are positional.
                key={index}
                className={cn(
                  fragment.isError &&
                    'rounded bg-destructive/15 px-0.5 font-semibold text-destructive underline decoration-wavy',
                )}
              >
                {fragment.text}
              </span>
            ))}
          </p>
          {task.mode === 'find_and_fix' && task.fix.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {task.fix.map((fix) => (
                <li key={fix.errorId}>
                  <KeyLine label={fix.prompt || 'Fix'}>{fix.correct}</KeyLine>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      );
  }
}
