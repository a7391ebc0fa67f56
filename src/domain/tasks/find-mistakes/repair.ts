import { isRecord, readId, readNonNegativeNumber, readString, readStringArray } from '#domain/homework/read';
import { keyProblem, readOptionKey } from '#domain/homework/keys';
import { defaultTaskPoints, readTaskPoints } from '#domain/homework/repair-task';
import type { KeyProblem } from '#domain/tasks/base-schema';
import type { FindMistakesTask, FixEntry, Fragment } from './schema';

// The find-the-mistakes task as the teacher wrote it, repaired: defaults, mistake ids made unique,
// and a fix step whose correct answer names none of its options reported, never invented.

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

/**
 * The fix steps as written. A step whose correct names none of its options is never given its first
 * option: it is left out, and its problem reported (the caller keeps it only in find_and_fix mode).
 */
function repairFix(
  value: unknown,
  errorIds: readonly string[],
): { fix: FixEntry[]; problem: KeyProblem | undefined } {
  if (!Array.isArray(value)) return { fix: [], problem: undefined };
  const fix: FixEntry[] = [];
  let problem: KeyProblem | undefined;
  value.forEach((entry, position) => {
    if (!isRecord(entry)) return;
    const errorId = readId(entry.errorId) ?? errorIds[position];
    if (errorId === undefined) return;
    const given = readStringArray(entry.options) ?? [];
    const correctText = readString(entry.correct);
    const options = given.length > 0 ? given : correctText !== undefined ? [correctText] : [];
    const key = readOptionKey(entry.correct, options);
    if (!key.ok) {
      problem ??= keyProblem(`fix[${position}].correct`, key);
      return;
    }
    const original = readString(entry.original);
    fix.push({
      errorId,
      prompt: readString(entry.prompt) ?? '',
      options,
      correct: key.text,
      ...(original === undefined ? {} : { original }),
    });
  });
  return { fix, problem };
}

/** In find_and_fix mode, the first mistake without a fix step: its correction would be missing. */
function uncorrectedMistake(
  fragments: readonly Fragment[],
  fix: readonly FixEntry[],
): KeyProblem | undefined {
  const corrected = new Set(fix.map((step) => step.errorId));
  const at = fragments.findIndex(
    (fragment) => fragment.isError && fragment.errorId !== undefined && !corrected.has(fragment.errorId),
  );
  return at === -1
    ? undefined
    : keyProblem(`find.fragments[${at}]`, {
        code: 'find-mistakes.mistake-without-fix',
        message: 'is a mistake without a correction: add its fix entry',
      });
}

/** The task as written, with defaults filled in and key problems reported; never throws. */
export function repairFindMistakes(
  raw: Record<string, unknown>,
  id: string,
  question: string,
): FindMistakesTask {
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
  const mode = raw.mode === 'find_and_fix' ? 'find_and_fix' : 'find_only';
  const { fix, problem: fixProblem } = repairFix(raw.fix, errorIds);
  // Corrections are only played in find_and_fix mode: only there is a missing one a missing key.
  const problem = mode === 'find_and_fix' ? (fixProblem ?? uncorrectedMistake(fragments, fix)) : undefined;
  return {
    id,
    type: 'find_mistakes',
    question,
    points: readTaskPoints(raw.points) ?? defaultTaskPoints,
    mode,
    mistakeCount: {
      revealed: mistakeCount.revealed === true,
      count: readNonNegativeNumber(mistakeCount.count) ?? errorIds.length,
      display: readString(mistakeCount.display) ?? 'exactly',
    },
    find: { fragments, prompts: promptFields },
    fix,
    ...(problem === undefined ? {} : { keyProblem: problem }),
  };
}
