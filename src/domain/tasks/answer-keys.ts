import { isRecord } from '#domain/homework/read';

/**
 * The names under which a task's stored JSON holds its answer key: the right option or statement
 * value, the right order, which fragments are errors (and their ids, which only error fragments
 * have), the right fix, the number of mistakes when the teacher chose not to reveal it, and the
 * tutor's explanations of the answer (which tell it as surely as the key does).
 */
export const answerKeyFields = [
  'correctAnswer',
  'correctOrder',
  'isError',
  'errorId',
  'correct',
  'explanation',
  'optionExplanations',
] as const;

function withoutKeyFields(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([name]) => !(answerKeyFields as readonly string[]).includes(name)),
  );
}

/** One task's stored JSON without its answer key; every other field is kept as it was. */
export function taskWithoutAnswerKey(task: unknown): unknown {
  if (!isRecord(task)) return task;
  const out: Record<string, unknown> = { ...(withoutKeyFields(task) as Record<string, unknown>) };
  const find = task.find;
  if (isRecord(find) && Array.isArray(find.fragments)) {
    // Every fragment keeps the same fields, so an error fragment cannot be told from the others.
    out.find = { ...find, fragments: find.fragments.map(withoutKeyFields) };
  }
  if (Array.isArray(task.fix)) out.fix = task.fix.map(withoutKeyFields);
  const count = task.mistakeCount;
  if (isRecord(count) && count.revealed !== true) {
    const { count: _hidden, ...shown } = count;
    out.mistakeCount = shown;
  }
  return out;
}

/** Stored assignmentDetails with every task's answer key removed (for answers that need no key). */
export function detailsWithoutAnswerKeys(details: Record<string, unknown>): Record<string, unknown> {
  return Array.isArray(details.tasks)
    ? { ...details, tasks: details.tasks.map(taskWithoutAnswerKey) }
    : details;
}
