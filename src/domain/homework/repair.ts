import { isRecord, parseJsonSafely, readId, readNonNegativeNumber, readString } from './read';
import { carriedKeyProblem } from './keys';
import { defaultTaskPoints, readTaskPoints } from './repair-task';
import { isMessageTask, messageTask } from '#domain/tasks/binary/message-task';
import type { TaskDataProblem } from '#domain/tasks/kind';
import { readExplanation } from '#domain/tasks/explanations';
import type { AssignmentDetails, Task } from './schema';
import { isKnownTask, isKnownTaskType, kindOfType } from './task-types';
import { defaultScoreTotal } from '#domain/progress/score-line';

/** What the placeholder task says when a homework has no valid tasks. */
export const noValidTasksMessage = 'This homework has no valid tasks. Please contact your teacher.';
/** The id of that placeholder task. */
export const noValidTasksTaskId = 'no-valid-tasks';

/** The 0-point placeholder task shown when no valid task remains; a true/false task the player can show. */
export function noValidTasksPlaceholder(): Task {
  return messageTask(noValidTasksTaskId, noValidTasksMessage);
}

/** Whether a task is the no-valid-tasks placeholder. */
export function isNoValidTasksPlaceholder(task: Task): boolean {
  return isMessageTask(task, noValidTasksTaskId);
}

/** The raw assignmentDetails inside a JSON string, a wrapper holding assignmentDetails, or the object itself. */
export function unwrapAssignmentDetails(input: unknown): Record<string, unknown> {
  let value = typeof input === 'string' ? parseOrEmpty(input) : input;
  if (isRecord(value) && 'assignmentDetails' in value) {
    const inner = value.assignmentDetails;
    value = typeof inner === 'string' ? parseOrEmpty(inner) : inner;
  }
  return isRecord(value) ? value : {};
}

function parseOrEmpty(text: string): unknown {
  const parsed = parseJsonSafely(text);
  return parsed.ok ? parsed.value : {};
}

/** Repairs one raw task; null when it has no type or id and must be dropped. */
export function repairTask(raw: unknown): Task | null {
  if (!isRecord(raw)) return null;
  const id = readId(raw.id);
  const type = readString(raw.type)?.trim();
  if (id === undefined || !type) return null;
  const question = readString(raw.question) ?? '';
  if (!isKnownTaskType(type)) {
    return {
      id,
      type,
      question,
      points: readTaskPoints(raw.points) ?? defaultTaskPoints,
      raw: { ...raw },
    };
  }
  const repaired = kindOfType(type).repair(raw, id, question);
  // Every kind's task may carry the tutor's explanation of its answer.
  const explanation = readExplanation(raw.explanation);
  const task = explanation === undefined ? repaired : { ...repaired, explanation };
  // A task whose key is missing is kept (the teacher is told, the student sees it could not be
  // loaded) but never played and worth nothing. A task repaired before keeps its problem.
  const problem = carriedKeyProblem(raw) ?? task.keyProblem;
  return problem === undefined ? task : { ...task, points: 0, keyProblem: problem };
}

/** The points a task without a key was written for: they leave the homework's total with it. */
function pointsLeftOut(raw: unknown, task: Task): number {
  if (task.keyProblem === undefined || !isRecord(raw)) return 0;
  return readTaskPoints(raw.points) ?? 0;
}

/** The sum of the points of the tasks. */
export function sumTaskPoints(tasks: readonly Task[]): number {
  return tasks.reduce((sum, task) => sum + task.points, 0);
}

/** The default passing score: 70% of the summed points, rounded down. */
export function defaultPassingScore(summedPoints: number): number {
  return Math.floor((summedPoints * 7) / 10);
}

/** The repaired tasks of raw details: invalid ones dropped, later duplicates of an id dropped, placeholder if none. */
export function repairTasks(rawTasks: unknown): Task[] {
  return repairTasksCounting(rawTasks).tasks;
}

/** repairTasks, also giving the points written on tasks left without a key (0 of 0 now). */
function repairTasksCounting(rawTasks: unknown): { tasks: Task[]; keylessPoints: number } {
  const tasks: Task[] = [];
  const seen = new Set<string>();
  let keylessPoints = 0;
  for (const raw of Array.isArray(rawTasks) ? rawTasks : []) {
    const task = repairTask(raw);
    if (task && !seen.has(task.id)) {
      seen.add(task.id);
      tasks.push(task);
      keylessPoints += pointsLeftOut(raw, task);
    }
  }
  return { tasks: tasks.length > 0 ? tasks : [noValidTasksPlaceholder()], keylessPoints };
}

// Repaired homework the server keeps frozen: repairing one again would give the same (repair is
// idempotent), so it is answered as it is.
const keptRepaired = new WeakSet<object>();

/** Marks a frozen repaired homework, so that repairing it again costs nothing. */
export function markRepaired(details: AssignmentDetails): void {
  if (Object.isFrozen(details)) keptRepaired.add(details);
}

/** Repairs homework as loaded; never throws, whatever the input. */
export function repairAssignmentDetails(input: unknown): AssignmentDetails {
  if (typeof input === 'object' && input !== null && keptRepaired.has(input))
    return input as AssignmentDetails;
  try {
    const details = unwrapAssignmentDetails(input);
    const { tasks, keylessPoints } = repairTasksCounting(details.tasks);
    const summed = sumTaskPoints(tasks);
    // A total the teacher wrote loses the points of the tasks that cannot be played, so the rest
    // can still reach it; the passing score never exceeds what is left.
    const given = readNonNegativeNumber(details.totalPoints);
    const totalPoints = given === undefined ? summed : Math.max(0, given - keylessPoints);
    const passing = readNonNegativeNumber(details.passingScore);
    return {
      totalPoints,
      passingScore:
        passing === undefined
          ? defaultPassingScore(summed)
          : keylessPoints > 0
            ? Math.min(passing, totalPoints)
            : passing,
      instructions: readString(details.instructions) ?? '',
      tasks,
    };
  } catch {
    return { totalPoints: 0, passingScore: 0, instructions: '', tasks: [noValidTasksPlaceholder()] };
  }
}

export type { TaskDataProblem } from '#domain/tasks/kind';

/** Why the player shows a message instead of the task (its key is missing, or its kind finds its data unplayable); null when it can be played. */
export function taskDataProblem(task: Task): TaskDataProblem | null {
  if (!isKnownTask(task)) return null;
  if (task.keyProblem !== undefined) return 'missing-key';
  return kindOfType(task.type).dataProblem(task);
}

/**
 * The one total every screen shows for a homework's score: the total points the teacher gave;
 * without them, the sum of its task points, which is what every score and percentage is computed
 * over (so a line never reads '24/10 (80%)'); 10 only when neither gives a number above zero.
 * Takes the assignmentDetails as stored or as sent (a task's points survive key removal).
 */
export function homeworkTotalPoints(assignmentDetails: unknown): number {
  const total = Math.round(repairAssignmentDetails(assignmentDetails).totalPoints);
  return total > 0 ? total : defaultScoreTotal;
}
