import { Trans } from '@lingui/react/macro';
import type { Task } from '#domain/homework/schema';
import { isKnownTask, isKnownTaskType } from '#domain/homework/task-types';
import { kindName } from '../../../tasks/kind-names';
import { findingSentence } from '../../../tasks/finding-sentence';
import { clientKindOf } from '../../../tasks/kinds';

/** The preview label of each task type, in the current language (null for a type the product does not know). */
export function taskTypeLabel(type: string): string | null {
  return isKnownTaskType(type) ? kindName(type) : null;
}

/** A task's content and its answer key, for the Assignment Preview. */
export function AnswerKey({ task }: { task: Task }) {
  if (!isKnownTask(task)) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Task type "{task.type}" not supported in preview mode</Trans>
      </p>
    );
  }
  if (task.keyProblem !== undefined) {
    // Older homework saved before keys were checked: the task is skipped for every student. The
    // field's problem in the teacher's language, from its code (its English when it has none).
    const reason = findingSentence(task.keyProblem);
    return (
      <p role="note" className="rounded-lg border border-warning/60 bg-warning/15 px-3 py-2 text-sm">
        <Trans>
          <strong>Skipped for students (0 of 0 points): its answer key is missing.</strong>{' '}
          <code className="font-mono text-xs">{task.keyProblem.field}</code> {reason}. Edit the homework to
          give it a key.
        </Trans>
      </p>
    );
  }
  const { AnswerKey: KindAnswerKey } = clientKindOf(task);
  return (
    <div className="flex flex-col gap-2">
      <KindAnswerKey task={task} />
      {task.explanation ? (
        <p className="text-sm">
          <span className="font-semibold">
            <Trans>Why: </Trans>
          </span>
          <span className="whitespace-pre-line">{task.explanation}</span>
        </p>
      ) : null}
    </div>
  );
}
