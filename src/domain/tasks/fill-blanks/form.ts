import { type JsonObject, withFollowedPoints } from '#domain/homework/form-model';
import { isRecord, readString, readStringArray } from '#domain/homework/read';
import { countGaps, textPieces } from './text';

// How a tutor writes a fill_blanks task by hand, in the form editor and in the shorthand: the text
// with each gap's answers in square brackets, "She [goes] to school and [comes|gets] home." Several
// accepted answers are parted by |; a gap whose capitals count starts with =, "[=Monday]". A
// bracket, bar, equals sign or backslash meant as itself is written \[ \] \| \= \\. The JSON keeps
// the text with ___ for each gap and the answers in `blanks`, which is what this turns it into and
// back.

/** One gap as the form shows it. */
export interface BlankView {
  answers: string[];
  caseSensitive: boolean;
}

/** A fill_blanks task as the form shows it. */
export interface FillBlanksView {
  /** The text with ___ for each gap. */
  text: string;
  blanks: BlankView[];
  wordBank: boolean;
}

/** Reads a fill_blanks task (total: any JSON gives a view). */
export function readFillBlanksForm(raw: JsonObject): FillBlanksView {
  const blanks = (Array.isArray(raw.blanks) ? raw.blanks : []).map((entry) => {
    const fields = isRecord(entry) ? entry : {};
    return { answers: readStringArray(fields.answers) ?? [], caseSensitive: fields.caseSensitive === true };
  });
  return { text: readString(raw.text) ?? '', blanks, wordBank: raw.wordBank === true };
}

/** The JSON's blanks for a view's (caseSensitive written only when it counts). */
function blanksJson(blanks: readonly BlankView[]): JsonObject[] {
  return blanks.map((blank) => ({
    answers: blank.answers,
    ...(blank.caseSensitive ? { caseSensitive: true } : {}),
  }));
}

/** Sets the text and the blanks (points follow the gaps when they followed them before). */
export function writeFillBlanks(raw: JsonObject, text: string, blanks: readonly BlankView[]): JsonObject {
  return withFollowedPoints(raw, { ...raw, text, blanks: blanksJson(blanks) });
}

/** Sets whether students choose from a word bank. */
export function writeFillBlanksWordBank(raw: JsonObject, wordBank: boolean): JsonObject {
  const { wordBank: _old, ...rest } = raw;
  return wordBank ? { ...rest, wordBank: true } : rest;
}

const escapeIn = (text: string) => text.replace(/[\\[\]]/g, (c) => `\\${c}`);
const escapeAnswer = (text: string) => text.replace(/[\\[\]|=]/g, (c) => `\\${c}`);

/** The text with each gap's answers in brackets (a gap without a blank stays ___). */
export function toMarkedText(view: Pick<FillBlanksView, 'text' | 'blanks'>): string {
  const pieces = textPieces(view.text);
  return pieces
    .map((piece, i) => {
      if (i === pieces.length - 1) return escapeIn(piece);
      const blank = view.blanks[i];
      const mark = blank
        ? `[${blank.caseSensitive ? '=' : ''}${blank.answers.map(escapeAnswer).join('|')}]`
        : '___';
      return `${escapeIn(piece)}${mark}`;
    })
    .join('');
}

/** A marked text read: the text with ___ for each gap and the blanks, or what is wrong. */
export type MarkedText =
  | { ok: true; text: string; blanks: BlankView[] }
  | { ok: false; code: string; message: string };

/** Reads a text with bracketed gaps; brackets that do not close, or close without opening, are refused. */
export function fromMarkedText(source: string): MarkedText {
  let text = '';
  const blanks: BlankView[] = [];
  let gap: { answers: string[]; current: string; caseSensitive: boolean; fresh: boolean } | null = null;
  for (let i = 0; i < source.length; i += 1) {
    let c = source[i] as string;
    const escaped = c === '\\' && i + 1 < source.length;
    if (escaped) {
      i += 1;
      c = source[i] as string;
    }
    if (gap === null) {
      if (!escaped && c === '[') gap = { answers: [], current: '', caseSensitive: false, fresh: true };
      else if (!escaped && c === ']')
        return {
          ok: false,
          code: 'fill-blanks.stray-close',
          message: 'a ] closes no gap; write \\] for a bracket',
        };
      else text += c;
      continue;
    }
    if (!escaped && c === '=' && gap.fresh) gap.caseSensitive = true;
    else if (!escaped && c === '|') {
      gap.answers.push(gap.current.trim());
      gap.current = '';
    } else if (!escaped && c === ']') {
      gap.answers.push(gap.current.trim());
      blanks.push({ answers: gap.answers.filter((a) => a !== ''), caseSensitive: gap.caseSensitive });
      text += '___';
      gap = null;
      continue;
    } else if (!escaped && c === '[')
      return {
        ok: false,
        code: 'fill-blanks.gap-in-gap',
        message: 'a gap opens inside another; close it with ] first',
      };
    else gap.current += c;
    gap.fresh = false;
  }
  if (gap !== null)
    return { ok: false, code: 'fill-blanks.gap-not-closed', message: 'a gap [ is not closed with ]' };
  // In the JSON a gap is a run of underscores, so two gaps side by side (or a gap beside an
  // underscore of the text) would read as one.
  if (countGaps(text) !== blanks.length)
    return {
      ok: false,
      code: 'fill-blanks.gap-touches',
      message: 'a gap touches another gap or an underscore; put a space between them',
    };
  return { ok: true, text, blanks };
}

/** A new card of this kind. */
export function newFillBlanksTask(id: string): JsonObject {
  return { id, type: 'fill_blanks', question: 'Fill in the gaps.', points: 0, text: '', blanks: [] };
}
