import { readOptionKey } from './keys';
import { readNonNegativeNumber, readStringArray } from './read';

/** MCQ points are capped at this. */
export const mcqPointsCap = 20;
/** Default points of a task whose kind does not work out its own (a scramble counts its items). */
export const defaultTaskPoints = 10;

/** Points above this are treated as missing, so sums stay finite. */
export const maxTaskPoints = 10_000;

type Raw = Record<string, unknown>;

// How each known kind of task is repaired; repairTask (repair.ts) reads what every task has and
// hands the rest to the kind's entry in the task registry, which points here.

/** A task's points: a number (or numeric string) from 0 to maxTaskPoints, else undefined. */
export function readTaskPoints(value: unknown): number | undefined {
  const points = readNonNegativeNumber(value);
  return points !== undefined && points <= maxTaskPoints ? points : undefined;
}

/** The items of a sequence task, migrating the older scrambledWords and words fields. */
export function readSequenceItems(raw: Raw): string[] {
  for (const field of [raw.items, raw.scrambledWords, raw.words]) {
    const list = readStringArray(field);
    if (list && list.length > 0) return list;
  }
  return [];
}

/** An answer given as an option text (outer spaces forgiven) or index, as the option text; undefined if it names no option. */
export function resolveOptionAnswer(answer: unknown, options: readonly string[]): string | undefined {
  const key = readOptionKey(answer, options);
  return key.ok ? key.text : undefined;
}

/** A boolean answer, also from the strings 'true' and 'false'; undefined otherwise. */
export function readBooleanAnswer(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}
