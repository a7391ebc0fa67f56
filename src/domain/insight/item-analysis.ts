import type { KnownTask, Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { taskMaxScore } from '#domain/tasks/engine';
import { type FiguresOf, isKnownTask, type KnownTaskType, kindOfType } from '#domain/tasks/registry';

/** Every kind's own figures, each field optional (a task has only its kind's). */
type KindFigures = {
  [K in KnownTaskType]: (figures: Partial<FiguresOf<K>>) => void;
}[KnownTaskType] extends (figures: infer All) => void
  ? All
  : never;

/**
 * How one task went across the students it was assigned to: the counts every kind has, and its
 * kind's own figures (how often each option was picked, each mistake found and fixed...).
 */
export type TaskAnalysis = KindFigures & {
  taskId: string;
  type: string;
  question: string;
  /** The start of the text the student works on (see `shortExcerpt`); empty for an unknown kind. */
  excerpt: string;
  assigned: number;
  /** Students who answered anything. */
  attempted: number;
  completed: number;
  /** Answered right without a wrong pick, a wrong check, a wrong click or a wrong fix. */
  rightFirstTry: number;
  /** Mean score of those who attempted, on the task's own scale; null when nobody attempted. */
  averageScore: number | null;
  maxScore: number;
};

/** How many characters of a task's text the analysis shows at most. */
export const excerptLength = 60;

/**
 * A task's text cut to one short line for the teacher: spaces run together, and a longer text ends
 * at the last whole word that fits, followed by '…' (a word longer than the line is cut within).
 */
export function shortExcerpt(text: string, max = excerptLength): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The task's kind with the answer when both are of the same known kind, else null. */
function kindWith(task: Task, response: TaskResponse) {
  const kind = isKnownTask(task) ? kindOfType(task.type) : null;
  return kind?.isResponse(response) ? { kind, task: task as KnownTask, response } : null;
}

function answeredSomething(task: Task, response: TaskResponse): boolean {
  const paired = kindWith(task, response);
  return paired ? paired.kind.analysis.answered(paired.response) : false;
}

function rightFirstTime(task: Task, response: TaskResponse): boolean {
  const paired = kindWith(task, response);
  return paired ? paired.kind.analysis.rightFirstTime(paired.task, paired.response) : false;
}

/**
 * Item analysis of one homework from the stored answers (one per student and task): per task the
 * counts, the average score and the figures of its kind (the option picks, the errors found and fixed). The
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
    const answered = (byTask.get(task.id) ?? []).filter((r) => answeredSomething(task, r));
    const row: TaskAnalysis = {
      taskId: task.id,
      type: task.type,
      question: task.question,
      excerpt: isKnownTask(task) ? shortExcerpt(kindOfType(task.type).analysis.excerpt(task)) : '',
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
    // The kind's own figures: option picks, mistakes found and fixed...
    if (isKnownTask(task)) Object.assign(row, kindOfType(task.type).analysis.figures(task, answered));
    return row;
  });
  const share = (row: TaskAnalysis) => (row.attempted === 0 ? 1 : row.rightFirstTry / row.attempted);
  const average = (row: TaskAnalysis) =>
    row.averageScore === null || row.maxScore === 0 ? 1 : row.averageScore / row.maxScore;
  return rows.sort((a, b) => share(a) - share(b) || average(a) - average(b));
}
