import type { Finding } from './finding';
import type { JsonObject } from './form-model';

// What the shorthand (shorthand.ts) hands each kind of task, whose folder reads and writes its own
// blocks (src/domain/tasks/<kind>/authoring.ts): the block's parts, and the helpers for its lines.

/**
 * A line the shorthand could not read, with its number (from 1) and what is wrong (its code and
 * English; a kind's codes start with its folder's name, `mcq.`).
 */
export interface ShorthandError extends Finding {
  line: number;
}

/** A task's block: its question and points from the first line, and the lines below it. */
export interface TaskBlock {
  question: string;
  points: number | undefined;
  body: { text: string; line: number }[];
  headerLine: number;
}

/** Reads a kind's block into its task (without points: the shorthand sets them), or says what is wrong. */
export type BlockReader = (block: TaskBlock, id: string) => JsonObject | ShorthandError;

/** A task written as a block: the word that starts it and its lines below the question. */
export type BlockWriter = (raw: JsonObject) => { tag: string; body: string[] };

/** A text on one line (its line breaks become spaces). */
export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** The lines of a text, blank ones left out (a blank line would end the block). */
export function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
