import type { Task } from '#domain/homework/schema';
import { isKnownTask } from '#domain/homework/task-types';
import type { TaskState } from '#domain/tasks/engine';
import { isTaskDone, pointDots, taskMaxScore, taskScore } from '#domain/tasks/engine';
import { mcqWrongPickCost, mcqWrongPicks } from '#domain/tasks/mcq/kind';
import { sequencePointsLeft } from '#domain/tasks/sequence/kind';

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
  if (isKnownTask(task) && task.type === 'mcq_1' && state.type === 'mcq_1') {
    return { total, lit: Math.max(0, total - mcqWrongPickCost * mcqWrongPicks(task, state)), final: false };
  }
  if (isKnownTask(task) && task.type === 'sequence_task' && state.type === 'sequence_task') {
    return { total, lit: Math.min(total, sequencePointsLeft(task, state)), final: false };
  }
  return { total, lit: total, final: false };
}
