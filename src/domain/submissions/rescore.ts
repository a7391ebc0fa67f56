import type { AssignmentDetails } from '#domain/homework/schema';
import { isTaskDone, taskScore, taskStateFromResponse, taskToResponse } from '#domain/tasks/engine';
import type { TaskResponse } from './response-types';
import { latestResponseByTask } from './responses';
import { scorePercentage } from './totals';

/** One task as the server scores it. */
export interface RescoredTask {
  taskId: string;
  score: number;
  isCorrect: boolean;
  completed: boolean;
}

/** A submission re-scored from its recorded answers. */
export interface RescoredSubmission {
  tasks: RescoredTask[];
  /** The recorded responses with score, isCorrect and completed replaced by the engine's (one per task). */
  responses: TaskResponse[];
  totalScore: number;
  percentage: number;
  passed: boolean;
}

/** Re-scores every task by replaying its recorded response through its engine; client scores are never trusted. */
export function rescoreSubmission(
  details: AssignmentDetails,
  responses: readonly TaskResponse[],
): RescoredSubmission {
  const latest = latestResponseByTask(responses);
  const tasks: RescoredTask[] = [];
  const rescoredResponses: TaskResponse[] = [];
  for (const task of details.tasks) {
    const recorded = latest.get(task.id);
    if (!recorded) {
      tasks.push({ taskId: task.id, score: 0, isCorrect: false, completed: false });
      continue;
    }
    const state = taskStateFromResponse(task, recorded);
    const replayed = taskToResponse(task, state, recorded.timeSpent);
    tasks.push({
      taskId: task.id,
      score: taskScore(task, state),
      isCorrect: replayed.isCorrect,
      completed: isTaskDone(task, state),
    });
    rescoredResponses.push(replayed);
  }
  const totalScore = tasks.reduce((sum, t) => sum + t.score, 0);
  const summedPoints = details.tasks.reduce((sum, task) => sum + task.points, 0);
  return {
    tasks,
    responses: rescoredResponses,
    totalScore,
    percentage: scorePercentage(totalScore, summedPoints),
    passed: totalScore >= details.passingScore,
  };
}
