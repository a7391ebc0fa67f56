import type { Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import {
  isBinaryResponse,
  isFindMistakesResponse,
  isMcqResponse,
  isSequenceResponse,
} from '#domain/submissions/response-types';
import { taskMaxScore } from '#domain/tasks/engine';
import { findMistakesErrorIds } from '#domain/tasks/find-mistakes/engine';

/** How one task went across the students it was assigned to. */
export interface TaskAnalysis {
  taskId: string;
  type: string;
  question: string;
  assigned: number;
  /** Students who answered anything. */
  attempted: number;
  completed: number;
  /** Answered right without a wrong pick, a wrong check, a wrong click or a wrong fix. */
  rightFirstTry: number;
  /** Mean score of those who attempted, on the task's own scale; null when nobody attempted. */
  averageScore: number | null;
  maxScore: number;
  /** MCQ only: how often each option was picked (by anyone, at any point). */
  optionPicks?: Array<{ option: string; picks: number; correct: boolean }>;
  /** Find the mistakes only: per error, how many found it and (find and fix) fixed it right. */
  errors?: Array<{ errorId: string; text: string; found: number; fixed: number }>;
}

function rightFirstTime(task: Task, response: TaskResponse): boolean {
  if (!response.isCorrect) return false;
  if (isMcqResponse(response) && task.type === 'mcq_1' && 'correctAnswer' in task)
    return response.selectedAnswers[0] === task.correctAnswer;
  if (isSequenceResponse(response)) return response.checkAttempts === 1;
  if (isBinaryResponse(response)) return true;
  if (isFindMistakesResponse(response))
    return (
      response.responses.incorrectClicks === 0 && response.responses.corrections.every((c) => c.isCorrect)
    );
  return false;
}

function answeredSomething(response: TaskResponse): boolean {
  if (isMcqResponse(response)) return response.selectedAnswers.length > 0;
  if (isSequenceResponse(response)) return response.checkAttempts > 0;
  if (isBinaryResponse(response)) return response.selectedAnswer !== null;
  if (isFindMistakesResponse(response)) return response.responses.clickedFragments.length > 0;
  return false;
}

/**
 * Item analysis of one homework from the stored answers (one per student and task): per task the
 * counts, the average score and, by type, the option picks or the errors found and fixed. The
 * hardest task comes first: the lowest share right first time, then the lowest average.
 */
export function analyseItems(
  tasks: readonly Task[],
  assigned: number,
  responses: readonly TaskResponse[],
): TaskAnalysis[] {
  const byTask = new Map<string, TaskResponse[]>();
  for (const response of responses) {
    const list = byTask.get(response.taskId);
    if (list) list.push(response);
    else byTask.set(response.taskId, [response]);
  }
  const rows = tasks.map((task): TaskAnalysis => {
    const answered = (byTask.get(task.id) ?? []).filter(answeredSomething);
    const row: TaskAnalysis = {
      taskId: task.id,
      type: task.type,
      question: task.question,
      assigned,
      attempted: answered.length,
      completed: answered.filter((r) => r.completed).length,
      rightFirstTry: answered.filter((r) => rightFirstTime(task, r)).length,
      averageScore:
        answered.length === 0
          ? null
          : Math.round((answered.reduce((sum, r) => sum + r.score, 0) / answered.length) * 10) / 10,
      maxScore: taskMaxScore(task),
    };
    if (task.type === 'mcq_1' && 'options' in task) {
      row.optionPicks = task.options.map((option) => ({
        option,
        correct: option === task.correctAnswer,
        picks: answered.filter((r) => isMcqResponse(r) && r.selectedAnswers.includes(option)).length,
      }));
    }
    if (task.type === 'find_mistakes' && 'find' in task) {
      row.errors = findMistakesErrorIds(task).map((errorId) => ({
        errorId,
        text: task.find.fragments.find((f) => f.errorId === errorId)?.text ?? '',
        found: answered.filter(
          (r) => isFindMistakesResponse(r) && r.responses.correctlyIdentified.includes(errorId),
        ).length,
        fixed: answered.filter(
          (r) =>
            isFindMistakesResponse(r) &&
            r.responses.corrections.some((c) => c.errorId === errorId && c.isCorrect),
        ).length,
      }));
    }
    return row;
  });
  const share = (row: TaskAnalysis) => (row.attempted === 0 ? 1 : row.rightFirstTry / row.attempted);
  const average = (row: TaskAnalysis) =>
    row.averageScore === null || row.maxScore === 0 ? 1 : row.averageScore / row.maxScore;
  return rows.sort((a, b) => share(a) - share(b) || average(a) - average(b));
}
