import { isRecord, isPermutation, readId, readNonNegativeNumber, readString, readStringArray } from './read';
import type { BinaryTask, FindMistakesTask, Fragment, FixEntry, McqTask, SequenceTask } from './schema';

/** The four placeholder options an mcq_1 without options gets. */
export const placeholderMcqOptions: readonly string[] = ['Option A', 'Option B', 'Option C', 'Option D'];
/** MCQ points are capped at this. */
export const mcqPointsCap = 20;
/** Default points of a task of any type but sequence_task. */
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

export function repairSequence(raw: Raw, id: string, question: string): SequenceTask {
  const items = readSequenceItems(raw);
  const given = readStringArray(raw.correctOrder);
  const correctOrder = given && isPermutation(given, items) ? given : [...items];
  const displayType = readString(raw.displayType);
  return {
    id,
    type: 'sequence_task',
    question,
    points: readTaskPoints(raw.points) ?? 2 * items.length,
    items,
    correctOrder,
    ...(displayType === undefined ? {} : { displayType }),
  };
}

/** An answer given as an option index or an option text, as the option text; undefined if it names no option. */
export function resolveOptionAnswer(answer: unknown, options: readonly string[]): string | undefined {
  if (typeof answer === 'string' && options.includes(answer)) return answer;
  if (typeof answer === 'number' && Number.isInteger(answer)) return options[answer];
  if (typeof answer === 'string' && /^\d+$/.test(answer.trim())) return options[Number(answer.trim())];
  return undefined;
}

export function repairMcq(raw: Raw, id: string, question: string): McqTask {
  const given = readStringArray(raw.options) ?? [];
  const options = given.length > 0 ? given : [...placeholderMcqOptions];
  const sentence = readString(raw.sentence);
  return {
    id,
    type: 'mcq_1',
    question: question || (sentence ?? ''),
    ...(sentence === undefined ? {} : { sentence }),
    points: Math.min(mcqPointsCap, readTaskPoints(raw.points) ?? defaultTaskPoints),
    options,
    correctAnswer: resolveOptionAnswer(raw.correctAnswer, options) ?? options[0] ?? '',
  };
}

/** A boolean answer, also from the strings 'true' and 'false'; undefined otherwise. */
export function readBooleanAnswer(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function repairBinary(raw: Raw, id: string, question: string): BinaryTask {
  return {
    id,
    type: 'binary_task',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    passage: readString(raw.passage) ?? '',
    statement: readString(raw.statement) ?? '',
    correctAnswer: readBooleanAnswer(raw.correctAnswer) ?? true,
  };
}

function repairFragments(value: unknown): Fragment[] {
  if (!Array.isArray(value)) return [];
  const used = new Set<string>();
  const fragments: Fragment[] = [];
  let errorOrdinal = 0;
  for (const entry of value) {
    const rec: Record<string, unknown> = isRecord(entry) ? entry : { text: entry };
    const text = readString(rec.text) ?? (typeof rec.text === 'number' ? String(rec.text) : undefined);
    if (text === undefined) continue;
    if (rec.isError !== true) {
      fragments.push({ text, isError: false });
      continue;
    }
    errorOrdinal += 1;
    let errorId = readId(rec.errorId) ?? `error-${errorOrdinal}`;
    while (used.has(errorId)) errorId = `${errorId}-${errorOrdinal}`;
    used.add(errorId);
    fragments.push({ text, isError: true, errorId });
  }
  return fragments;
}

function repairFix(value: unknown, errorIds: readonly string[]): FixEntry[] {
  if (!Array.isArray(value)) return [];
  const fix: FixEntry[] = [];
  value.forEach((entry, position) => {
    if (!isRecord(entry)) return;
    const errorId = readId(entry.errorId) ?? errorIds[position];
    if (errorId === undefined) return;
    const given = readStringArray(entry.options) ?? [];
    const correctText = readString(entry.correct);
    const options = given.length > 0 ? given : correctText !== undefined ? [correctText] : [];
    const correct = resolveOptionAnswer(entry.correct, options) ?? options[0];
    if (correct === undefined) return;
    const original = readString(entry.original);
    fix.push({
      errorId,
      prompt: readString(entry.prompt) ?? '',
      options,
      correct,
      ...(original === undefined ? {} : { original }),
    });
  });
  return fix;
}

export function repairFindMistakes(raw: Raw, id: string, question: string): FindMistakesTask {
  const find = isRecord(raw.find) ? raw.find : {};
  const fragments = repairFragments(find.fragments);
  const errorIds = fragments.flatMap((f) => (f.errorId === undefined ? [] : [f.errorId]));
  const prompts = isRecord(find.prompts) ? find.prompts : {};
  const mistakeCount = isRecord(raw.mistakeCount) ? raw.mistakeCount : {};
  const promptFields: FindMistakesTask['find']['prompts'] = {};
  for (const key of ['allFound', 'foundCount', 'wrongGuess'] as const) {
    const text = readString(prompts[key]);
    if (text !== undefined) promptFields[key] = text;
  }
  return {
    id,
    type: 'find_mistakes',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    mode: raw.mode === 'find_and_fix' ? 'find_and_fix' : 'find_only',
    mistakeCount: {
      revealed: mistakeCount.revealed === true,
      count: readNonNegativeNumber(mistakeCount.count) ?? errorIds.length,
      display: readString(mistakeCount.display) ?? 'exactly',
    },
    find: { fragments, prompts: promptFields },
    fix: repairFix(raw.fix, errorIds),
  };
}
