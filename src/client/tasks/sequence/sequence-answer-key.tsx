import { useLingui } from '@lingui/react/macro';
import type { SequenceTask } from '#domain/tasks/sequence/schema';
import { KeyLine } from '../key-line';

/** The task's content with its answer key, for the teacher's preview. */
export function SequenceAnswerKey({ task }: { task: SequenceTask }) {
  const { t } = useLingui();
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
      <KeyLine label={t`Correct order`}>{task.correctOrder.join(' ')}</KeyLine>
    </div>
  );
}
