import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FindMistakesTask, FixEntry } from '#domain/tasks/find-mistakes/schema';
import type { FindMistakesAction, FindMistakesState } from '#domain/tasks/find-mistakes/engine';
import { currentFixStep, fixSteps } from '#domain/tasks/find-mistakes/engine';
import { type ChoiceTone, choiceClasses } from '../choice-styles';
import { Button } from '../../ui/button';
import { TaskFeedback } from '../task-text';

/** How long a right choice stays before the next error. */
export const fixRightDelayMs = 1000;
/** How long 'Not quite. Try again!' shows alone before the right fix is shown beside the choice. */
export const fixWrongDelayMs = 600;
/** What a wrong fix choice says, in English (the player shows it in the current language). */
export const fixWrongText = 'Not quite. Try again!'; // i18n-exempt: the English constant the tests compare with

/** A fix choice just made, kept on screen while the state has already moved on. */
export interface HeldFix {
  stepIndex: number;
  option: string;
  isCorrect: boolean;
}

/** The fix choice on screen: held, whether its right fix is shown yet, and how to hold or let go of one. */
export interface HeldFixControl {
  held: HeldFix | null;
  /** A wrong choice's right fix is shown (600 ms after the choice). */
  revealed: boolean;
  hold: (held: HeldFix) => void;
  release: () => void;
}

/**
 * Keeps the last fix choice on screen: a right one for 1000 ms, then the flow moves on; a wrong one
 * until the student moves on, its right fix shown beside it after 600 ms, so the feedback is not
 * replaced before it is read.
 */
export function useHeldFix(): HeldFixControl {
  const [held, setHeld] = useState<HeldFix | null>(null);
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(
      () => (held.isCorrect ? setHeld(null) : setRevealed(true)),
      held.isCorrect ? fixRightDelayMs : fixWrongDelayMs,
    );
    return () => clearTimeout(timer);
  }, [held]);
  return {
    held,
    revealed,
    hold: (next) => {
      setRevealed(false);
      setHeld(next);
    },
    release: () => setHeld(null),
  };
}

/** The step-by-step fix of a find_and_fix task: one error at a time, with the spec's delays. */
export function FixFlow({
  task,
  state,
  control,
  pendingOption,
  onAction,
}: {
  task: FindMistakesTask;
  state: FindMistakesState;
  /** The choice just checked, kept on screen (set by the task view from the state). */
  control: HeldFixControl;
  /** The choice sent for checking and not answered yet. */
  pendingOption: string | null;
  onAction?: (action: FindMistakesAction) => void;
}) {
  const { held, revealed, release } = control;
  const { t } = useLingui();
  const steps = fixSteps(task);

  const stepIndex = held ? held.stepIndex : state.corrections.length;
  const step: FixEntry | null = held ? (steps[held.stepIndex] ?? null) : currentFixStep(task, state);
  if (!step) return null;
  const right = held && !held.isCorrect && revealed ? step.correct : null;
  const chosenOption = held?.option;

  function choose(option: string) {
    if (held || pendingOption !== null || !step) return;
    onAction?.({ type: 'choose-fix', option });
  }

  function toneOf(option: string): ChoiceTone {
    if (!held) return option === pendingOption ? 'selected' : 'idle';
    if (option === held.option) return held.isCorrect ? 'correct' : 'wrong';
    if (option === right) return 'correct';
    return 'muted';
  }

  return (
    <section
      aria-label={t`Fix the mistakes`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-muted/60 p-4"
    >
      <p className="text-sm font-semibold text-muted-foreground">
        {stepIndex + 1} / {steps.length}
      </p>
      <p className="text-base font-medium">{step.prompt}</p>
      {step.original ? (
        <p className="text-sm text-muted-foreground">
          <del>{step.original}</del>
        </p>
      ) : null}
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {step.options.map((option, index) => {
          const tone = toneOf(option);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; the index is their identity
            <li key={index}>
              <button
                type="button"
                // Named by its text: each student sees the options in an order of their own.
                data-track={`fix-choice:${stepIndex}:${option}`}
                disabled={held !== null}
                onClick={() => choose(option)}
                className={choiceClasses(tone)}
              >
                {tone === 'correct' ? <Check aria-hidden className="size-5 text-success" /> : null}
                {tone === 'wrong' ? <X aria-hidden className="size-5 text-destructive" /> : null}
                {option}
              </button>
            </li>
          );
        })}
      </ul>
      <TaskFeedback tone={held ? (held.isCorrect ? 'success' : 'error') : 'neutral'}>
        {held ? (held.isCorrect ? t`Correct!` : t`Not quite. Try again!`) : null}
        {right !== null ? (
          <span className="block font-normal text-foreground">
            <Trans>
              You chose “{chosenOption}”; the right fix is “{right}”.
            </Trans>
          </span>
        ) : null}
      </TaskFeedback>
      {right !== null ? (
        <Button data-track="fix-next" className="self-start" onClick={release}>
          {stepIndex + 1 < steps.length ? t`Next mistake` : t`Continue`}
          <ArrowRight aria-hidden className="size-4" />
        </Button>
      ) : null}
    </section>
  );
}
