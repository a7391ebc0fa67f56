import type { Task } from '#domain/homework/schema';
import { isKnownTask, isKnownTaskType } from '#domain/homework/task-types';
import { clientKindOf, clientTaskKinds } from '../../../tasks/kinds';

/** The preview label of each task type (null for a type the product does not know). */
export function taskTypeLabel(type: string): string | null {
  return isKnownTaskType(type) ? clientTaskKinds[type].label : null;
}

/** A task's content and its answer key, for the Assignment Preview. */
export function AnswerKey({ task }: { task: Task }) {
  if (!isKnownTask(task)) {
    return (
      <p className="text-sm text-muted-foreground">Task type "{task.type}" not supported in preview mode</p>
    );
  }
  const { AnswerKey: KindAnswerKey } = clientKindOf(task);
  return <KindAnswerKey task={task} />;
}
