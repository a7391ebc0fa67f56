import { Trans, useLingui } from '@lingui/react/macro';
import { Check, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { SequenceTask } from '#domain/tasks/sequence/schema';
import type { SequenceAction, SequenceState } from '#domain/tasks/sequence/kind';
import { canCheckSequence, canDragSequence, isSequenceDone } from '#domain/tasks/sequence/kind';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { ReviewCaption, TaskFeedback, TaskQuestion } from '../task-text';
import type { TaskRendererProps } from '../task-view-props';
import { chipClasses } from './chip-styles';
import { onDemand, useOnDemand } from '../../lib/on-demand';
import { type PlacedItem, PlacedItems } from './placed-items';

// Drag and drop is fetched once the page is idle, not before the first question can show.
const dragLayer = onDemand(() => import('./sortable-placed-items'));

/** Shown after a wrong check while points remain, in English (i18n-exempt: shown through t below). */
export const sequenceWrongCheckText = 'Not quite. Try again!'; // i18n-exempt

function StaticChips({ texts, tone, label }: { texts: string[]; tone: 'correct' | 'wrong'; label: string }) {
  return (
    <ol className="flex flex-wrap gap-2" aria-label={label}>
      {texts.map((text, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: texts may repeat; the position is their identity
        <li key={i} className={chipClasses(tone)}>
          {text}
        </li>
      ))}
    </ol>
  );
}

/** A sequence task: tap to build the order, tap a placed item to remove it and the rest, Reset, Check, drag to reorder. */
export function SequenceTaskView({
  task,
  state,
  mode,
  onAction,
  pendingAction,
}: TaskRendererProps<SequenceTask, SequenceState, SequenceAction>) {
  const { t } = useLingui();
  const done = isSequenceDone(task, state);
  const interactive = mode === 'play' && !done;
  const placed: PlacedItem[] = state.placed.map((itemIndex) => ({
    itemIndex,
    text: task.items[itemIndex] ?? '',
  }));
  const pool = task.items
    .map((text, itemIndex) => ({ itemIndex, text }))
    .filter((i) => !state.placed.includes(i.itemIndex));
  const act = (action: SequenceAction) => onAction?.(action);
  const canDrag = interactive && canDragSequence(task);
  useEffect(() => {
    if (canDrag) dragLayer.preloadWhenIdle();
  }, [canDrag]);
  const drag = useOnDemand(dragLayer, canDrag);
  const Placed = drag ? drag.SortablePlacedItems : PlacedItems;

  // 'Not quite' shows after a wrong check until the order is changed.
  const [wrongShown, setWrongShown] = useState(false);
  const seenWrongChecks = useRef(state.wrongChecks);
  useEffect(() => {
    if (state.wrongChecks > seenWrongChecks.current) setWrongShown(true);
    seenWrongChecks.current = state.wrongChecks;
  }, [state.wrongChecks]);
  const placedCount = state.placed.length;
  const lastPlacedCount = useRef(placedCount);
  useEffect(() => {
    if (placedCount !== lastPlacedCount.current) setWrongShown(false);
    lastPlacedCount.current = placedCount;
  }, [placedCount]);

  const finishedWrong = state.revealed || (mode === 'review' && !state.solved && state.checkAttempts > 0);
  const checks = state.checkAttempts;
  const placedTone = state.solved ? 'correct' : finishedWrong ? 'wrong' : 'placed';
  return (
    <div className="flex flex-col gap-4">
      <TaskQuestion>{task.question}</TaskQuestion>
      {mode === 'review' ? (
        <ReviewCaption>
          <Trans>Your answer</Trans>
        </ReviewCaption>
      ) : null}
      <div
        className={cn(
          'min-h-16 rounded-xl border-2 border-dashed p-3',
          state.solved ? 'border-success' : 'border-border',
        )}
      >
        {placed.length === 0 ? (
          <p className="py-2 text-sm text-muted-foreground">
            {mode === 'review' ? t`No answer` : t`Tap the items below in the right order.`}
          </p>
        ) : (
          <Placed
            placed={placed}
            tone={placedTone}
            interactive={interactive}
            draggable={canDragSequence(task)}
            onTap={(index) => act({ type: 'tap-item', index })}
            onMove={(from, to) => act({ type: 'move-item', from, to })}
          />
        )}
      </div>
      {/* Tapping a placed word takes back the words after it too: said before it happens, not after. */}
      {interactive && placed.length > 0 ? (
        <p className="-mt-2 text-xs text-muted-foreground">
          <Trans>Tap a placed word to take it back, together with the words after it.</Trans>
        </p>
      ) : null}
      {interactive ? (
        <ul className="flex flex-wrap gap-2" aria-label={t`Items to place`}>
          {pool.map((item) => (
            <li key={item.itemIndex}>
              <button
                type="button"
                data-track={`item:${item.itemIndex}`}
                onClick={() => act({ type: 'tap-item', index: item.itemIndex })}
                className={chipClasses('idle', 'focus-visible:outline-2 focus-visible:outline-ring')}
              >
                {item.text}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {interactive ? (
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            size="lg"
            data-track="reset"
            disabled={state.placed.length === 0}
            onClick={() => act({ type: 'reset-order' })}
          >
            <RotateCcw aria-hidden className="size-4" />
            <Trans>Reset</Trans>
          </Button>
          <Button
            size="lg"
            data-track="check"
            // Where the keyboard goes once the last word is placed (see the player's focus keeper).
            data-focus-main
            loading={pendingAction?.type === 'check-order'}
            disabled={!canCheckSequence(task, state)}
            onClick={() => act({ type: 'check-order' })}
          >
            <Check aria-hidden className="size-4" />
            <Trans>Check</Trans>
          </Button>
        </div>
      ) : null}
      {state.revealed || mode === 'review' ? (
        <div className="flex flex-col gap-2">
          <ReviewCaption>
            <Trans>Correct order</Trans>
          </ReviewCaption>
          <StaticChips texts={task.correctOrder} tone="correct" label={t`Correct order`} />
        </div>
      ) : null}
      {mode === 'review' ? (
        <p className="text-sm text-muted-foreground">{t`Checks: ${checks}`}</p>
      ) : (
        <TaskFeedback tone={state.solved ? 'success' : wrongShown ? 'error' : 'neutral'}>
          {state.solved
            ? t`Correct!`
            : state.revealed
              ? t`Out of points.`
              : wrongShown
                ? t`Not quite. Try again!`
                : null}
        </TaskFeedback>
      )}
    </div>
  );
}
