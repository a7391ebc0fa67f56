import { cardType, type TaskCard as Card, taskPoints } from '#domain/homework/form-model';
import { readCommon, writeExplanation } from '#domain/homework/form-kinds';
import { kindOfType } from '#domain/homework/task-types';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Button } from '../../../ui/button';
import { NumberField, TextAreaField, TextField } from './fields';
import { clientTaskKinds } from '../../../tasks/kinds';

/** One task of the form: its heading and actions, the question and points, and its kind's fields. */
export function TaskCard({
  card,
  position,
  count,
  onChange,
  onMove,
  onDuplicate,
  onDelete,
}: {
  card: Card;
  position: number;
  count: number;
  onChange: (raw: Record<string, unknown>) => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: card.key });
  const type = cardType(card);
  const Fields = type ? clientTaskKinds[type].FormFields : null;
  const common = readCommon(card.raw);
  const headingId = `${card.key}-heading`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-border bg-card p-3 sm:p-4',
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
            aria-label={`Drag task ${position}`}
          >
            <GripVertical className="size-4" aria-hidden />
          </button>
          <h3 id={headingId} className="text-sm font-semibold">
            Task {position} ·{' '}
            {type ? kindOfType(type).authoring.label : `Unknown type “${String(card.raw.type ?? '')}”`}
          </h3>
        </div>
        {/* On a phone the actions take their own row under the heading. */}
        <div className="flex gap-1 max-sm:pl-9">
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move task ${position} up`}
            disabled={position === 1}
            onClick={() => onMove(position - 2)}
          >
            <ArrowUp className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Move task ${position} down`}
            disabled={position === count}
            onClick={() => onMove(position)}
          >
            <ArrowDown className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9"
            aria-label={`Duplicate task ${position}`}
            onClick={onDuplicate}
          >
            <Copy className="size-4" aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            className="size-9 text-destructive hover:bg-destructive/10"
            aria-label={`Delete task ${position}`}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {Fields ? (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
            <TextField
              label="Question"
              value={common.question}
              onChange={(question) => onChange({ ...card.raw, question })}
            />
            <NumberField
              label="Points"
              value={taskPoints(card.raw)}
              onChange={(points) => onChange({ ...card.raw, points })}
            />
          </div>
          <Fields raw={card.raw} onChange={onChange} position={position} />
          <TextAreaField
            label="Explanation (optional)"
            value={common.explanation}
            onChange={(text) => onChange(writeExplanation(card.raw, text))}
            rows={2}
            placeholder="Why the answer is right, in a sentence or two."
            hint="The student sees it after finishing the task, and in the review."
          />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          The form cannot edit this task; it is kept as it is. Change it in the JSON tab.
        </p>
      )}
    </li>
  );
}
