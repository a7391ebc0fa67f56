import type { Finding } from './finding';
import { isRecord } from './read';

// How large a homework may be. Every student call reads its homework, and each action on a task
// costs time in the size of that task, so a homework is bounded when it is saved: above any of
// these the save is refused with the path of the value that is too large. The 1 MB of a whole
// homework body is the route's body limit.

/** The caps on one homework, as documented to the teacher. */
export const homeworkLimits = {
  /** Tasks in one homework. */
  tasks: 200,
  /** Options of a multiple-choice task or of one fix step. */
  options: 20,
  /** Items of a sequence (and entries of its correctOrder), and fix steps of a find-the-mistakes task. */
  items: 50,
  /** Words (runs of non-space characters) in one text: a field, or a find-the-mistakes text whole. */
  tokens: 500,
  /** Characters in one text field. */
  characters: 2000,
  /** Fragments of a find-the-mistakes text: no more than the words it may have. */
  fragments: 500,
  /** Bytes of a homework create or update body (the route answers 413 above it). */
  bodyBytes: 1024 * 1024,
} as const;

/** A value over a cap, with its path in the assignment details (e.g. `tasks[2].options`). */
export interface LimitProblem extends Finding {
  path: string;
}

/** At most this many problems are listed: one oversized homework should not give a huge answer. */
const maxListed = 20;

/** Lists capped by their field name, within a task. */
const listCaps: Readonly<Record<string, number>> = {
  options: homeworkLimits.options,
  items: homeworkLimits.items,
  scrambledWords: homeworkLimits.items,
  words: homeworkLimits.items,
  correctOrder: homeworkLimits.items,
  fix: homeworkLimits.items,
  fragments: homeworkLimits.fragments,
  // The gaps of a fill-in-the-blanks text, as many as a sequence's items, and the answers of one
  // gap, as many as a choice's options.
  blanks: homeworkLimits.items,
  answers: homeworkLimits.options,
};

/** The number of whitespace-separated words in a text, counting no further than `stop` + 1. */
export function countTokens(text: string, stop: number = homeworkLimits.tokens): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i += 1) {
    const space = /\s/.test(text[i] as string);
    if (!space && !inWord) {
      count += 1;
      if (count > stop) return count;
    }
    inWord = !space;
  }
  return count;
}

function textProblem(text: string): Finding | null {
  const max = homeworkLimits.characters;
  if (text.length > max) {
    const message = `has ${text.length} characters; at most ${max} are allowed`;
    return { code: 'limit.characters', message, params: { count: text.length, max } };
  }
  const words = homeworkLimits.tokens;
  if (countTokens(text) > words) {
    const message = `has more than ${words} words; at most ${words} are allowed`;
    return { code: 'limit.words', message, params: { max: words } };
  }
  return null;
}

/** The text of a find-the-mistakes task as the student reads it: its fragments joined. */
function findText(task: Record<string, unknown>): string | null {
  const find = task.find;
  if (!isRecord(find) || !Array.isArray(find.fragments)) return null;
  let text = '';
  for (const fragment of find.fragments) {
    const piece = isRecord(fragment) ? fragment.text : fragment;
    if (typeof piece === 'string') text += piece;
    // Stop early: the words are checked against the cap only.
    if (text.length > homeworkLimits.fragments * homeworkLimits.characters) break;
  }
  return text;
}

/**
 * Every value of the assignment details over a cap, with its path; empty when the homework is within
 * them all. One pass over the JSON (without recursion, so deep nesting costs no stack).
 */
export function homeworkLimitProblems(details: Record<string, unknown>): LimitProblem[] {
  const problems: LimitProblem[] = [];
  const report = (path: string, found: Finding) => {
    if (problems.length < maxListed) problems.push({ path, ...found });
  };
  const tasks = details.tasks;
  if (Array.isArray(tasks) && tasks.length > homeworkLimits.tasks) {
    const max = homeworkLimits.tasks;
    report('tasks', {
      code: 'limit.tasks',
      message: `has ${tasks.length} tasks; at most ${max} are allowed`,
      params: { count: tasks.length, max },
    });
  }
  // Each entry: a value, its path, and whether it is inside a task (where list caps apply).
  const stack: { value: unknown; path: string; inTask: boolean }[] = [
    { value: details, path: '', inTask: false },
  ];
  while (stack.length > 0 && problems.length < maxListed) {
    const { value, path, inTask } = stack.pop() as { value: unknown; path: string; inTask: boolean };
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) report(path, problem);
    } else if (Array.isArray(value)) {
      const field = path.slice(path.lastIndexOf('.') + 1);
      const cap = inTask ? listCaps[field] : undefined;
      if (cap !== undefined && value.length > cap) {
        report(path, {
          code: 'limit.entries',
          message: `has ${value.length} entries; at most ${cap} are allowed`,
          params: { count: value.length, max: cap },
        });
        continue;
      }
      const isTaskList = path === 'tasks';
      for (let i = value.length - 1; i >= 0; i -= 1) {
        stack.push({ value: value[i], path: `${path}[${i}]`, inTask: inTask || isTaskList });
      }
    } else if (isRecord(value)) {
      if (inTask && /^tasks\[\d+\]$/.test(path)) {
        const text = findText(value);
        if (text !== null && countTokens(text) > homeworkLimits.tokens) {
          const max = homeworkLimits.tokens;
          report(`${path}.find.fragments`, {
            code: 'limit.text-words',
            message: `the text has more than ${max} words; at most ${max} are allowed`,
            params: { max },
          });
        }
      }
      const keys = Object.keys(value);
      for (let i = keys.length - 1; i >= 0; i -= 1) {
        const key = keys[i] as string;
        stack.push({ value: value[key], path: path === '' ? key : `${path}.${key}`, inTask });
      }
    }
  }
  return problems;
}
