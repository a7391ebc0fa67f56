import { useLingui } from '@lingui/react/macro';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ChipTone } from './chip-styles';
import { DragHandle, type PlacedItem, type PlacedItemsProps, PlacedChip } from './placed-items';

function SortableChip({
  item,
  position,
  tone,
  interactive,
  draggable,
  onTap,
}: {
  item: PlacedItem;
  position: number;
  tone: ChipTone;
  interactive: boolean;
  draggable: boolean;
  onTap: (itemIndex: number) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: String(item.itemIndex),
      disabled: !draggable,
    });
  return (
    <PlacedChip
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      lifted={isDragging}
      item={item}
      position={position}
      tone={tone}
      interactive={interactive}
      onTap={onTap}
      handle={
        draggable ? (
          <DragHandle
            ref={setActivatorNodeRef}
            item={item}
            position={position}
            {...attributes}
            {...listeners}
          />
        ) : null
      }
    />
  );
}

/** The order built so far: tap an item to remove it and the rest; drag (pointer, touch or keyboard) to reorder. */
export function SortablePlacedItems({
  placed,
  tone,
  interactive,
  draggable,
  onTap,
  onMove,
}: PlacedItemsProps) {
  const { t } = useLingui();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = placed.map((item) => String(item.itemIndex));
  const canDrag = interactive && draggable;

  const textOf = (id: UniqueIdentifier) =>
    placed.find((item) => String(item.itemIndex) === String(id))?.text ?? '';
  const positionOf = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const count = ids.length;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const item = textOf(active.id);
      return t`Picked up ${item}.`;
    },
    onDragOver: ({ active, over }) => {
      const item = textOf(active.id);
      const place = over ? positionOf(over.id) : 0;
      return over
        ? t`${item} is now at position ${place} of ${count}.`
        : t`${item} is no longer over a position.`;
    },
    onDragEnd: ({ active, over }) => {
      const item = textOf(active.id);
      const place = over ? positionOf(over.id) : 0;
      return over ? t`${item} was dropped at position ${place}.` : t`${item} was dropped.`;
    },
    onDragCancel: ({ active }) => {
      const item = textOf(active.id);
      return t`Moving ${item} was cancelled.`;
    },
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from !== -1 && to !== -1) onMove(from, to);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={rectSortingStrategy} disabled={!canDrag}>
        <ol className="flex flex-wrap gap-2" aria-label={t`Your answer`}>
          {placed.map((item, position) => (
            <SortableChip
              key={item.itemIndex}
              item={item}
              position={position}
              tone={tone}
              interactive={interactive}
              draggable={canDrag}
              onTap={onTap}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
