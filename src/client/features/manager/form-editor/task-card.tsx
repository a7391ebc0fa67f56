import { Trans, useLingui } from '@lingui/react/macro';
import { cardType, type TaskCard as Card, taskPoints } from '#domain/homework/form-model';
import { readCommon, writeExplanation } from '#domain/homework/form-kinds';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { NumberField, TextAreaField, TextField } from './fields';
import { kindName } from '../../../tasks/kind-names';
import { clientTaskKinds } from '../../../tasks/kinds';
import { CardProblemsProvider, type FieldProblem } from './field-problems';

/** One task of the form: its heading and actions, the question and points, and its kind's fields. */
export function TaskCard({
  card,
  position,
  count,
  onChange,
  onMove,
  onDuplicate,
  onDelete,
  problems = [],
  focusKey = 0,
}: {
  card: Card;
  position: number;
  count: number;
  onChange: (raw: Record<string, unknown>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
  /** Why a save is refused in this task, by the path inside it of the value refused. */
  problems?: readonly FieldProblem[];
  /** A new number after a refused save: the card comes into view with its first refused field focused. */
  focusKey?: number;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.key });
  const node = useRef<HTMLLIElement | null>(null);
  // The problems a field of the card shows itself; the card says the others.
  const [claimed, setClaimed] = useState<ReadonlySet<string>>(() => new Set());
  const claim = useCallback(
    (fields: readonly string[]) =>
      setClaimed((current) =>
        fields.every((f) => current.has(f)) ? current : new Set([...current, ...fields]),
      ),
    [],
  );
  const unclaimed = problems.filter((problem) => !claimed.has(problem.field));
  const problemsId = `${card.key}-problems`;
  useEffect(() => {
    if (focusKey === 0 || !node.current) return;
    const target =
      node.current.querySelector<HTMLElement>('input[aria-invalid="true"], textarea[aria-invalid="true"]') ??
      node.current.querySelector<HTMLElement>(`[id="${problemsId}"]`);
    // (jsdom has no scrollIntoView.)
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus({ preventScroll: true });
  }, [focusKey, problemsId]);
  const type = cardType(card);
  const { t } = useLingui();
  const kind = type ? kindName(type) : null;
  const unknownType = String(card.raw.type ?? '');
  const Fields = type ? clientTaskKinds[type].FormFields : null;
  const common = readCommon(card.raw);
  const headingId = `${card.key}-heading`;
  return (
    <li
      ref={(element) => {
        setNodeRef(element);
        node.current = element;
      }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border bg-card p-3 sm:p-4',
        problems.length > 0 && 'border-destructive ring-1 ring-destructive/40',
        isDragging && 'relative z-10 shadow-lg',
      )}
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-1">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="flex size-9 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            {...attributes}
            {...listeners}
            aria-label={t`Drag task ${position}`}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
          <h3 id={headingId} className="text-sm font-semibold">
            {kind !== null
              ? t`Task ${position} · ${kind}`
              : t`Task ${position} · Unknown type “${unknownType}”`}
          </h3>
        </div>
        {/* On a phone the actions take their own row under the heading. */}
        <div className="flex gap-1 max-sm:pl-9">
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={t`Move task ${position} up`}
            disabled={position === 1}
            onClick={() => onMove(position - 2)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={t`Move task ${position} down`}
            disabled={position === count}
            onClick={() => onMove(position)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={t`Duplicate task ${position}`}
            onClick={onDuplicate}
          >
            <Copy className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 text-destructive hover:bg-destructive/10"
            aria-label={t`Delete task ${position}`}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {problems.length > 0 ? (
        <div
          id={problemsId}
          tabIndex={-1}
          className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive focus-visible:outline-2 focus-visible:outline-ring"
        >
          <p className="font-medium">
            {unclaimed.length === 0
              ? t`This task cannot be saved as it is: see the field marked below.`
              : t`This task cannot be saved as it is:`}
          </p>
          {unclaimed.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {unclaimed.map((problem) => (
                <li key={`${problem.field}:${problem.message}`} className="break-words">
                  {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <CardProblemsProvider value={{ problems, claim }}>
        {Fields ? (
          <>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
              <TextField
                label={t`Question`}
                value={common.question}
                onChange={(question) => onChange({ ...card.raw, question })}
              />
              <NumberField
                label={t`Points`}
                value={taskPoints(card.raw)}
                onChange={(points) => onChange({ ...card.raw, points })}
              />
            </div>
            <Fields raw={card.raw} onChange={onChange} position={position} />
            <TextAreaField
              label={t`Explanation (optional)`}
              value={common.explanation}
              onChange={(text) => onChange(writeExplanation(card.raw, text))}
              field="explanation"
              rows={2}
              placeholder={t`Why the answer is right, in a sentence or two.`}
              hint={t`The student sees it after finishing the task, and in the review.`}
            />
          </>
        ) : (
          <p className="text-sm text-muted-foreground">
            <Trans>The form cannot edit this task; it is kept as it is. Change it in the JSON tab.</Trans>
          </p>
        )}
      </CardProblemsProvider>
    </li>
  );
}
