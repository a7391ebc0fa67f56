import { Trans, useLingui } from '@lingui/react/macro';
import type { McqTask } from '#domain/tasks/mcq/schema';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

/** The task's content with its answer key, for the teacher's preview. */
export function McqAnswerKey({ task }: { task: McqTask }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      {task.sentence ? <p className="text-sm italic">{task.sentence}</p> : null}
      <ul className="flex flex-col gap-1">
        {task.options.map((option, index) => {
          const correct = option === task.correctAnswer;
          const explained = task.optionExplanations ?? {};
          const why = Object.hasOwn(explained, option) ? explained[option] : undefined;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; their position is their identity.
              key={index}
              className={cn(
                'flex items-center gap-2 rounded-md border px-2.5 py-1 text-sm',
                correct ? 'border-success bg-success/10 font-medium' : 'border-border',
              )}
            >
              {correct ? (
                <Check className="size-4 shrink-0 text-success" aria-label={t`Correct answer`} />
              ) : null}
              <span>
                {option}
                {why ? (
                  <span className="block font-normal text-muted-foreground">
                    <Trans>Why: {why}</Trans>
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
