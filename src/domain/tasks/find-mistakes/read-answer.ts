import { isRecord, readId, readString, readStringArray } from '#domain/homework/read';
import { type CorruptReporter, parseMaybeJson, readCount } from '#domain/submissions/read-answer';
import type { FindMistakesDetail, FixCorrection } from './schema';

// Reading the find-the-mistakes fields of a recorded answer (its clicks, finds and corrections).

/** The corrections of a recorded answer, each read field by field; an entry without errorId is left out. */
export function normaliseCorrections(value: unknown): FixCorrection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    if (!isRecord(entry)) return [];
    const errorId = readId(entry.errorId);
    if (errorId === undefined) return [];
    return [
      {
        errorId,
        selectedOption: readString(entry.selectedOption) ?? '',
        isCorrect: entry.isCorrect === true,
        attempts: Math.max(1, readCount(entry.attempts)),
      },
    ];
  });
}

/**
 * The whole numbers of zero or more in a list of clicked fragments (anything else left out). The
 * list read is answered as it is when every entry is one, which is nearly always: a posted answer
 * is read before its task's cap refuses a list that is too long, and copying the half a million
 * entries of a 1 MB body took 45 ms of the event loop here (the new memory, not the checks).
 */
function readFragmentIndices(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const isIndex = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  return value.every(isIndex) ? value : value.filter(isIndex);
}

export function normaliseFindDetail(
  value: unknown,
  onCorrupt: CorruptReporter | undefined,
): FindMistakesDetail {
  const raw = parseMaybeJson(value, 'find-mistakes responses', onCorrupt);
  const detail = isRecord(raw) ? raw : {};
  return {
    clickedFragments: readFragmentIndices(detail.clickedFragments),
    correctlyIdentified: readStringArray(detail.correctlyIdentified) ?? [],
    incorrectClicks: Array.isArray(detail.incorrectClicks)
      ? detail.incorrectClicks.length
      : readCount(detail.incorrectClicks),
    missedErrors: readStringArray(detail.missedErrors) ?? [],
    corrections: normaliseCorrections(detail.corrections),
  };
}
