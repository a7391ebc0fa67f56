import type { Task } from '#domain/homework/schema';
import { isKnownTask, kindOfType } from '#domain/tasks/registry';
import type { TaskState } from '#domain/tasks/engine';
import { isTaskDone, pointDots, taskMaxScore, taskScore } from '#domain/tasks/engine';

/** What the point dots of a task show: how many in all, how many lit, and whether they are the final score. */
export interface PointDotsView {
  total: number;
  lit: number;
  final: boolean;
}

/**
 * The point dots of a task in a state: points still available while playing (mcq loses 2 per
 * wrong pick, sequence 2 per wrong check), the score scaled to the dots once done.
 */
export function pointDotsView(task: Task, state: TaskState): PointDotsView {
  const total = pointDots(task);
  if (isTaskDone(task, state)) {
    const max = taskMaxScore(task);
    const lit = max === 0 ? 0 : Math.round((taskScore(task, state) / max) * total);
    return { total, lit: Math.min(total, Math.max(0, lit)), final: true };
  }
  // While in play, the kind tells how many points are still to be won (wrong picks and checks cost).
  if (isKnownTask(task) && state.type === task.type) {
    const left = kindOfType(task.type).dotsLeft(task, state as { type: typeof task.type }, total);
    return { total, lit: left, final: false };
  }
  return { total, lit: total, final: false };
}
