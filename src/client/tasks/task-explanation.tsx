import { Trans } from '@lingui/react/macro';
import { Lightbulb } from 'lucide-react';
import { useId } from 'react';
import type { Task } from '#domain/homework/schema';
import type { TaskState } from '#domain/tasks/engine';
import { hasExplanations, taskExplanations } from '#domain/tasks/explanations';

/**
 * The tutor's explanation of a finished task (and, for a choice, of the options the student picked
 * and of the right one), under the task's feedback. Shown by the task frame (task-view.tsx) once
 * the task is finished and in every review; the browser only has it once the server sent the
 * finished task, so nothing shows while the task is open. Renders nothing when the tutor wrote none.
 */
export function TaskExplanation({ task, state }: { task: Task; state: TaskState }) {
  const headingId = useId();
  const explained = taskExplanations(task, state);
  if (!hasExplanations(explained)) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-explanation={task.id}
      className="rounded-xl border border-border bg-muted/50 px-4 py-3 text-sm leading-relaxed"
    >
      <p id={headingId} className="mb-1 flex items-center gap-1.5 font-semibold">
        <Lightbulb aria-hidden className="size-4 text-primary" />
        <Trans>Why</Trans>
      </p>
      {explained.text ? <p className="whitespace-pre-line">{explained.text}</p> : null}
      {explained.notes.length > 0 ? (
        <ul className="mt-1 flex flex-col gap-1">
          {explained.notes.map((note) => (
            <li key={note.about}>
              {/* The tutor's option and note as written, joined by the language's colon. */}
              <Trans>
                <span className="font-medium">“{note.about}”</span>: {note.text}
              </Trans>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
