import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { FindMistakesTask, Fragment } from '#domain/homework/schema';
import type { FindMistakesAction, FindMistakesState } from '#domain/tasks/find-mistakes';
import {
  allErrorsFound,
  canStartFix,
  findMistakesErrorIds,
  fixButtonLabel,
  fixSteps,
} from '#domain/tasks/find-mistakes';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';
import { foundCountLine, mistakeCountLine } from './find-mistakes-text';
import { FixFlow, type HeldFix, useHeldFix } from './fix-flow';

/** How long a wrong fragment shakes. */
export const wrongFragmentShakeMs = 600;

/** The text shown for an error fragment once its fix step is over: the correct replacement. */
function fixedText(
  task: FindMistakesTask,
  state: FindMistakesState,
  fragment: Fragment,
  held: HeldFix | null,
) {
  const stepIndex = state.corrections.findIndex((c) => c.errorId === fragment.errorId);
  if (stepIndex === -1 || held?.stepIndex === stepIndex) return null;
  return task.fix.find((f) => f.errorId === fragment.errorId)?.correct ?? null;
}

/** A find-the-mistakes task: click the wrong fragments; in find_and_fix mode then fix them one at a time. */
export function FindMistakesTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<FindMistakesTask, FindMistakesState, FindMistakesAction>) {
  const [shaking, setShaking] = useState<{ index: number; at: number } | null>(null);
  const [wrongGuess, setWrongGuess] = useState(false);
  const [held, setHeld] = useHeldFix();
  // The outcome of a click or a fix choice is what the state says once the server has checked it:
  // a new wrong click shakes its fragment, a new find clears the hint, a new correction is held on
  // screen with its right or wrong colour. Taken while rendering, so no frame shows the next step.
  const [seen, setSeen] = useState({
    incorrect: state.incorrectClicks,
    found: state.identified.length,
    corrections: state.corrections.length,
  });
  if (
    seen.incorrect !== state.incorrectClicks ||
    seen.found !== state.identified.length ||
    seen.corrections !== state.corrections.length
  ) {
    const last = state.clicked.at(-1);
    if (state.incorrectClicks > seen.incorrect && last !== undefined) {
      setShaking({ index: last, at: Date.now() });
      setWrongGuess(true);
    } else if (state.identified.length > seen.found) setWrongGuess(false);
    const correction = state.corrections.at(-1);
    if (state.corrections.length > seen.corrections && correction) {
      setHeld({
        stepIndex: state.corrections.length - 1,
        option: correction.selectedOption,
        isCorrect: correction.isCorrect,
      });
    }
    setSeen({
      incorrect: state.incorrectClicks,
      found: state.identified.length,
      corrections: state.corrections.length,
    });
  }
  const pendingFragment = pendingAction?.type === 'click-fragment' ? pendingAction.index : null;
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(null), wrongFragmentShakeMs);
    return () => clearTimeout(timer);
  }, [shaking]);

  const errorCount = findMistakesErrorIds(task).length;
  const found = state.identified.length;
  const everyFound = allErrorsFound(task, state);
  const review = mode === 'review';

  function clickFragment(index: number) {
    onAction?.({ type: 'click-fragment', index });
  }

  const countLine = mistakeCountLine(task);
  return (
    <div className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      {countLine ? <p className="text-sm text-muted-foreground">{countLine}</p> : null}
      <p className="rounded-xl bg-muted px-3 py-3 text-lg leading-loose sm:px-4">
        {task.find.fragments.map((fragment, index) => {
          const key = `${index}:${fragment.text}`;
          if (fragment.text.trim() === '') return <span key={key}>{fragment.text}</span>;
          const isFound =
            fragment.isError && fragment.errorId !== undefined && state.identified.includes(fragment.errorId);
          const missed = review && fragment.isError && !isFound;
          const wronglyClicked = review && !fragment.isError && state.clicked.includes(index);
          const fix = isFound ? fixedText(task, state, fragment, held) : null;
          const status = isFound
            ? ' (mistake found)'
            : missed
              ? ' (missed mistake)'
              : wronglyClicked
                ? ' (not a mistake)'
                : '';
          return (
            <button
              key={key}
              type="button"
              data-track={`fragment:${index}`}
              aria-label={`${fragment.text}${status}${fix ? `, corrected to ${fix}` : ''}`}
              aria-pressed={isFound || index === pendingFragment}
              disabled={review || everyFound}
              onClick={() => clickFragment(index)}
              className={cn(
                'mx-px inline rounded-md px-1 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                !review && !everyFound && 'hover:bg-secondary',
                index === pendingFragment && 'bg-secondary ring-2 ring-primary',
                isFound &&
                  'bg-success/20 font-semibold text-foreground underline decoration-success decoration-2',
                missed && 'bg-destructive/10 underline decoration-destructive decoration-dashed decoration-2',
                wronglyClicked && 'text-destructive line-through',
                shaking?.index === index && 'inline-block animate-shake bg-destructive/15 text-destructive',
              )}
            >
              {fix ? (
                <>
                  <del className="font-normal text-muted-foreground">{fragment.text}</del>{' '}
                  <ins className="no-underline">{fix}</ins>
                </>
              ) : (
                fragment.text
              )}
            </button>
          );
        })}
      </p>
      {review ? (
        <ReviewSummary task={task} state={state} />
      ) : (
        <>
          <TaskFeedback tone={everyFound ? 'success' : wrongGuess ? 'error' : 'neutral'}>
            {everyFound
              ? (task.find.prompts.allFound ?? 'All mistakes found!')
              : wrongGuess && task.find.prompts.wrongGuess
                ? task.find.prompts.wrongGuess
                : foundCountLine(
                    task,
                    found,
                    task.mistakeCount.revealed ? task.mistakeCount.count : errorCount,
                  )}
          </TaskFeedback>
          {canStartFix(task, state) ? (
            <Button
              size="lg"
              data-track="fix-start"
              className="self-start"
              onClick={() => onAction?.({ type: 'start-fix' })}
            >
              <Wrench aria-hidden className="size-4" />
              {fixButtonLabel(task)}
            </Button>
          ) : null}
          {state.fixStarted ? (
            <FixFlow
              task={task}
              state={state}
              held={held}
              pendingOption={pendingAction?.type === 'choose-fix' ? pendingAction.option : null}
              onAction={onAction}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function ReviewSummary({ task, state }: { task: FindMistakesTask; state: FindMistakesState }) {
  const steps = fixSteps(task);
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        Found {state.identified.length} of {findMistakesErrorIds(task).length}, wrong clicks:{' '}
        {state.incorrectClicks}
      </p>
      {steps.length > 0 ? (
        <>
          <ReviewCaption>Corrections</ReviewCaption>
          <ul className="flex flex-col gap-1">
            {steps.map((step) => {
              const correction = state.corrections.find((c) => c.errorId === step.errorId);
              return (
                <li key={step.errorId}>
                  <span className="font-medium">{step.prompt}</span>{' '}
                  <span className={correction?.isCorrect ? 'text-success' : 'text-destructive'}>
                    {correction ? correction.selectedOption : 'No answer'}
                  </span>
                  {correction?.isCorrect ? null : <span> → {step.correct}</span>}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
