import { type JsonObject, stableHash, withFollowedPoints } from './form-model';
import { isRecord, isPermutation, readString, readStringArray } from './read';
import { repairTask } from './repair';
import { readBooleanAnswer, readSequenceItems, resolveOptionAnswer } from './repair-task';
import type { Fragment } from '#domain/tasks/find-mistakes/schema';
import type { KnownTaskType } from './task-types';

// What the form editor reads from and writes into each kind of task. Every `read` is total (any
// JSON gives a view); every write changes only the fields it names and keeps the rest of the task.

/** The name of each kind as the form offers it, and the task a new card of it starts with. */
export interface FormKind {
  label: string;
  blank: (id: string) => JsonObject;
}

/** The question and points every task has. */
export function readCommon(raw: JsonObject): { question: string; points: number | undefined } {
  const points = raw.points;
  return {
    question: readString(raw.question) ?? '',
    points: typeof points === 'number' && Number.isFinite(points) ? points : undefined,
  };
}

// ---- Sentence scramble ----

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

// ---- Multiple choice ----

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

// ---- True or false ----

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

// ---- Find the mistakes ----

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

// ---- The kinds ----

/** Each kind the form can add, with the task a new card starts with. */
export const formKinds = {
  sequence_task: {
    label: 'Sentence scramble',
    blank: (id) => ({
      id,
      type: 'sequence_task',
      question: 'Put the words in the right order.',
      points: 0,
      items: [],
      correctOrder: [],
    }),
  },
  mcq_1: {
    label: 'Multiple choice',
    blank: (id) => ({
      id,
      type: 'mcq_1',
      question: 'Choose the right answer.',
      sentence: '',
      points: 2,
      options: ['', ''],
      correctAnswer: '',
    }),
  },
  binary_task: {
    label: 'True or false',
    blank: (id) => ({
      id,
      type: 'binary_task',
      question: 'Read the text. Is the statement true?',
      points: 10,
      passage: '',
      statement: '',
      correctAnswer: true,
    }),
  },
  find_mistakes: {
    label: 'Find the mistakes',
    blank: (id) => ({
      id,
      type: 'find_mistakes',
      question: 'Find the mistakes.',
      points: 10,
      mode: 'find_only',
      mistakeCount: { revealed: true, count: 0, display: 'exactly' },
      find: { fragments: [], prompts: {} },
      fix: [],
    }),
  },
} as const satisfies { [K in KnownTaskType]: FormKind };
