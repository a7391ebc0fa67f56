import { Check, X } from 'lucide-react';
import type { BinaryTask } from '#domain/tasks/binary/schema';
import type { BinaryAction, BinaryState } from '#domain/tasks/binary/kind';
import { isBinaryCorrect, isBinaryDone } from '#domain/tasks/binary/kind';
import { type ChoiceTone, choiceClasses } from '../choice-styles';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';

const answers = [
  { value: true, label: 'True' },
  { value: false, label: 'False' },
] as const;

/** A true/false task: locks after one pick and shows the correct and the wrong colours. */
export function BinaryTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<BinaryTask, BinaryState, BinaryAction>) {
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
        <legend className="sr-only">Is the statement true or false?</legend>
        {answers.map(({ value, label }) => {
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
          <ReviewCaption>Your answer</ReviewCaption>
          <p>{state.selected === null ? 'No answer' : state.selected ? 'True' : 'False'}</p>
          <ReviewCaption>Correct answer</ReviewCaption>
          <p>{task.correctAnswer ? 'True' : 'False'}</p>
        </div>
      ) : (
        <TaskFeedback tone={done ? (isBinaryCorrect(task, state) ? 'success' : 'error') : 'neutral'}>
          {done ? (isBinaryCorrect(task, state) ? 'Correct!' : 'Not quite.') : null}
        </TaskFeedback>
      )}
    </div>
  );
}
