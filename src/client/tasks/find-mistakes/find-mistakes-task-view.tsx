import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Wrench } from 'lucide-react';
import { Fragment, useEffect, useState } from 'react';
import type { FindMistakesTask } from '#domain/tasks/find-mistakes/schema';
import type { FindMistakesAction, FindMistakesState } from '#domain/tasks/find-mistakes/engine';
import {
  allErrorsFound,
  canStartFix,
  findMistakesErrorIds,
  fixButtonLabel,
  fixSteps,
  guessPenalty,
} from '#domain/tasks/find-mistakes/engine';
import { findMistakesTokens } from '#domain/tasks/find-mistakes/tokens';
import { hiddenKey } from '#domain/tasks/kind';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';
import { fixButtonText, foundCountLine, guessCostLine, mistakeCountLine } from './find-mistakes-text';
import { FixFlow, type HeldFixControl, useHeldFix } from './fix-flow';

/** How long a wrong word shakes. */
export const wrongFragmentShakeMs = 600;

/** What the text shows after a found mistake's last word once its fix step is over: the chosen and right fix. */
function fixShown(
  task: FindMistakesTask,
  state: FindMistakesState,
  errorId: string,
  control: HeldFixControl,
): { right: string; chosen: string | null } | null {
  const stepIndex = state.corrections.findIndex((c) => c.errorId === errorId);
  if (stepIndex === -1) return null;
  const { held, revealed } = control;
  if (held?.stepIndex === stepIndex && (held.isCorrect || !revealed)) return null;
  const right = task.fix.find((f) => f.errorId === errorId)?.correct;
  if (right === undefined || right === hiddenKey) return null;
  const correction = state.corrections[stepIndex];
  return { right, chosen: correction && !correction.isCorrect ? correction.selectedOption : null };
}

/**
 * A find-the-mistakes task: click the wrong words; in find_and_fix mode then fix them one at a
 * time. The text is drawn as its words (findMistakesTokens), each its own button with one space
 * after it, whatever fragments the teacher cut it into, so nothing on screen shows where a mistake
 * begins; a mistake of several words is found by any of them and shown found on all of them.
 */
export function FindMistakesTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<FindMistakesTask, FindMistakesState, FindMistakesAction>) {
  const [shaking, setShaking] = useState<{ index: number; at: number } | null>(null);
  const [wrongGuess, setWrongGuess] = useState(false);
  const control = useHeldFix();
  const { t } = useLingui();
  // The outcome of a click or a fix choice is what the state says once the server has checked it:
  // a new wrong click shakes its word, a new find clears the hint, a new correction is held on
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
      control.hold({
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
  const pendingWord = pendingAction?.type === 'click-fragment' ? pendingAction.index : null;
  useEffect(() => {
    if (!shaking) return;
    const timer = setTimeout(() => setShaking(null), wrongFragmentShakeMs);
    return () => clearTimeout(timer);
  }, [shaking]);

  const { tokens, mistakeTokens } = findMistakesTokens(task.find.fragments);
  const errorCount = findMistakesErrorIds(task).length;
  const found = new Set(state.identified);
  const clicked = new Set(state.clicked);
  const everyFound = allErrorsFound(task, state);
  const review = mode === 'review';

  function clickWord(index: number) {
    onAction?.({ type: 'click-fragment', index });
  }

  const countLine = mistakeCountLine(task);
  const costLine = !review && state.guessCost && !everyFound ? guessCostLine(task) : null;
  return (
    <div className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      {countLine || costLine ? (
        <div className="flex flex-col gap-1 text-sm text-muted-foreground">
          {countLine ? <p>{countLine}</p> : null}
          {costLine ? <p data-testid="guess-cost">{costLine}</p> : null}
        </div>
      ) : null}
      <p className="rounded-xl bg-muted px-3 py-3 text-lg leading-loose break-words sm:px-4">
        {tokens.map((token, index) => {
          const errorId = token.errorId;
          const isFound = errorId !== undefined && found.has(errorId);
          const missed = review && errorId !== undefined && !isFound;
          const wronglyClicked = review && errorId === undefined && clicked.has(index);
          const lastOfMistake = errorId !== undefined && mistakeTokens.get(errorId)?.at(-1) === index;
          const fixed = isFound ? fixShown(task, state, errorId, control) : null;
          const fix = lastOfMistake ? fixed : null;
          // The name starts with the words the button shows, in their order (the word, a wrong
          // choice struck through, the correction), so a voice user can say what they see. Each
          // name is one whole message, the student's and tutor's words put in as they are.
          const shown = fix
            ? [token.text, fix.chosen, fix.right].filter((w) => w != null).join(' ')
            : token.text;
          const right = fix?.right;
          const chosen = fix?.chosen;
          const name = fix
            ? chosen == null
              ? t`${shown} (mistake found), corrected to ${right}`
              : t`${shown} (mistake found), corrected to ${right} (chosen: ${chosen})`
            : isFound
              ? t`${shown} (mistake found)`
              : missed
                ? t`${shown} (missed mistake)`
                : wronglyClicked
                  ? t`${shown} (not a mistake)`
                  : shown;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: words are positional; the index is their identity
            <Fragment key={index}>
              <button
                type="button"
                data-track={`token:${index}`}
                aria-label={name}
                aria-pressed={isFound || index === pendingWord}
                disabled={review || everyFound}
                onClick={() => clickWord(index)}
                className={cn(
                  'inline rounded-md px-0.5 py-1 transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                  !review && !everyFound && 'hover:bg-secondary',
                  index === pendingWord && 'bg-secondary ring-2 ring-primary',
                  isFound && 'bg-success/20 font-semibold text-foreground',
                  isFound && !fixed && 'underline decoration-success decoration-2',
                  missed &&
                    'bg-destructive/10 underline decoration-destructive decoration-dashed decoration-2',
                  wronglyClicked && 'text-destructive line-through',
                  shaking?.index === index && 'inline-block animate-shake bg-destructive/15 text-destructive',
                )}
              >
                {fixed ? <del className="font-normal text-muted-foreground">{token.text}</del> : token.text}
                {fix?.chosen != null ? (
                  <>
                    {' '}
                    <s className="font-normal text-destructive">{fix.chosen}</s>
                  </>
                ) : null}
                {fix ? (
                  <>
                    {' '}
                    <ins className="no-underline">{fix.right}</ins>
                  </>
                ) : null}
              </button>
              {token.after === '\n' ? <br /> : token.after}
            </Fragment>
          );
        })}
      </p>
      {review ? (
        <ReviewSummary task={task} state={state} />
      ) : (
        <>
          <TaskFeedback tone={everyFound ? 'success' : wrongGuess ? 'error' : 'neutral'}>
            {everyFound
              ? (task.find.prompts.allFound ?? t`All mistakes found!`)
              : wrongGuess && task.find.prompts.wrongGuess
                ? task.find.prompts.wrongGuess
                : foundCountLine(
                    task,
                    found.size,
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
              {fixButtonText(fixButtonLabel(task))}
            </Button>
          ) : null}
          {state.fixStarted ? (
            <FixFlow
              task={task}
              state={state}
              control={control}
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
  const { t } = useLingui();
  const steps = fixSteps(task);
  const penalty = guessPenalty(task, state);
  const found = state.identified.length;
  const total = findMistakesErrorIds(task).length;
  const wrongClicks = state.incorrectClicks;
  return (
    <div className="flex flex-col gap-2 text-sm">
      <p>
        {penalty > 0
          ? plural(penalty, {
              one: `Found ${found} of ${total}, wrong clicks: ${wrongClicks}, guessing cost # point`,
              other: `Found ${found} of ${total}, wrong clicks: ${wrongClicks}, guessing cost # points`,
            })
          : t`Found ${found} of ${total}, wrong clicks: ${wrongClicks}`}
      </p>
      {steps.length > 0 ? (
        <>
          <ReviewCaption>
            <Trans>Corrections</Trans>
          </ReviewCaption>
          <ul className="flex flex-col gap-1">
            {steps.map((step) => {
              const correction = state.corrections.find((c) => c.errorId === step.errorId);
              const option = correction?.selectedOption;
              const rightFix = step.correct;
              return (
                <li key={step.errorId} className="flex flex-wrap items-baseline gap-x-2">
                  <span className="font-medium">{step.prompt}</span>
                  {correction ? (
                    <span className={correction.isCorrect ? 'text-success' : 'text-destructive'}>
                      {correction.isCorrect ? (
                        <Trans>Chosen: {option}</Trans>
                      ) : (
                        <Trans>Chosen (wrong): {option}</Trans>
                      )}
                    </span>
                  ) : (
                    <span className="text-destructive">
                      <Trans>No answer</Trans>
                    </span>
                  )}
                  {correction?.isCorrect || step.correct === hiddenKey ? null : (
                    <span>
                      <Trans>Right fix: {rightFix}</Trans>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </div>
  );
}
