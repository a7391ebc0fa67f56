import { type Finding, finding } from './finding';
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
export interface HomeworkFinding extends Finding {
  path: string;
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
    problem(at, finding('task.not-object', 'expected an object'));
    return null;
  }
  const task = repairTask(raw);
  if (!task) {
    if (readId(raw.id) === undefined) problem(`${at}.id`, finding('task.id-required', 'required'));
    if (!readString(raw.type)?.trim()) problem(`${at}.type`, finding('task.type-required', 'required'));
    return null;
  }
  if (seen.has(task.id)) {
    problem(`${at}.id`, finding('task.duplicate-id', `duplicate task id "${task.id}"`, { task: task.id }));
    return null;
  }
  seen.add(task.id);
  if (!isKnownTaskType(task.type)) {
    const known = knownTaskTypes.join(', ');
    const message = `unknown task type "${task.type}"; expected one of ${known}`;
    problem(`${at}.type`, finding('task.unknown-type', message, { type: task.type, known }));
    return null;
  }
  if (task.keyProblem !== undefined) {
    problem(`${at}.${task.keyProblem.field}`, keyProblemFinding(task.id, task.keyProblem));
  }
  if (raw.points !== undefined && readTaskPoints(raw.points) === undefined) {
    const message = `expected a number from 0 to 10000; defaults to ${task.points}`;
    warn(`${at}.points`, finding('task.points-invalid', message, { points: task.points }));
  } else if (raw.points === undefined)
    warn(
      `${at}.points`,
      finding('task.points-missing', `missing; defaults to ${task.points}`, { points: task.points }),
    );
  if (isKnownTask(task)) kindOfType(task.type).editorProblems(raw, task, at, problem, warn);
  explanationsRefused(raw, task, at, problem);
  const max = taskMaxScore(task);
  if (taskDataProblem(task) === null && max !== task.points) {
    const message = `points is ${task.points} but the most this task can score is ${max}`;
    warn(`${at}.points`, finding('task.points-not-max', message, { points: task.points, max }));
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

/** The finding of a task's key problem: the task and the field, the key problem's own as its cause. */
export function keyProblemFinding(
  taskId: string,
  keyProblem: { field: string; message: string; code?: string | undefined; params?: Finding['params'] },
): Finding {
  const { field, message, code, params } = keyProblem;
  // A key problem carried from before it had a code keeps its English only.
  const cause = finding(code ?? 'key.unknown', message, params);
  return finding('task.key', keyProblemMessage(taskId, field, message), { task: taskId, field }, cause);
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
      const path = `tasks[${index}].${task.keyProblem.field}`;
      found.push({ path, ...keyProblemFinding(task.id, task.keyProblem) });
    }
    explanationsRefused(entry, task, `tasks[${index}]`, (path, refused) => found.push({ path, ...refused }));
    return found;
  });
}

/** Checks pasted assignment details for the editor, naming each finding's path. */
export function validateHomework(raw: unknown): HomeworkValidation {
  const problems: HomeworkFinding[] = [];
  const warnings: HomeworkFinding[] = [];
  const problem: Report = (path, found) => problems.push({ path, ...found });
  const warn: Report = (path, found) => warnings.push({ path, ...found });
  const details = unwrapAssignmentDetails(raw);
  const over = homeworkLimitProblems(details);
  if (over.length > 0) return { problems: over, warnings };
  if (!Array.isArray(details.tasks)) {
    problem('tasks', finding('tasks.not-array', 'expected an array of tasks'));
    return { problems, warnings };
  }
  const seen = new Set<string>();
  const valid = details.tasks.flatMap((task, index) => {
    const checked = checkTask(task, index, seen, problem, warn);
    return checked ? [checked] : [];
  });
  if (valid.length === 0) problem('tasks', finding('tasks.none-valid', 'expected at least 1 valid task'));
  const summed = sumTaskPoints(valid);
  const total = readNonNegativeNumber(details.totalPoints);
  if (total === undefined) {
    const message = `missing; defaults to the sum of task points (${summed})`;
    warn('totalPoints', finding('total.missing', message, { sum: summed }));
  } else if (total !== summed) {
    const message = `totalPoints is ${total} but the task points add up to ${summed}`;
    warn('totalPoints', finding('total.not-sum', message, { total, sum: summed }));
  }
  const passing = readNonNegativeNumber(details.passingScore);
  if (passing === undefined) {
    const fallback = defaultPassingScore(summed);
    warn('passingScore', finding('passing.missing', `missing; defaults to ${fallback}`, { score: fallback }));
  } else if (passing > summed) {
    const message = `passingScore is ${passing} but the task points add up to ${summed}`;
    warn('passingScore', finding('passing.over-sum', message, { score: passing, sum: summed }));
  }
  if (readString(details.instructions) === undefined)
    warn('instructions', finding('instructions.missing', 'missing; defaults to empty'));
  return { problems, warnings };
}
