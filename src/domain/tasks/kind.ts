import type { Finding } from '#domain/homework/finding';
import type { TaskAuthoring } from '#domain/homework/form-kinds';
import type { TaskResponseBase } from '#domain/submissions/response-types';
import type { TaskStatus } from './status';
import type { StudentCopy } from './student-copy';

export type { TaskAction } from './registry';

/** What the fields of every task are; a kind's task adds its own to them. */
export interface TaskBaseFields {
  id: string;
  type: string;
  question: string;
  points: number;
  keyProblem?: { field: string; message: string };
  explanation?: string;
}

/** One explanation the student is shown beside a finished task: what it is about (an option), and why. */
export interface ExplanationNote {
  about: string;
  text: string;
}

/**
 * Why the player shows a message instead of a task: its key is missing (any kind), or its kind
 * finds its data unplayable ('invalid-find-mistakes' shows "Invalid task data"; 'corrupted-sequence'
 * the corrupted-data text, and the player clears the stored progress).
 */
export type TaskDataProblem = 'invalid-find-mistakes' | 'corrupted-sequence' | 'missing-key';

/**
 * Reports a finding of the homework editor at a path (`tasks[2].options`): its code and English
 * (a kind's codes start with its folder's name, `mcq.`, and the client says them from that folder).
 */
export type EditorReport = (path: string, finding: Finding) => void;

/** The stand-in for a part of the key the browser does not have: no option text can equal it. */
export const hiddenKey = '\u0000hidden';

/** One list of an answer: where it is, and the most entries this task allows in it. */
export interface ListCap {
  path: readonly [string] | readonly [string, string];
  max: number;
  /** The refusal for a list of `count` entries. */
  message: (count: number) => string;
}

/**
 * Everything about one kind of task, in one place: its engine (state, actions, score, status), how
 * its answer is recorded and read back, what the server accepts as its answer, what the student's
 * browser may know of it while it is open, and how the browser reads that back. A new kind of task
 * is one of these (and one view in src/client/tasks); nothing else switches on the task type.
 */
export interface TaskKind<
  T extends TaskBaseFields,
  S extends { type: T['type'] },
  R extends TaskResponseBase,
  A extends { type: string },
  G extends object = Record<never, never>,
> {
  /** The type names of this kind's actions, and of those that need the answer key (checked by the server). */
  actions: readonly A['type'][];
  checkedActions: readonly A['type'][];
  initial: (task: T) => S;
  /** Applies an action of this kind; one not allowed now returns the same state. */
  reduce: (task: T, state: S, action: A) => S;
  score: (task: T, state: S) => number;
  maxScore: (task: T) => number;
  /** The dots shown above the task. */
  pointDots: (task: T) => number;
  isDone: (task: T, state: S) => boolean;
  status: (task: T, state: S) => TaskStatus;
  /** The answer recorded for this state (without timeSpent). */
  toResponse: (task: T, state: S) => Omit<R, 'timeSpent'>;
  isResponse: (response: TaskResponseBase) => response is R;
  /** Reads this kind's fields of a recorded answer (the common ones are read already, in `base`). */
  readAnswer: (
    raw: Record<string, unknown>,
    base: TaskResponseBase,
    onCorrupt?: (message: string) => void,
  ) => R;
  /** Repairs a task of this kind as the teacher wrote it (defaults, older field names); never throws. */
  repair: (raw: Record<string, unknown>, id: string, question: string) => T;
  /**
   * The state a recorded answer's snapshot fields stand for, in time linear in its size: exact for
   * an answer the server wrote from its log (what the student's browser reads back); for an answer
   * saved before answers kept a log, the state its fields tell (decision 017).
   */
  fromResponse: (task: T, response: R) => S;
  /**
   * The actions that take `state` to what an answer posted whole says (the auto-save and submit
   * bodies, in the teacher's order and names), or why it cannot: it drops or changes what is saved
   * (`rewrite`), or it names what the task does not have (`invalid`).
   */
  actionsFromAnswer: (
    task: T,
    state: S,
    posted: R,
  ) => { actions: A[] } | { rewrite: string } | { invalid: string };
  /** An action as the student's browser sent it (places in the student's own order) in the teacher's order. */
  actionFromStudent: (task: T, action: A, copy: StudentCopy) => A;
  /** The server's limits on an answer posted whole: its lists' caps and other limits. */
  answer: {
    lists: (task: T) => ListCap[];
    overLimit: (task: T, response: R) => string | null;
  };
  /**
   * The task as the student's browser may see it while it is open: without its key, its options or
   * items in the student's own order, its mistakes under the student's own names.
   */
  forStudent: (task: T, state: S, copy: StudentCopy) => Record<string, unknown>;
  /**
   * The whole task (key included) in the order this student saw it, for a task they finished or a
   * homework they submitted; a kind that shows everyone one order leaves it out.
   */
  inStudentOrder?: (task: T, copy: StudentCopy) => T;
  /**
   * A recorded element name (`data-track`) of the student's copy in the teacher's order, so that a
   * replay drawn in the teacher's order puts the student's clicks on what they clicked; a kind whose
   * names mean the same on both sides leaves it out.
   */
  trackFromStudent?: (task: T, target: string, copy: StudentCopy) => string;
  /** A recorded answer as the student may see it, with the same orders and names as their copy. */
  answerForStudent: (task: T, state: S, response: R, copy: StudentCopy) => R;
  /** The browser's task from what the server sent, hidden key parts filled with stand-ins; null if unreadable. */
  fromStudentJson: (raw: Record<string, unknown>) => T | null;
  /**
   * Whether a stored answer without a `type` (the oldest data) looks like one of this kind, told by
   * the fields only this kind's answers have.
   */
  looksLikeResponse: (raw: Record<string, unknown>) => boolean;
  /** Why the task cannot be played though its key is there (see TaskDataProblem); null when it can. */
  dataProblem: (task: T) => TaskDataProblem | null;
  /**
   * The homework editor's findings on this kind's fields as the teacher wrote them (`raw`, at path
   * `at`), beyond what repair fixes silently: problems block saving, warnings do not.
   */
  editorProblems: (
    raw: Record<string, unknown>,
    task: T,
    at: string,
    problem: EditorReport,
    warn: EditorReport,
  ) => void;
  /** Whether the player keeps the student on this task though it counts as done (Next and Submit wait). */
  holdsNavigation: (task: T, state: S) => boolean;
  /** The points still to be won while the task is in play, in point dots (of `dots`). */
  dotsLeft: (task: T, state: S, dots: number) => number;
  /**
   * Whether a click on this recorded element (`data-track`, split at ':') gave a wrong answer,
   * known from the task's key (only the teacher's replay has it).
   */
  isWrongTarget: (task: T, target: string) => boolean;
  /**
   * The browser's state after the server answered a checked action: `after` is the state the
   * answer tells, `before` the browser's own; for what the answer does not record (find the
   * mistakes: whether the fix step was opened). A kind whose answer tells it all leaves it out.
   */
  afterCheck?: (before: S, after: S) => S;
  /**
   * Whether the browser plays an action through the answer it records (the state that answer
   * tells), to read it back as the server will (a scramble's repeated words onto the same items).
   */
  playsThroughAnswer?: boolean;
  /**
   * The kind's own explanations of the student's answer once the task is finished (a multiple
   * choice's explanation of each option picked, and of the right one); a kind with none leaves it out.
   */
  explanationNotes?: (task: T, state: S) => ExplanationNote[];
  /**
   * What refuses a save in this kind's fields beyond a missing key, as the teacher wrote them (an
   * explanation of an option the task does not have); reported with the task's id in the message.
   */
  refusals?: (raw: Record<string, unknown>, task: T, at: string, problem: EditorReport) => void;
  /** How the teacher writes it: its card in the form editor, its block in the shorthand. */
  authoring: TaskAuthoring;
  /** The item analysis of this kind across the students' answers. */
  analysis: {
    /** Whether the student answered anything. */
    answered: (response: R) => boolean;
    /** Right without a wrong pick, check, click or fix. */
    rightFirstTime: (task: T, response: R) => boolean;
    /** This kind's own figures (option picks, errors found...), from the answers of those who answered. */
    figures: (task: T, answered: readonly R[]) => G;
    /**
     * The text the student works on (the statement, the sentence, the words in order...), so the
     * teacher can tell apart tasks that ask the same question; the analysis shortens it.
     */
    excerpt: (task: T) => string;
  };
}

/** Whether every entry of `prefix` starts `list` in order. */
export function startsWith<T>(list: readonly T[], prefix: readonly T[]): boolean {
  return prefix.length <= list.length && prefix.every((item, i) => list[i] === item);
}
