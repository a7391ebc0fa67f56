import { type JsonObject, withFollowedPoints } from '#domain/homework/form-model';
import { isRecord, readString, readStringArray } from '#domain/homework/read';
import { resolveOptionAnswer } from '#domain/homework/repair-task';

// What the form editor reads from and writes into a multiple-choice task. Every `read` is total
// (any JSON gives a view); every write changes only the fields it names and keeps the rest.

/** A multiple-choice task as the form shows it. */
export interface McqView {
  sentence: string;
  options: string[];
  /** The index of the right option, or -1 when none is marked. */
  correct: number;
  /** Each option's explanation ('' for none), read from optionExplanations by the option's text. */
  explanations: string[];
}

/** The explanation written for an option, '' when there is none. */
function explanationOf(raw: JsonObject, option: string): string {
  const explained = raw.optionExplanations;
  const text = isRecord(explained) && Object.hasOwn(explained, option) ? explained[option] : undefined;
  return typeof text === 'string' ? text : '';
}

/** Reads a multiple-choice task. */
export function readMcq(raw: JsonObject): McqView {
  const options = readStringArray(raw.options) ?? [];
  const answer = resolveOptionAnswer(raw.correctAnswer, options);
  return {
    sentence: readString(raw.sentence) ?? '',
    options,
    correct: answer === undefined ? -1 : options.indexOf(answer),
    explanations: options.map((option) => explanationOf(raw, option)),
  };
}

/**
 * Sets the options and which one is right (the answer is written as the option's text) and, when
 * given, each option's explanation (by place, written under the option's new text, so renaming an
 * option keeps its explanation). Explanations of texts that were no option are kept as written.
 */
export function writeMcqOptions(
  raw: JsonObject,
  options: string[],
  correct: number,
  explanations?: readonly string[],
): JsonObject {
  const next: JsonObject = { ...raw, options, correctAnswer: options[correct] ?? '' };
  if (explanations !== undefined) {
    const before = isRecord(raw.optionExplanations) ? raw.optionExplanations : {};
    const old = readStringArray(raw.options) ?? [];
    // Built from entries, so an option named like an object's own keys ("__proto__") is kept as text.
    const entries = [
      ...Object.entries(before).filter(([text]) => !old.includes(text)),
      ...options.flatMap((option, i) => {
        const text = explanations[i] ?? '';
        return text === '' ? [] : [[option, text] as const];
      }),
    ];
    if (entries.length > 0) next.optionExplanations = Object.fromEntries(entries);
    else delete next.optionExplanations;
  }
  return withFollowedPoints(raw, next);
}

/** Sets the sentence; an empty sentence is left out. */
export function writeMcqSentence(raw: JsonObject, sentence: string): JsonObject {
  const { sentence: _old, ...rest } = raw;
  return sentence === '' ? rest : { ...raw, sentence };
}

/**
 * Leaves out the explanations the form cannot show: those of texts that are no option (a typo, an
 * option since renamed in the JSON) and any that is not text; a save refuses them (decision 023).
 */
export function withoutStrayExplanations(raw: JsonObject): JsonObject {
  const { optionExplanations: before, ...rest } = raw;
  const options = readStringArray(raw.options) ?? [];
  const kept = isRecord(before)
    ? Object.entries(before).filter(([text, why]) => options.includes(text) && typeof why === 'string')
    : [];
  return kept.length > 0 ? { ...rest, optionExplanations: Object.fromEntries(kept) } : rest;
}
