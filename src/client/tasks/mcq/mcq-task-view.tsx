import { Trans, useLingui } from '@lingui/react/macro';
import { Check, X } from 'lucide-react';
import type { McqTask } from '#domain/tasks/mcq/schema';
import type { McqAction, McqState } from '#domain/tasks/mcq/kind';
import { isCorrectMcqOption, isMcqCorrect, isMcqDone, isMcqOptionDisabled } from '#domain/tasks/mcq/kind';
import { type ChoiceTone, choiceClasses } from '../choice-styles';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';
import { useDelayedFlag } from '../use-delayed-flag';

/** Delay before the correct option is shown once the task is done. */
export const mcqRevealDelayMs = 500;

/** A multiple-choice task: wrong picks are marked and disabled; the correct option shows 500 ms after it is done. */
export function McqTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<McqTask, McqState, McqAction>) {
  const done = isMcqDone(task, state);
  const revealed = useDelayedFlag(done || mode === 'review', mcqRevealDelayMs);
  const correct = isMcqCorrect(task, state);
  const { t } = useLingui();
  const answer = task.correctAnswer;

  const pendingIndex = pendingAction?.type === 'pick-option' ? pendingAction.index : null;

  function toneOf(index: number): ChoiceTone {
    if (index === pendingIndex) return 'selected';
    if (revealed && isCorrectMcqOption(task, index)) return 'correct';
    if (state.picks.includes(index)) return isCorrectMcqOption(task, index) ? 'selected' : 'wrong';
    return done || mode === 'review' ? 'muted' : 'idle';
  }

  return (
    <div className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      {task.sentence ? (
        <p className="rounded-xl bg-muted px-4 py-3 text-lg leading-relaxed font-medium">{task.sentence}</p>
      ) : null}
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={t`Options`}>
        {task.options.map((option, index) => {
          const tone = toneOf(index);
          const status = tone === 'wrong' ? t` (wrong)` : tone === 'correct' ? t` (correct)` : '';
          const letter = String.fromCharCode(65 + index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; the index is their identity
            <li key={index}>
              <button
                type="button"
                data-track={`option:${index}`}
                // The name starts with the letter on the badge, so a voice user can say what they see
                // ("click B"); the badge keeps the letter in the name when it shows a tick or a cross.
                aria-label={`${letter} ${option}${status}`}
                aria-pressed={state.picks.includes(index) || index === pendingIndex}
                disabled={mode === 'review' || isMcqOptionDisabled(task, state, index)}
                onClick={() => onAction?.({ type: 'pick-option', index })}
                className={choiceClasses(tone)}
              >
                <span
                  aria-hidden
                  className="flex size-7 shrink-0 items-center justify-center rounded-full border border-current text-sm"
                >
                  {tone === 'correct' ? <Check className="size-4" /> : null}
                  {tone === 'wrong' ? <X className="size-4" /> : null}
                  {tone !== 'correct' && tone !== 'wrong' ? letter : null}
                </span>{' '}
                <span className="min-w-0 break-words">{option}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {mode === 'review' ? (
        <div className="flex flex-col gap-1 text-sm">
          <ReviewCaption>
            <Trans>Your answers</Trans>
          </ReviewCaption>
          <p>
            {state.picks.length === 0 ? t`No answer` : state.picks.map((i) => task.options[i]).join(', ')}
          </p>
          <ReviewCaption>
            <Trans>Correct answer</Trans>
          </ReviewCaption>
          <p>{task.correctAnswer}</p>
        </div>
      ) : (
        <TaskFeedback tone={revealed ? (correct ? 'success' : 'error') : 'neutral'}>
          {revealed ? (correct ? t`Correct!` : t`The answer is: ${answer}`) : null}
        </TaskFeedback>
      )}
    </div>
  );
}
