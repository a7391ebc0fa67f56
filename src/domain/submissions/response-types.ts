import type { KnownTaskResponse, TaskAction } from '#domain/tasks/registry';

/** Fields every task response has; timeSpent is in milliseconds. */
export interface TaskResponseBase {
  taskId: string;
  type: string;
  score: number;
  isCorrect: boolean;
  completed: boolean;
  timeSpent: number;
  /** How many of the student's actions the server has checked and recorded into this answer. */
  actionCount?: number;
  /**
   * The answer's log: every action that changed the task, with the server's time (ms since the
   * epoch). Its fold is the task's state; the other fields are a snapshot of it (answer-log.ts).
   * Missing on answers saved before answers kept a log, and on answers sent to the student.
   */
  log?: LoggedAction[];
  /** The fields of an answer saved before answers kept a log, which this log continues. */
  logBase?: Record<string, unknown>;
}

/** One entry of an answer's log: the action and when the server took it in. */
export type LoggedAction = TaskAction & { at: number };

/** A response to a task of an unknown type: only the common fields. */
export interface UnknownTaskResponse extends TaskResponseBase {
  type: string;
}

/** Any task response; narrow with `isResponseOf` (src/domain/tasks/registry.ts) or by `type`. */
export type TaskResponse = KnownTaskResponse | UnknownTaskResponse;
