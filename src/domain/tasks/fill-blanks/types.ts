import type { TaskResponseBase } from '#domain/submissions/response-types';

// The shapes of a fill-in-the-blanks task: the task as the teacher wrote it (after repair), the
// state the engine folds the student's answers into, the one action and the recorded answer. Kept
// apart from the schema library so the player can use them without loading it.

/** One gap of the text: the answers accepted there, the first being the one the key shows. */
export interface Blank {
  answers: string[];
  /** Capitals count when true; by default "She" and "she" are the same answer. */
  caseSensitive?: boolean;
}

/** fill_blanks: a text whose gaps (`___`) the student fills, each with one of its blank's answers. */
export interface FillBlanksTask {
  id: string;
  type: 'fill_blanks';
  question: string;
  points: number;
  keyProblem?: { field: string; message: string };
  /** The tutor's explanation of the answer (src/domain/tasks/explanations.ts). */
  explanation?: string;
  /** The text; each run of three or more underscores is the next gap, in order. */
  text: string;
  blanks: Blank[];
  /** The student chooses each gap's word from a list instead of typing it. */
  wordBank?: boolean;
  /**
   * Only in the student's copy of a word-bank task: every blank's first answer, shuffled for this
   * student. The teacher never writes it.
   */
  bank?: string[];
}

/** How the server took one answer to a gap. */
export type BlankVerdict = 'right' | 'near' | 'wrong';

/** One answer given to a gap, as typed (outer spaces trimmed), and how it was taken. */
export interface BlankTry {
  text: string;
  verdict: BlankVerdict;
}

/** A fill_blanks task in play: per gap, every answer that counted, in order. */
export interface FillBlanksState {
  type: 'fill_blanks';
  blanks: BlankTry[][];
}

/** What a student does on a fill_blanks task: gives one gap an answer (typed, or chosen from the bank). */
export type FillBlanksAction = { type: 'answer-blank'; blank: number; text: string };

/**
 * A fill_blanks answer: per gap the last text given ('' for none), and what the fold keeps: every
 * text given to each gap in order and the verdict each got.
 */
export interface FillBlanksTaskResponse extends TaskResponseBase {
  type: 'fill_blanks';
  answers: string[];
  attempts: string[][];
  verdicts: BlankVerdict[][];
}
