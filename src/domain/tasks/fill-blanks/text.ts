import type { Blank, BlankVerdict } from './types';

// How a typed answer is compared with a gap's accepted answers. Typing differs between keyboards
// and phones in ways that are never the student's mistake: a phone writes ’ where a laptop writes
// ', a dash may come out as – or —, and a stray double space is invisible. Those are made the same
// before comparing, and so are capitals unless the teacher asked for them. A text still different
// after that is either a near miss (the student knows the word and slipped on its spelling: one
// letter added, dropped, changed or two swapped, or an accent or capital wrong) or a wrong answer.

/** Apostrophes and primes written by different keyboards, all read as '. */
const apostrophes = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u02B9\u0060\u00B4]/g;
/** Double quotes and guillemets, all read as ". */
const quotes = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
/** Hyphens, dashes and the minus sign, all read as -. */
const dashes = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** An answer as it is compared: typographic marks made plain, spaces collapsed, capitals folded unless they count. */
export function normaliseAnswer(text: string, caseSensitive = false): string {
  const plain = text
    .normalize('NFC')
    .replace(apostrophes, "'")
    .replace(quotes, '"')
    .replace(dashes, '-')
    .replace(/\s+/g, ' ')
    .trim();
  return caseSensitive ? plain : plain.toLowerCase();
}

/** A text without its accents (é → e, ñ → n), for telling a wrong accent from a wrong word. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/**
 * Whether two texts are at most one edit apart: one character added, dropped or changed, or two
 * neighbours swapped. Linear in their length (it stops at the second difference).
 */
export function withinOneEdit(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  if (i === x.length && i === y.length) return true;
  const rest = (p: number, q: number) => x.slice(p).join('') === y.slice(q).join('');
  if (x.length === y.length) {
    const swapped = x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2, i + 2);
    return swapped || rest(i + 1, i + 1);
  }
  return x.length > y.length ? rest(i + 1, i) : rest(i, i + 1);
}

/**
 * Answers shorter than this are never a spelling slip by one edit: between "a" and "an", "in" and
 * "on", "is" and "it" the one letter is the whole grammar point. A wrong accent or capital still is.
 */
export const nearMissMinLength = 4;

/** How a text compares with one gap: right (one of its answers), near (a slip of one), or wrong. */
export function compareWithBlank(text: string, blank: Blank, allowNear: boolean): BlankVerdict {
  const cs = blank.caseSensitive === true;
  const given = normaliseAnswer(text, cs);
  if (blank.answers.some((answer) => normaliseAnswer(answer, cs) === given)) return 'right';
  if (!allowNear) return 'wrong';
  const loose = withoutAccents(normaliseAnswer(text)).toLowerCase();
  for (const answer of blank.answers) {
    const wanted = normaliseAnswer(answer, cs);
    if (withoutAccents(normaliseAnswer(answer)).toLowerCase() === loose) return 'near';
    if (
      [...wanted].length >= nearMissMinLength &&
      withinOneEdit(withoutAccents(given), withoutAccents(wanted))
    )
      return 'near';
  }
  return 'wrong';
}

/** The gaps of a text: each run of three or more underscores. */
export const gapPattern = /_{3,}/g;

/** How many gaps a text has. */
export function countGaps(text: string): number {
  return text.match(gapPattern)?.length ?? 0;
}

/** The text cut at its gaps: one more piece than there are gaps (pieces may be empty). */
export function textPieces(text: string): string[] {
  return text.split(gapPattern);
}
