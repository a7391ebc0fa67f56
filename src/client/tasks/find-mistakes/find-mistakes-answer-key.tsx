import type { FindMistakesTask } from '#domain/homework/schema';
import { cn } from '../../lib/cn';
import { KeyLine } from '../key-line';

/** The task's content with its answer key, for the teacher's preview. */
export function FindMistakesAnswerKey({ task }: { task: FindMistakesTask }) {
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
