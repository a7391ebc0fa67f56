import { type JsonObject, stableHash, withFollowedPoints } from '#domain/homework/form-model';
import { type Finding, finding } from '#domain/homework/finding';
import { isPermutation, readStringArray } from '#domain/homework/read';

// What the form editor reads from and writes into a sentence scramble (and repair reads too). Every `read` is total (any
// JSON gives a view); every write changes only the fields it names and keeps the rest of the task.

/** The items of a sequence task, migrating the older scrambledWords and words fields. */
export function readSequenceItems(raw: Record<string, unknown>): string[] {
  for (const field of [raw.items, raw.scrambledWords, raw.words]) {
    const list = readStringArray(field);
    if (list && list.length > 0) return list;
  }
  return [];
}

/** The problem of a scramble's correctOrder, or null when it is the items reordered. */
export function sequenceOrderProblem(value: unknown, items: readonly string[]): Finding | null {
  const order = readStringArray(value);
  if (order === undefined)
    return finding('sequence.order-missing', 'missing; list the items in their right order');
  if (isPermutation(order, items)) return null;
  return finding(
    'sequence.order-not-items',
    'is not the items reordered: it must hold each item exactly as written, as often as it appears in items',
  );
}

/** A sequence task as the form shows it. */
export interface SequenceView {
  /** The answer: the items in the right order, as the tutor typed them. */
  correctOrder: string[];
  /** The order the student sees them in. */
  items: string[];
  /** Students tap the items in order instead of dragging them. */
  tapOnly: boolean;
}

/** Reads a sequence task. */
export function readSequence(raw: JsonObject): SequenceView {
  const items = readSequenceItems(raw);
  const given = readStringArray(raw.correctOrder);
  return {
    correctOrder: given && isPermutation(given, items) ? given : [...items],
    items,
    tapOnly: raw.displayType === 'words',
  };
}

/** The words of a typed sentence. */
export function sentenceWords(sentence: string): string[] {
  return sentence.split(/\s+/).filter((word) => word !== '');
}

/**
 * A shuffled copy that is the same every time for the same entries and round: students see a
 * scrambled order, never the answer itself when the entries allow another order.
 */
export function scramble(entries: readonly string[], round = 0): string[] {
  const out = [...entries];
  let seed = stableHash(`${round}\u0000${entries.join('\u0000')}`) || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j] as string, out[i] as string];
  }
  if (out.every((entry, i) => entry === entries[i]) && new Set(entries).size > 1) {
    // The shuffle gave the answer back: turn it by one place, which cannot give it again.
    const turned = [...out.slice(1), out[0] as string];
    if (!turned.every((entry, i) => entry === entries[i])) return turned;
  }
  return out;
}

/** Sets the answer; the shown order is kept when it holds the same entries, else scrambled anew. */
export function writeSequenceAnswer(raw: JsonObject, correctOrder: string[]): JsonObject {
  const current = readSequenceItems(raw);
  const items = isPermutation(current, correctOrder) ? current : scramble(correctOrder);
  return withFollowedPoints(raw, { ...raw, items, correctOrder });
}

/** Shuffles the shown order again (another round of the same stable shuffle). */
export function reshuffleSequence(raw: JsonObject, round: number): JsonObject {
  const { correctOrder } = readSequence(raw);
  return { ...raw, items: scramble(correctOrder, round) };
}

/** Sets whether students tap instead of drag. */
export function writeSequenceTapOnly(raw: JsonObject, tapOnly: boolean): JsonObject {
  const { displayType: _old, ...rest } = raw;
  return tapOnly ? { ...raw, displayType: 'words' } : rest;
}
