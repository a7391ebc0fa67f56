import { useLingui } from '@lingui/react/macro';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import { KeyLine } from '../key-line';

/** The task's content with its answer key, for the teacher's preview. */
export function BinaryAnswerKey({ task }: { task: BinaryTask }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2">
      {task.passage ? (
        <blockquote className="border-l-4 border-primary bg-muted px-3 py-2 text-sm whitespace-pre-line">
          {task.passage}
        </blockquote>
      ) : null}
      {task.statement ? <p className="text-sm font-medium">{task.statement}</p> : null}
      <KeyLine label={t`Correct answer`}>{task.correctAnswer ? t`True` : t`False`}</KeyLine>
    </div>
  );
}
