import { Check, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FindMistakesTask, FixEntry } from '#domain/homework/schema';
import type { FindMistakesAction, FindMistakesState } from '#domain/tasks/find-mistakes';
import { currentFixStep, fixSteps } from '#domain/tasks/find-mistakes';
import { type ChoiceTone, choiceClasses } from '../choice-styles';
import { TaskFeedback } from '../task-text';

/** How long a right choice stays before the next error. */
export const fixRightDelayMs = 1000;
/** How long 'Not quite. Try again!' shows before the correct fragment is shown and the flow moves on. */
export const fixWrongDelayMs = 600;
/** What a wrong fix choice says. */
export const fixWrongText = 'Not quite. Try again!';

/** A fix choice just made, kept on screen for its delay while the state has already moved on. */
export interface HeldFix {
  stepIndex: number;
  option: string;
  isCorrect: boolean;
}

/** Keeps the last fix choice on screen for 1000 ms (right) or 600 ms (wrong). */
export function useHeldFix(): [HeldFix | null, (held: HeldFix) => void] {
  const [held, setHeld] = useState<HeldFix | null>(null);
  useEffect(() => {
    if (!held) return;
    const timer = setTimeout(() => setHeld(null), held.isCorrect ? fixRightDelayMs : fixWrongDelayMs);
    return () => clearTimeout(timer);
  }, [held]);
  return [held, setHeld];
}

/** The step-by-step fix of a find_and_fix task: one error at a time, with the spec's delays. */
export function FixFlow({
  task,
  state,
  held,
  pendingOption,
  onAction,
}: {
  task: FindMistakesTask;
  state: FindMistakesState;
  /** The choice just checked, kept on screen for its delay (set by the task view from the state). */
  held: HeldFix | null;
  /** The choice sent for checking and not answered yet. */
  pendingOption: string | null;
  onAction?: (action: FindMistakesAction) => void;
}) {
  const steps = fixSteps(task);

  const stepIndex = held ? held.stepIndex : state.corrections.length;
  const step: FixEntry | null = held ? (steps[held.stepIndex] ?? null) : currentFixStep(task, state);
  if (!step) return null;

  function choose(option: string) {
    if (held || pendingOption !== null || !step) return;
    onAction?.({ type: 'choose-fix', option });
  }

  function toneOf(option: string): ChoiceTone {
    if (!held) return option === pendingOption ? 'selected' : 'idle';
    if (option === held.option) return held.isCorrect ? 'correct' : 'wrong';
    return 'muted';
  }

  return (
    <section
      aria-label="Fix the mistakes"
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
                data-track={`fix-option:${stepIndex}:${index}`}
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
        {held ? (held.isCorrect ? 'Correct!' : fixWrongText) : null}
      </TaskFeedback>
    </section>
  );
}
