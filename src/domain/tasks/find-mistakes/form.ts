import { type JsonObject, stableHash, withFollowedPoints } from '#domain/homework/form-model';
import { isRecord, readString, readStringArray } from '#domain/homework/read';
import { repairTask } from '#domain/homework/repair';
import type { Fragment } from './schema';

// What the form editor reads from and writes into a find-the-mistakes task. Every `read` is total
// (any JSON gives a view); every write changes only the fields it names and keeps the rest.

/** One marked mistake of the text. */
export interface MistakeView {
  errorId: string;
  /** Where it is in the text: [start, end) in characters. */
  start: number;
  end: number;
  text: string;
  /** The correction ('' when not given yet). */
  correction: string;
  /** The other options offered in fix mode. */
  wrong: string[];
}

/** A find-the-mistakes task as the form shows it. */
export interface FindMistakesView {
  fixMode: boolean;
  /** Whether students are told how many mistakes there are. */
  revealCount: boolean;
  text: string;
  mistakes: MistakeView[];
}

interface FixJson {
  errorId?: unknown;
  options?: unknown;
  correct?: unknown;
}

function fixEntries(raw: JsonObject): JsonObject[] {
  return Array.isArray(raw.fix) ? raw.fix.filter(isRecord) : [];
}

/** Reads a find-the-mistakes task (mistakes get the ids the product would give them). */
export function readFindMistakes(raw: JsonObject): FindMistakesView {
  const task = repairTask({ ...raw, id: 'x', type: 'find_mistakes' });
  const fragments = task && task.type === 'find_mistakes' && 'find' in task ? task.find.fragments : [];
  const entries = fixEntries(raw);
  let text = '';
  const mistakes: MistakeView[] = [];
  for (const fragment of fragments) {
    if (fragment.isError && fragment.errorId !== undefined) {
      const entry = entries.find((fix: FixJson) => String(fix.errorId) === fragment.errorId);
      const options = readStringArray(entry?.options) ?? [];
      const correction = readString(entry?.correct) ?? '';
      const at = options.indexOf(correction);
      mistakes.push({
        errorId: fragment.errorId,
        start: text.length,
        end: text.length + fragment.text.length,
        text: fragment.text,
        correction,
        wrong: options.filter((_, i) => i !== at),
      });
    }
    text += fragment.text;
  }
  const count = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  return { fixMode: raw.mode === 'find_and_fix', revealCount: count.revealed === true, text, mistakes };
}

/** The fragments of a text with these mistakes marked (sorted, not overlapping). */
export function fragmentsOf(
  text: string,
  mistakes: readonly Pick<MistakeView, 'start' | 'end' | 'errorId'>[],
) {
  const fragments: Fragment[] = [];
  let at = 0;
  for (const mistake of [...mistakes].sort((a, b) => a.start - b.start)) {
    if (mistake.start > at) fragments.push({ text: text.slice(at, mistake.start), isError: false });
    fragments.push({ text: text.slice(mistake.start, mistake.end), isError: true, errorId: mistake.errorId });
    at = mistake.end;
  }
  if (at < text.length || fragments.length === 0) fragments.push({ text: text.slice(at), isError: false });
  return fragments;
}

function freeErrorId(used: ReadonlySet<string>): string {
  let n = used.size + 1;
  while (used.has(`e${n}`)) n += 1;
  return `e${n}`;
}

/** Where the right option sits among the options: spread by the mistake's id, the same every time. */
export function placeCorrect(errorId: string, correct: string, wrong: readonly string[]): string[] {
  const at = stableHash(errorId) % (wrong.length + 1);
  return [...wrong.slice(0, at), correct, ...wrong.slice(at)];
}

function writeMistakes(raw: JsonObject, view: FindMistakesView, mistakes: MistakeView[]): JsonObject {
  const oldFind = isRecord(raw.find) ? raw.find : {};
  const ids = new Set(mistakes.map((m) => m.errorId));
  const before = readFindMistakes(raw);
  const oldCount = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  const count =
    oldCount.count === undefined || oldCount.count === before.mistakes.length
      ? mistakes.length
      : oldCount.count;
  const byId = new Map(mistakes.map((m) => [m.errorId, m]));
  const fix: unknown[] = [];
  const written = new Set<string>();
  for (const entry of fixEntries(raw)) {
    const id = String(entry.errorId);
    if (!ids.has(id)) continue;
    written.add(id);
    fix.push(entry);
  }
  // A mistake with a correction written but no entry yet gets one.
  for (const mistake of byId.values()) {
    if (!written.has(mistake.errorId) && (mistake.correction !== '' || mistake.wrong.length > 0)) {
      fix.push({
        errorId: mistake.errorId,
        prompt: `Fix "${mistake.text}"`,
        options: placeCorrect(mistake.errorId, mistake.correction, mistake.wrong),
        correct: mistake.correction,
      });
    }
  }
  return {
    ...raw,
    mistakeCount: {
      revealed: view.revealCount,
      display: 'exactly',
      ...oldCount,
      count,
    },
    find: { prompts: {}, ...oldFind, fragments: fragmentsOf(view.text, mistakes) },
    fix,
  };
}

/**
 * Sets the text. Mistakes before and after the changed stretch keep their place; one the change
 * reaches into is unmarked (its words changed, so the tutor marks them again).
 */
export function writeFindMistakesText(raw: JsonObject, text: string): JsonObject {
  const view = readFindMistakes(raw);
  const old = view.text;
  let prefix = 0;
  while (prefix < old.length && prefix < text.length && old[prefix] === text[prefix]) prefix += 1;
  let suffix = 0;
  while (
    suffix < old.length - prefix &&
    suffix < text.length - prefix &&
    old[old.length - 1 - suffix] === text[text.length - 1 - suffix]
  )
    suffix += 1;
  const changedEnd = old.length - suffix;
  const shift = text.length - old.length;
  const mistakes = view.mistakes.flatMap((m) => {
    if (m.end <= prefix) return [m];
    if (m.start >= changedEnd) return [{ ...m, start: m.start + shift, end: m.end + shift }];
    return [];
  });
  return withFollowedPoints(raw, writeMistakes(raw, { ...view, text }, mistakes));
}

/** The word (a run of letters, digits, apostrophes and hyphens) spans of a text. */
export function wordSpans(text: string): { start: number; end: number; text: string }[] {
  return [...text.matchAll(/[\p{L}\p{N}'’-]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    text: match[0],
  }));
}

/**
 * Marks the stretch [start, end) as one mistake, or unmarks the mistakes inside it when it is
 * exactly one mistake already. A stretch overlapping other mistakes takes their place.
 */
export function toggleMistake(raw: JsonObject, start: number, end: number): JsonObject {
  const view = readFindMistakes(raw);
  if (start >= end || start < 0 || end > view.text.length) return raw;
  const same = view.mistakes.find((m) => m.start === start && m.end === end);
  const kept = view.mistakes.filter((m) => m.end <= start || m.start >= end);
  if (same) return withFollowedPoints(raw, writeMistakes(raw, view, kept));
  const errorId = freeErrorId(new Set(view.mistakes.map((m) => m.errorId)));
  const text = view.text.slice(start, end);
  const mistake: MistakeView = { errorId, start, end, text, correction: '', wrong: [] };
  return withFollowedPoints(raw, writeMistakes(raw, view, [...kept, mistake]));
}

/** Sets a mistake's correction and, for fix mode, the wrong options. */
export function writeCorrection(
  raw: JsonObject,
  errorId: string,
  correction: string,
  wrong: string[],
): JsonObject {
  const entries = fixEntries(raw);
  const view = readFindMistakes(raw);
  const mistake = view.mistakes.find((m) => m.errorId === errorId);
  if (!mistake) return raw;
  const options = placeCorrect(errorId, correction, wrong);
  const empty = correction === '' && wrong.length === 0;
  const index = entries.findIndex((entry) => String(entry.errorId) === errorId);
  const fix = Array.isArray(raw.fix) ? [...raw.fix] : [];
  if (index === -1) {
    if (empty) return raw;
    fix.push({ errorId, prompt: `Fix "${mistake.text}"`, options, correct: correction });
  } else {
    const at = fix.indexOf(entries[index]);
    fix[at] = { ...entries[index], options, correct: correction };
  }
  return { ...raw, fix };
}

/** Switches between find only and find and fix. */
export function writeFixMode(raw: JsonObject, fixMode: boolean): JsonObject {
  return { ...raw, mode: fixMode ? 'find_and_fix' : 'find_only' };
}

/** Sets whether students are told how many mistakes there are. */
export function writeRevealCount(raw: JsonObject, revealCount: boolean): JsonObject {
  const view = readFindMistakes(raw);
  const old = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  return {
    ...raw,
    mistakeCount: { count: view.mistakes.length, display: 'exactly', ...old, revealed: revealCount },
  };
}
