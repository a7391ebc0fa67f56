import { useLingui } from '@lingui/react/macro';
import { GripVertical } from 'lucide-react';
import type { ComponentProps, CSSProperties, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';
import { type ChipTone, chipClasses } from './chip-styles';

// The placed words of a sentence scramble without drag and drop. The drag layer (dnd-kit, about
// 14 KB) is fetched when the page is idle (sequence-task-view.tsx); until it is there, the same
// chips show and can be tapped, and the handles wait.

/** One placed item: its index in task.items and its text. */
export interface PlacedItem {
  itemIndex: number;
  text: string;
}

export interface PlacedItemsProps {
  placed: PlacedItem[];
  tone: ChipTone;
  /** Whether items can be tapped (removing them and everything after) and dragged. */
  interactive: boolean;
  draggable: boolean;
  onTap: (itemIndex: number) => void;
  onMove: (from: number, to: number) => void;
}

/** One placed chip: its handle (when it can be dragged) and the word, which removes it and the rest. */
export function PlacedChip({
  ref,
  style,
  lifted = false,
  item,
  position,
  tone,
  interactive,
  onTap,
  handle,
}: {
  ref?: Ref<HTMLLIElement>;
  style?: CSSProperties;
  lifted?: boolean;
  item: PlacedItem;
  position: number;
  tone: ChipTone;
  interactive: boolean;
  onTap: (itemIndex: number) => void;
  handle: ReactNode;
}) {
  return (
    <li ref={ref} style={style} className={cn(chipClasses(tone), 'p-0', lifted && 'z-10 shadow-lg')}>
      {handle}
      <button
        type="button"
        data-track={`placed:${position}`}
        disabled={!interactive}
        aria-label={interactive ? `Remove "${item.text}" and the words after it` : item.text}
        onClick={() => onTap(item.itemIndex)}
        className={cn(
          'min-h-11 min-w-8 rounded-lg py-2 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring',
          handle ? 'pr-3 pl-1' : 'px-3',
        )}
      >
        {item.text}
      </button>
    </li>
  );
}

/** The grip that moves a chip (pointer, touch or keyboard once the drag layer is there). */
export function DragHandle({
  item,
  position,
  ...props
}: ComponentProps<'button'> & { item: PlacedItem; position: number }) {
  const { t } = useLingui();
  const text = item.text;
  const place = position + 1;
  return (
    <button
      type="button"
      data-track={`drag:${position}`}
      className="flex h-full min-h-11 touch-none items-center rounded-l-lg pr-0.5 pl-1.5 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      {...props}
      aria-label={t`Move "${text}" (position ${place})`}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}

/** The placed chips as they show before the drag layer arrives. */
export function PlacedItems({ placed, tone, interactive, draggable, onTap }: PlacedItemsProps) {
  const { t } = useLingui();
  const canDrag = interactive && draggable;
  return (
    <ol className="flex flex-wrap gap-2" aria-label={t`Your answer`}>
      {placed.map((item, position) => (
        <PlacedChip
          key={item.itemIndex}
          item={item}
          position={position}
          tone={tone}
          interactive={interactive}
          onTap={onTap}
          handle={canDrag ? <DragHandle item={item} position={position} /> : null}
        />
      ))}
    </ol>
  );
}
