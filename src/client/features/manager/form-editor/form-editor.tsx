import { Trans, useLingui } from '@lingui/react/macro';
import {
  addTask,
  duplicateTask,
  formModelText,
  type HomeworkFormModel,
  moveTask,
  readFormModel,
  removeTask,
  taskPointsSum,
  updateTask,
  withDetail,
} from '#domain/homework/form-model';
import { readNonNegativeNumber, readString } from '#domain/homework/read';
import { kindOfType, knownTaskTypes } from '#domain/homework/task-types';
import {
  type Announcements,
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { findingSentence } from '../../../tasks/finding-sentence';
import { kindName } from '../../../tasks/kind-names';
import { clientTaskKinds } from '../../../tasks/kinds';
import { Button } from '../../../ui/button';
import { problemsOfTask } from './field-problems';
import { NumberField, TextAreaField } from './fields';
import { TaskCard } from './task-card';

// Each kind's fields load with the form, so a card added later shows its fields at once.
for (const kind of Object.values(clientTaskKinds)) void kind.FormFields.preload();

/**
 * The homework as a form: instructions and scores on top, then one card per task. It reads the
 * JSON once when shown and writes the whole JSON back after every change, so the JSON tab always
 * shows what the form holds; a task or field the form does not know is kept as it was.
 */
export function FormEditor({
  json,
  onJsonChange,
  problems = [],
  focusKey = 0,
}: {
  json: string;
  onJsonChange: (json: string) => void;
  /** Why a save is refused, each with the path of the value (`tasks[1].correctAnswer`): shown on the cards. */
  problems?: readonly { path: string; message: string }[];
  /** A new number after a refused save: the first card with a problem is brought into view and focused. */
  focusKey?: number;
}) {
  const [read] = useState(() => readFormModel(json));
  const { t } = useLingui();
  const [model, setModel] = useState<HomeworkFormModel | null>(read.ok ? read.model : null);
  // The drag announcements are spoken from inside the dialog: outside it, the open dialog hides
  // everything from screen readers.
  const [announcer, setAnnouncer] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 6 } }),
    // When the next card lies beyond the dialog's visible part, an arrow key first scrolls the dialog;
    // an instant scroll lets the drag land on that card at once (a smooth one left it over its own place).
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, scrollBehavior: 'auto' }),
  );

  if (!model) {
    return (
      <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
        {read.ok ? '' : findingSentence({ message: read.reason, code: read.code, params: read.params })}{' '}
        <Trans>The form can show it once the JSON tab's text is fixed.</Trans>
      </p>
    );
  }

  function change(next: HomeworkFormModel) {
    setModel(next);
    onJsonChange(formModelText(next));
  }

  const current = model;
  const positionOf = (key: string | number) => current.tasks.findIndex((card) => card.key === key) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const position = positionOf(active.id);
      return t`Picked up task ${position}.`;
    },
    onDragOver: ({ over }) => {
      const position = over ? positionOf(over.id) : 0;
      return over ? t`Over the place of task ${position}.` : t`Not over a task.`;
    },
    onDragEnd: ({ over }) => {
      const position = over ? positionOf(over.id) : 0;
      return over ? t`Dropped at place ${position}.` : t`Dropped.`;
    },
    onDragCancel: () => t`Moving cancelled.`,
  };

  function dragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    change(moveTask(current, positionOf(active.id) - 1, positionOf(over.id) - 1));
  }

  const sum = taskPointsSum(model.tasks);
  const firstRefused = model.tasks.findIndex((_, index) => problemsOfTask(problems, index).length > 0);
  return (
    <div className="flex flex-col gap-4">
      <section aria-label={t`Homework settings`} className="flex flex-col gap-3">
        <TextAreaField
          label={t`Instructions`}
          value={readString(model.details.instructions) ?? ''}
          onChange={(text) => change(withDetail(current, 'instructions', text))}
          rows={2}
          placeholder={t`Shown to the student before the first task.`}
        />
        <div className="flex flex-wrap gap-4">
          <NumberField
            label={t`Total points`}
            value={readNonNegativeNumber(model.details.totalPoints)}
            onChange={(n) => change(withDetail(current, 'totalPoints', n))}
            hint={t`The tasks' points add up to ${sum}.`}
          />
          <NumberField
            label={t`Passing score`}
            value={readNonNegativeNumber(model.details.passingScore)}
            onChange={(n) => change(withDetail(current, 'passingScore', n))}
            hint={t`The score needed to pass.`}
          />
        </div>
      </section>
      <section aria-label={t`Tasks`} className="flex flex-col gap-3">
        <div ref={setAnnouncer} />
        {model.tasks.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-3 py-4 text-center text-sm text-muted-foreground">
            <Trans>No tasks yet. Add the first one below.</Trans>
          </p>
        ) : (
          <DndContext
            sensors={sensors}
            collisionDetection={closestCorners}
            onDragEnd={dragEnd}
            accessibility={{ announcements, container: announcer ?? undefined }}
          >
            <SortableContext
              items={model.tasks.map((card) => card.key)}
              strategy={verticalListSortingStrategy}
            >
              <Suspense
                fallback={
                  <p className="text-sm text-muted-foreground">
                    <Trans>Loading the tasks...</Trans>
                  </p>
                }
              >
                <ol className="flex flex-col gap-3">
                  {model.tasks.map((card, index) => (
                    <TaskCard
                      key={card.key}
                      card={card}
                      position={index + 1}
                      count={current.tasks.length}
                      onChange={(raw) => change(updateTask(current, index, raw))}
                      onMove={(to) => change(moveTask(current, index, to))}
                      onDuplicate={() => change(duplicateTask(current, index))}
                      onDelete={() => change(removeTask(current, index))}
                      problems={problemsOfTask(problems, index)}
                      focusKey={index === firstRefused ? focusKey : 0}
                    />
                  ))}
                </ol>
              </Suspense>
            </SortableContext>
          </DndContext>
        )}
        <div className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3">
          <p className="text-sm font-medium">
            <Trans>Add a task</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            {knownTaskTypes.map((type) => {
              const name = kindName(type);
              return (
                <Button
                  key={type}
                  size="sm"
                  variant="outline"
                  aria-label={t`Add ${name}`}
                  onClick={() => change(addTask(current, kindOfType(type).authoring.blank))}
                >
                  <Plus className="size-3.5" aria-hidden />
                  {name}
                </Button>
              );
            })}
          </div>
        </div>
      </section>
    </div>
  );
}
