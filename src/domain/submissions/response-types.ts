import type { TaskAction } from '#domain/tasks/kind';

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

/** A sequence_task response: the order placed (item texts) and how many checks were made. */
export interface SequenceTaskResponse extends TaskResponseBase {
  type: 'sequence_task';
  selectedOrder: string[];
  checkAttempts: number;
}

/** An mcq_1 response: the last pick and every pick in order (option texts). */
export interface McqTaskResponse extends TaskResponseBase {
  type: 'mcq_1';
  selectedAnswer: string | null;
  selectedAnswers: string[];
}

/** A binary_task response: the one pick, or null before it. */
export interface BinaryTaskResponse extends TaskResponseBase {
  type: 'binary_task';
  selectedAnswer: boolean | null;
}

/** One correction of a find_and_fix task. */
export interface FixCorrection {
  errorId: string;
  selectedOption: string;
  isCorrect: boolean;
  attempts: number;
}

/** What a find_mistakes response records: clicked fragment indices in order, errorIds found and missed. */
export interface FindMistakesDetail {
  clickedFragments: number[];
  correctlyIdentified: string[];
  incorrectClicks: number;
  missedErrors: string[];
  corrections: FixCorrection[];
}

/** A find_mistakes response. */
export interface FindMistakesTaskResponse extends TaskResponseBase {
  type: 'find_mistakes';
  responses: FindMistakesDetail;
}

/** A response to a task of an unknown type: only the common fields. */
export interface UnknownTaskResponse extends TaskResponseBase {
  type: string;
}

/** Any task response; narrow with the `is…Response` guards. */
export type TaskResponse =
  | SequenceTaskResponse
  | McqTaskResponse
  | BinaryTaskResponse
  | FindMistakesTaskResponse
  | UnknownTaskResponse;

/** Whether a response is a sequence_task response. */
export function isSequenceResponse(response: TaskResponse): response is SequenceTaskResponse {
  return response.type === 'sequence_task';
}
/** Whether a response is an mcq_1 response. */
export function isMcqResponse(response: TaskResponse): response is McqTaskResponse {
  return response.type === 'mcq_1';
}
/** Whether a response is a binary_task response. */
export function isBinaryResponse(response: TaskResponse): response is BinaryTaskResponse {
  return response.type === 'binary_task';
}
/** Whether a response is a find_mistakes response. */
export function isFindMistakesResponse(response: TaskResponse): response is FindMistakesTaskResponse {
  return response.type === 'find_mistakes';
}
