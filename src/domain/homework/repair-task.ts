import { readOptionKey } from './keys';
import { readNonNegativeNumber } from './read';

/** Default points of a task whose kind does not work out its own (a scramble counts its items). */
export const defaultTaskPoints = 10;

/** Points above this are treated as missing, so sums stay finite. */
export const maxTaskPoints = 10_000;

// What the repair of every kind of task uses; repairTask (repair.ts) reads what every task has and
// hands the rest to the kind's entry in the task registry (its folder's kind.ts).

/** A task's points: a number (or numeric string) from 0 to maxTaskPoints, else undefined. */
export function readTaskPoints(value: unknown): number | undefined {
  const points = readNonNegativeNumber(value);
  return points !== undefined && points <= maxTaskPoints ? points : undefined;
}

/** An answer given as an option text (outer spaces forgiven) or index, as the option text; undefined if it names no option. */
export function resolveOptionAnswer(answer: unknown, options: readonly string[]): string | undefined {
  const key = readOptionKey(answer, options);
  return key.ok ? key.text : undefined;
}
