import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import type { BinaryAction, BinaryState } from '#domain/tasks/binary/kind';
import { isBinaryCorrect, isBinaryDone } from '#domain/tasks/binary/kind';
import { type ChoiceTone, choiceClasses } from '../choice-styles';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';

const answers = [
  { value: true, label: msg`True` },
  { value: false, label: msg`False` },
] as const;

/** A true/false task: locks after one pick and shows the correct and the wrong colours. */
export function BinaryTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<BinaryTask, BinaryState, BinaryAction>) {
  const { t, i18n } = useLingui();
  const done = isBinaryDone(task, state);
  const locked = done || mode === 'review';

  const pendingValue = pendingAction?.type === 'pick-answer' ? pendingAction.value : null;

  function toneOf(value: boolean): ChoiceTone {
    if (value === pendingValue) return 'selected';
    if (!done) return mode === 'review' && value === task.correctAnswer ? 'correct' : 'idle';
    if (value === task.correctAnswer) return 'correct';
    return value === state.selected ? 'wrong' : 'muted';
  }

  return (
    <div className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      {task.passage ? (
        <blockquote className="rounded-xl border-l-4 border-primary bg-muted px-4 py-3 leading-relaxed whitespace-pre-line">
          {task.passage}
        </blockquote>
      ) : null}
      {task.statement ? <p className="text-base font-medium">{task.statement}</p> : null}
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="sr-only">
          <Trans>Is the statement true or false?</Trans>
        </legend>
        {answers.map(({ value, label: name }) => {
          const label = i18n._(name);
          const tone = toneOf(value);
          const picked = state.selected === value || pendingValue === value;
          return (
            <button
              key={label}
              type="button"
              data-track={`answer:${value}`}
              aria-pressed={picked}
              disabled={locked}
              onClick={() => onAction?.({ type: 'pick-answer', value })}
              className={choiceClasses(tone, 'justify-center text-center')}
            >
              {tone === 'correct' ? <Check aria-hidden className="size-5 text-success" /> : null}
              {tone === 'wrong' ? <X aria-hidden className="size-5 text-destructive" /> : null}
              {label}
            </button>
          );
        })}
      </fieldset>
      {mode === 'review' ? (
        <div className="flex flex-col gap-1 text-sm">
          <ReviewCaption>
            <Trans>Your answer</Trans>
          </ReviewCaption>
          <p>{state.selected === null ? t`No answer` : state.selected ? t`True` : t`False`}</p>
          <ReviewCaption>
            <Trans>Correct answer</Trans>
          </ReviewCaption>
          <p>{task.correctAnswer ? t`True` : t`False`}</p>
        </div>
      ) : (
        <TaskFeedback tone={done ? (isBinaryCorrect(task, state) ? 'success' : 'error') : 'neutral'}>
          {done ? (isBinaryCorrect(task, state) ? t`Correct!` : t`Not quite.`) : null}
        </TaskFeedback>
      )}
    </div>
  );
}
