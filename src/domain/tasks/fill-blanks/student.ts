import { bool, list, obj, optional, readTask, str, strings } from '#domain/strict-json';
import { type StudentCopy, seededOrder } from '#domain/tasks/student-copy';
import { isBlankDone } from './engine';
import type { Blank, FillBlanksState, FillBlanksTask } from './types';

// What the student's browser may know of a fill_blanks task. While it is open each gap comes
// without its answers, except a gap that is over (answered right, or closed after its wrong
// answers), whose answers the student has earned. A word-bank task also comes with its bank: every
// gap's first answer, in an order of this student's own, so the order does not tell which word
// goes where. The text is the same for everyone.

/** The order one student sees the bank in: entry i is the gap whose first answer is shown at place i. */
export function bankOrder(task: FillBlanksTask, copy: StudentCopy): number[] {
  return seededOrder(copy, `bank:${task.id}`, task.blanks.length);
}

/** The bank as one student sees it: every blank's first answer, shuffled with the student's seed. */
export function studentBank(task: FillBlanksTask, copy: StudentCopy): string[] {
  return bankOrder(task, copy).map((index) => task.blanks[index]?.answers[0] ?? '');
}

function blankShown(blank: Blank, open: boolean): Record<string, unknown> {
  const flag = blank.caseSensitive === true ? { caseSensitive: true } : {};
  return open ? flag : { answers: blank.answers, ...flag };
}

/** The task as the student's browser may see it while it is open. */
export function fillBlanksForStudent(
  task: FillBlanksTask,
  state: FillBlanksState,
  copy: StudentCopy,
): Record<string, unknown> {
  const { blanks, bank: _bank, wordBank, ...shown } = task;
  return {
    ...shown,
    blanks: blanks.map((blank, i) => blankShown(blank, !isBlankDone(state.blanks[i] ?? []))),
    ...(wordBank === true ? { wordBank: true, bank: studentBank(task, copy) } : {}),
  };
}

/** The whole task (key included) for a student who finished it, with their own bank. */
export function fillBlanksInStudentOrder(task: FillBlanksTask, copy: StudentCopy): FillBlanksTask {
  return task.wordBank === true ? { ...task, bank: studentBank(task, copy) } : task;
}

/**
 * The browser's task from what the server sent: a gap without answers gets the stand-in `hidden`,
 * which nothing typed matches, so the browser never calls a gap right on its own.
 */
export function fillBlanksFromStudentJson(
  raw: Record<string, unknown>,
  hidden: string,
): FillBlanksTask | null {
  return readTask(raw, 'fill_blanks', (json) => ({
    text: str(json.text),
    blanks: list(json.blanks, (entry) => {
      const blank = obj(entry);
      return {
        answers: blank.answers === undefined ? [hidden] : strings(blank.answers),
        ...optional(blank, 'caseSensitive', bool),
      };
    }),
    ...optional(json, 'wordBank', bool),
    ...optional(json, 'bank', strings),
  }));
}
