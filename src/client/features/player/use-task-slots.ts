import type { Task } from '#domain/homework/schema';
import { initialTaskState, type TaskState } from '#domain/tasks/engine';
import { useCallback, useMemo, useRef, useState } from 'react';

/** The state of one task as the browser holds it. */
export interface TaskSlot {
  task: Task;
  state: TaskState;
}

/** The tasks as the student knows them, and each one's state. */
export interface TaskSlots {
  /** The tasks in the homework's order, each as the student now knows it. */
  tasks: Task[];
  /** Each task's state, by task id. */
  states: Record<string, TaskState>;
  /** One task's slot as it is now, also between renders (for callbacks). */
  slotOf: (taskId: string) => TaskSlot | undefined;
  /** Replaces one task's slot. */
  setSlot: (taskId: string, slot: TaskSlot) => void;
}

/**
 * Holds each task and its state. A task starts as the homework gave it and is replaced when the
 * server uncovers more of it (the key of a task once it is done); its state starts as resumed.
 */
export function useTaskSlots(
  original: readonly Task[],
  resumed: Readonly<Record<string, TaskState>>,
): TaskSlots {
  const [slots, setSlots] = useState<Record<string, TaskSlot>>(() =>
    Object.fromEntries(
      original.map((task) => [task.id, { task, state: resumed[task.id] ?? initialTaskState(task) }]),
    ),
  );
  // Callbacks read and change the slots through this copy, so two changes in one event both count.
  const slotsRef = useRef(slots);
  const tasks = useMemo(() => original.map((task) => slots[task.id]?.task ?? task), [original, slots]);
  const states = useMemo(
    () => Object.fromEntries(Object.entries(slots).map(([id, slot]) => [id, slot.state])),
    [slots],
  );
  const slotOf = useCallback((taskId: string) => slotsRef.current[taskId], []);
  const setSlot = useCallback((taskId: string, slot: TaskSlot) => {
    slotsRef.current = { ...slotsRef.current, [taskId]: slot };
    setSlots(slotsRef.current);
  }, []);
  return { tasks, states, slotOf, setSlot };
}
