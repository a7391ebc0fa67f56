import { type JsonObject, withFollowedPoints } from '#domain/homework/form-model';
import { readString, readStringArray } from '#domain/homework/read';
import { resolveOptionAnswer } from '#domain/homework/repair-task';

// What the form editor reads from and writes into a multiple-choice task. Every `read` is total
// (any JSON gives a view); every write changes only the fields it names and keeps the rest.

/** A multiple-choice task as the form shows it. */
export interface McqView {
  sentence: string;
  options: string[];
  /** The index of the right option, or -1 when none is marked. */
  correct: number;
}

/** Reads a multiple-choice task. */
export function readMcq(raw: JsonObject): McqView {
  const options = readStringArray(raw.options) ?? [];
  const answer = resolveOptionAnswer(raw.correctAnswer, options);
  return {
    sentence: readString(raw.sentence) ?? '',
    options,
    correct: answer === undefined ? -1 : options.indexOf(answer),
  };
}

/** Sets the options and which one is right (the answer is written as the option's text). */
export function writeMcqOptions(raw: JsonObject, options: string[], correct: number): JsonObject {
  return withFollowedPoints(raw, { ...raw, options, correctAnswer: options[correct] ?? '' });
}

/** Sets the sentence; an empty sentence is left out. */
export function writeMcqSentence(raw: JsonObject, sentence: string): JsonObject {
  const { sentence: _old, ...rest } = raw;
  return sentence === '' ? rest : { ...raw, sentence };
}
