import { homeworkLimitProblems } from './limits';
import { isRecord, parseJsonSafely, readId, readNonNegativeNumber, readString } from './read';
import {
  defaultPassingScore,
  repairTask,
  sumTaskPoints,
  taskDataProblem,
  unwrapAssignmentDetails,
} from './repair';
import { readTaskPoints } from './repair-task';
import type { Task } from './schema';
import { isKnownTask, isKnownTaskType, kindOfType, knownTaskTypes } from './task-types';
import { taskMaxScore } from '#domain/tasks/engine';
import type { EditorReport } from '#domain/tasks/kind';
import { explanationRefusal } from '#domain/tasks/explanations';

/** The message when the pasted text does not parse (teacher spec section 5). */
export const invalidJsonMessage = 'Invalid JSON format';

/** What the teacher's JSON editor found in the pasted text. */
export type ParsedHomeworkText =
  | { ok: false; error: typeof invalidJsonMessage }
  | { ok: true; title?: string; description?: string; dueDate?: string; assignmentDetails: unknown };

/** Parses the pasted JSON: a wrapper holding assignmentDetails (and title, description, dueDate) or the bare details. */
export function parseHomeworkText(text: string): ParsedHomeworkText {
  const parsed = parseJsonSafely(text);
  if (!parsed.ok || !isRecord(parsed.value)) return { ok: false, error: invalidJsonMessage };
  const json = parsed.value;
  const title = readString(json.title);
  const description = readString(json.description);
  const dueDate = readString(json.dueDate);
  return {
    ok: true,
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
    ...(dueDate === undefined ? {} : { dueDate }),
    assignmentDetails: 'assignmentDetails' in json ? json.assignmentDetails : json,
  };
}

/** One finding, with the path of the value it is about, e.g. `tasks[2].options`. */
export interface HomeworkFinding {
  path: string;
  message: string;
}

/** Problems make a task unusable or the homework unrepairable; warnings are values repair will change or doubtful. */
export interface HomeworkValidation {
  problems: HomeworkFinding[];
  warnings: HomeworkFinding[];
}

type Report = EditorReport;

function checkTask(
  raw: unknown,
  index: number,
  seen: Set<string>,
  problem: Report,
  warn: Report,
): Task | null {
  const at = `tasks[${index}]`;
  if (!isRecord(raw)) {
    problem(at, 'expected an object');
    return null;
  }
  const task = repairTask(raw);
  if (!task) {
    if (readId(raw.id) === undefined) problem(`${at}.id`, 'required');
    if (!readString(raw.type)?.trim()) problem(`${at}.type`, 'required');
    return null;
  }
  if (seen.has(task.id)) {
    problem(`${at}.id`, `duplicate task id "${task.id}"`);
    return null;
  }
  seen.add(task.id);
  if (!isKnownTaskType(task.type)) {
    problem(`${at}.type`, `unknown task type "${task.type}"; expected one of ${knownTaskTypes.join(', ')}`);
    return null;
  }
  if (task.keyProblem !== undefined) {
    const { field, message } = task.keyProblem;
    problem(`${at}.${field}`, keyProblemMessage(task.id, field, message));
  }
  if (raw.points !== undefined && readTaskPoints(raw.points) === undefined) {
    warn(`${at}.points`, `expected a number from 0 to 10000; defaults to ${task.points}`);
  } else if (raw.points === undefined) warn(`${at}.points`, `missing; defaults to ${task.points}`);
  if (isKnownTask(task)) kindOfType(task.type).editorProblems(raw, task, at, problem, warn);
  explanationsRefused(raw, task, at, problem);
  const max = taskMaxScore(task);
  if (taskDataProblem(task) === null && max !== task.points) {
    warn(`${at}.points`, `points is ${task.points} but the most this task can score is ${max}`);
  }
  return task;
}

/**
 * What the teacher reads about a task whose key is missing or names nothing the task has: the
 * task, the field and the reason (the field is in the path too).
 */
export function keyProblemMessage(taskId: string, field: string, message: string): string {
  return `task "${taskId}": ${field} ${message}`;
}

/**
 * Explanations repair would drop (one that is not text, an explanation of an option the task does
 * not have): the tutor's words would be lost without a word, so the save is refused.
 */
function explanationsRefused(raw: Record<string, unknown>, task: Task, at: string, problem: Report): void {
  explanationRefusal(raw, task.id, at, problem);
  if (isKnownTask(task)) kindOfType(task.type).refusals?.(raw, task, at, problem);
}

/**
 * The findings that refuse a save, whatever else the homework holds: a value over a cap, a task
 * whose key is missing or not among its options or items (repair would have to make one up), and
 * an explanation repair would drop. Caps are checked first, so an oversized homework is not
 * repaired at all.
 */
export function refusedFindings(raw: unknown): HomeworkFinding[] {
  const details = unwrapAssignmentDetails(raw);
  const over = homeworkLimitProblems(details);
  if (over.length > 0 || !Array.isArray(details.tasks)) return over;
  return details.tasks.flatMap((entry, index) => {
    const task = repairTask(entry);
    if (!task || !isRecord(entry)) return [];
    const found: HomeworkFinding[] = [];
    if (task.keyProblem) {
      const { field, message } = task.keyProblem;
      found.push({ path: `tasks[${index}].${field}`, message: keyProblemMessage(task.id, field, message) });
    }
    explanationsRefused(entry, task, `tasks[${index}]`, (path, message) => found.push({ path, message }));
    return found;
  });
}

/** Checks pasted assignment details for the editor, naming each finding's path. */
export function validateHomework(raw: unknown): HomeworkValidation {
  const problems: HomeworkFinding[] = [];
  const warnings: HomeworkFinding[] = [];
  const problem: Report = (path, message) => problems.push({ path, message });
  const warn: Report = (path, message) => warnings.push({ path, message });
  const details = unwrapAssignmentDetails(raw);
  const over = homeworkLimitProblems(details);
  if (over.length > 0) return { problems: over, warnings };
  if (!Array.isArray(details.tasks)) {
    problem('tasks', 'expected an array of tasks');
    return { problems, warnings };
  }
  const seen = new Set<string>();
  const valid = details.tasks.flatMap((task, index) => {
    const checked = checkTask(task, index, seen, problem, warn);
    return checked ? [checked] : [];
  });
  if (valid.length === 0) problem('tasks', 'expected at least 1 valid task');
  const summed = sumTaskPoints(valid);
  const total = readNonNegativeNumber(details.totalPoints);
  if (total === undefined) warn('totalPoints', `missing; defaults to the sum of task points (${summed})`);
  else if (total !== summed)
    warn('totalPoints', `totalPoints is ${total} but the task points add up to ${summed}`);
  const passing = readNonNegativeNumber(details.passingScore);
  if (passing === undefined) warn('passingScore', `missing; defaults to ${defaultPassingScore(summed)}`);
  else if (passing > summed)
    warn('passingScore', `passingScore is ${passing} but the task points add up to ${summed}`);
  if (readString(details.instructions) === undefined) warn('instructions', 'missing; defaults to empty');
  return { problems, warnings };
}
