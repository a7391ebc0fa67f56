import { isoDateTimeInput } from '#contract/common';
import type { Finding } from '#domain/homework/finding';
import { isRecord } from '#domain/homework/read';
import { repairAssignmentDetails, isNoValidTasksPlaceholder, taskDataProblem } from '#domain/homework/repair';
import { invalidJsonMessage, refusedFindings, validateHomework } from '#domain/homework/editor';
import { isKnownTask } from '#domain/homework/task-types';
import { ZodError } from 'zod';
import { readGuardedJson } from '../../plugins/error-handler';

/** One problem of a pasted homework JSON with its JSON path (and the domain's code, when it has one). */
export type HomeworkProblem = { path: string; message: string } & Partial<Omit<Finding, 'message'>>;

/** The assignmentDetails the teacher pasted, unwrapped but not repaired, plus wrapper fields. */
export type PastedHomework = {
  details: Record<string, unknown>;
  wrapperDueDate: string | undefined;
};

/**
 * The error for a refused homework JSON: the error handler answers a ZodError with
 * 400 VALIDATION_FAILED and `problems`, each with the JSON path the domain named (e.g. `tasks[2].options`).
 */
export function homeworkValidationError(problems: readonly HomeworkProblem[]): ZodError {
  return new ZodError(
    problems.map(({ path, message, ...coded }) => ({
      code: 'custom' as const,
      path: [path],
      message,
      input: undefined,
      // The finding's code goes into the answer beside its English (error-handler.ts).
      ...(coded.code === undefined ? {} : { params: { finding: coded } }),
    })),
  );
}

/** A refusal of the whole pasted text, with the finding's code when one says it (`task.not-object`: "expected an object"). */
function invalid(message: string, code?: string): ZodError {
  return homeworkValidationError([{ path: 'assignmentDetails', message, ...(code ? { code } : {}) }]);
}

/** JSON pasted as text, through the guards of a request body (no __proto__ keys, bounded depth). */
function parsePasted(text: string): unknown {
  const read = readGuardedJson(text, 'The homework JSON');
  if (!read.ok) throw invalid(read.syntax ? invalidJsonMessage : read.message);
  return read.value;
}

/**
 * Reads the pasted JSON: an object, a JSON string, or a wrapper holding `assignmentDetails`
 * (itself an object or a JSON string). Throws 400 when it is not JSON or not an object.
 */
export function readPastedHomework(raw: unknown): PastedHomework {
  let value: unknown = raw;
  if (typeof value === 'string') value = parsePasted(value);
  if (!isRecord(value)) throw invalid('expected a JSON object', 'task.not-object');
  let wrapperDueDate: string | undefined;
  if ('assignmentDetails' in value) {
    // A due date inside pasted JSON is used only when it is a valid ISO date-time (stored normalised).
    const due = isoDateTimeInput.safeParse(value.dueDate);
    wrapperDueDate = due.success ? due.data : undefined;
    let inner: unknown = value.assignmentDetails;
    if (typeof inner === 'string') inner = parsePasted(inner);
    if (!isRecord(inner)) throw invalid('expected a JSON object', 'task.not-object');
    value = inner;
  }
  return { details: value as Record<string, unknown>, wrapperDueDate };
}

/** How many tasks survive repair in a playable state (a known type, not the placeholder, with usable data). */
export function playableTaskCount(details: Record<string, unknown>): number {
  return repairAssignmentDetails(details).tasks.filter(
    (task) => isKnownTask(task) && !isNoValidTasksPlaceholder(task) && taskDataProblem(task) === null,
  ).length;
}

/**
 * Reads and checks the pasted homework: refuses (400 with every problem and its path) JSON that is
 * not an object, a homework over a cap, a task whose answer key is missing or names nothing the
 * task has (no key is ever made up for it), and homework whose repair would leave no playable task.
 * Other problems in some tasks are not fatal: the teacher saw them in the editor, and repair on load
 * drops those tasks.
 */
export function validatePastedHomework(raw: unknown): PastedHomework {
  const pasted = readPastedHomework(raw);
  const refused = refusedFindings(pasted.details);
  if (refused.length > 0) throw homeworkValidationError(refused);
  if (playableTaskCount(pasted.details) > 0) return pasted;
  const { problems } = validateHomework(pasted.details);
  throw homeworkValidationError(
    problems.length > 0
      ? problems
      : [{ path: 'tasks', message: 'expected at least one valid task', code: 'tasks.none-valid' }],
  );
}
