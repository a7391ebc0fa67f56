import type { Task } from '#domain/homework/schema';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { ResumePlan } from './resume-plan';

/** Which task is open, and the time spent on each. */
export interface PlayerNavigation {
  currentIndex: number;
  /** The open task's index, also between renders (for callbacks). */
  indexRef: RefObject<number>;
  /** Opens the task at `index`; false when it is the one already open. */
  goTo: (index: number) => boolean;
  /** Milliseconds spent on a task so far: the time recorded before, plus this visit while it is open. */
  timeSpentOn: (taskId: string) => number;
}

/**
 * Moves between the tasks and times them: a task's time starts from what the server recorded and
 * grows while it is open; leaving it adds the visit. Which moves are allowed is the domain's
 * navigation rule, asked by the caller.
 */
export function usePlayerNavigation(tasks: readonly Task[], plan: ResumePlan): PlayerNavigation {
  const [currentIndex, setCurrentIndex] = useState(plan.currentIndex);
  const indexRef = useRef(currentIndex);
  indexRef.current = currentIndex;
  const timeBase = useRef<Record<string, number>>(
    Object.fromEntries(Object.values(plan.responses).map((r) => [r.taskId, r.timeSpent])),
  );
  const enteredAt = useRef(Date.now());

  const goTo = useCallback(
    (index: number) => {
      if (index === indexRef.current) return false;
      const leaving = tasks[indexRef.current];
      if (leaving) {
        timeBase.current[leaving.id] = (timeBase.current[leaving.id] ?? 0) + (Date.now() - enteredAt.current);
      }
      enteredAt.current = Date.now();
      indexRef.current = index;
      setCurrentIndex(index);
      return true;
    },
    [tasks],
  );
  const timeSpentOn = useCallback(
    (taskId: string) => Math.round((timeBase.current[taskId] ?? 0) + (Date.now() - enteredAt.current)),
    [],
  );
  return { currentIndex, indexRef, goTo, timeSpentOn };
}
