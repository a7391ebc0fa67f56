import type { JsonObject } from '#domain/homework/form-model';
import { readString } from '#domain/homework/read';

// What the form editor reads from a true-or-false task (its fields are written as they are typed).

/** A boolean answer, also from the strings 'true' and 'false'; undefined otherwise. */
export function readBooleanAnswer(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** A true/false task as the form shows it. */
export interface BinaryView {
  passage: string;
  statement: string;
  /** The right answer, or null when the JSON gives none the form can read. */
  answer: boolean | null;
}

/** Reads a true/false task. */
export function readBinary(raw: JsonObject): BinaryView {
  return {
    passage: readString(raw.passage) ?? '',
    statement: readString(raw.statement) ?? '',
    answer: readBooleanAnswer(raw.correctAnswer) ?? null,
  };
}
