import type { Task } from '#domain/homework/schema';
import type { TaskResponse } from '#domain/submissions/response-types';
import { type TaskState, taskStateFromResponse } from '#domain/tasks/engine';
import { keepNewest } from '../../cache/bounded-map';

// A check appends one action to the task's log and folds it. Folding means replaying the whole
// stored log from its start, so a student who has worked long on a task paid for every earlier
// action again on each new one (a sequence task's reducer is the costly part). This memo keeps, per
// answer, the state its last written log folded to, and a check starts from it instead.
//
// It is a cache of the fold and nothing else decides with it: an entry is used only for the very
// log it was folded from, recognised by what an append-only log cannot have twice for one
// student's task (its length with its first and last entries' times, whether it continues an older
// answer), and only with the same task (the frozen object the homework's stored text reads to, so
// an edited homework never meets a state folded under its old tasks). Anything else, and a
// process that never saw the answer, folds the stored log as before. Entries are kept only after
// the write that produced them committed: a step that ran and was then run again on a newer
// answer (see saveOneAnswer) never leaves its state behind. Kept per process, the least recently
// used dropped first.

/** How many answers' folds a process keeps (each a task state of a few hundred bytes). */
export const foldMemoSize = 20_000;

type Entry = {
  task: Task;
  length: number;
  first: number;
  last: number;
  continues: boolean;
  state: TaskState;
};

const kept = new Map<string, Entry>();

/** The memo's key of one student's answer to one task of a homework. */
export function foldKey(studentId: number, homeworkId: number, taskId: string): string {
  return `${studentId}:${homeworkId}:${taskId}`;
}

function sameLog(entry: Entry, task: Task, response: TaskResponse): boolean {
  const log = response.log;
  return (
    log !== undefined &&
    entry.task === task &&
    entry.length === log.length &&
    entry.first === log[0]?.at &&
    entry.last === log[log.length - 1]?.at &&
    entry.continues === (response.logBase !== undefined)
  );
}

/** The state of a stored answer: the memo's when it was folded from this very log, else its fold. */
export function foldedState(key: string, task: Task, stored: TaskResponse | null): TaskState {
  const entry = stored?.log?.length ? kept.get(key) : undefined;
  if (entry && stored && sameLog(entry, task, stored)) {
    // Used again, so dropped after the ones that were not.
    keepNewest(kept, key, entry, foldMemoSize);
    return entry.state;
  }
  return taskStateFromResponse(task, stored);
}

/** Keeps the state a written answer's log folds to (call only once its write has committed). */
export function rememberFold(key: string, task: Task, written: TaskResponse, state: TaskState): void {
  const log = written.log;
  const first = log?.[0]?.at;
  const last = log?.[log.length - 1]?.at;
  if (!log || first === undefined || last === undefined) {
    kept.delete(key);
    return;
  }
  const entry = { task, length: log.length, first, last, continues: written.logBase !== undefined, state };
  keepNewest(kept, key, entry, foldMemoSize);
}

/** How many folds are kept (for tests). */
export function foldMemoCount(): number {
  return kept.size;
}
