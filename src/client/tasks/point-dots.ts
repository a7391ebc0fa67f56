import type { Task } from '#domain/homework/schema';
import { isKnownTask, kindOfType } from '#domain/tasks/registry';
import type { TaskState } from '#domain/tasks/engine';
import { isTaskDone, pointDots, taskMaxScore, taskScore } from '#domain/tasks/engine';

/** What the point dots of a task show: how many in all, how many lit, and whether they are the final score. */
export interface PointDotsView {
  total: number;
  lit: number;
  final: boolean;
  /** The points the lit dots stand for (the task's points, not the dots: a 30-point task may have 6 dots). */
  points: number;
  maxPoints: number;
}

/**
 * The point dots of a task in a state: points still available while playing (mcq loses 2 per
 * wrong pick, sequence 2 per wrong check), the score scaled to the dots once done.
 */
export function pointDotsView(task: Task, state: TaskState): PointDotsView {
  const total = pointDots(task);
  const max = taskMaxScore(task);
  if (isTaskDone(task, state)) {
    const score = taskScore(task, state);
    const lit = max === 0 ? 0 : Math.round((score / max) * total);
    return { total, lit: Math.min(total, Math.max(0, lit)), final: true, points: score, maxPoints: max };
  }
  // While in play, the kind tells how many dots are still to be won (wrong picks and checks cost);
  // the points they stand for are the same share of the task's points.
  const left =
    isKnownTask(task) && state.type === task.type
      ? kindOfType(task.type).dotsLeft(task, state as { type: typeof task.type }, total)
      : total;
  const points = total === 0 ? max : Math.round((left / total) * max);
  return { total, lit: left, final: false, points, maxPoints: max };
}
