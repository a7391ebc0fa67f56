import { msg, t } from '@lingui/core/macro';
import type { Descriptor } from '../../i18n/translator';
// What is wrong with a pasted homework JSON that does not parse, said so a tutor can act on it:
// where (line and column, and the line itself) and what, plus one-click fixes for the two slips a
// word processor or a hand edit most often makes (curly quotes, a comma before a closing bracket).
// The browser's own JSON.parse messages differ between browsers and rarely say the line, so the
// text is scanned here. The words are in the teacher's language (the scan runs when the panel shows).

/** Where a JSON text stops being JSON, and why. */
export interface JsonErrorPlace {
  /** 1-based line and column (in characters) of the offending character, or of the end of the text. */
  line: number;
  column: number;
  /** That line as written (tabs kept), without its line break. */
  lineText: string;
  /** What is wrong there, in words. */
  message: string;
}

/** A change that may make the text parse, offered as one click. */
export interface JsonFix {
  id: 'curly-quotes' | 'trailing-commas';
  /** The button's text (translated where it is shown). */
  label: Descriptor;
  /** The text with the fix applied. */
  apply: (text: string) => string;
}

// The braces are put in as values: a brace written in a message would start an ICU placeholder.
const openBrace = '{';
const closeBrace = '}';

const curlyDoubleQuotes = new Set(['\u201c', '\u201d', '\u201e', '\u201f', '\u2033']);
const maxDepth = 512;

class JsonStop {
  constructor(
    readonly at: number,
    readonly message: string,
  ) {}
}

/** A short name for the character at `at`, as the tutor would see it. */
function shown(text: string, at: number): string {
  const char = text[at];
  if (char === undefined) return t`the end of the text`;
  if (char === '\n' || char === '\r') return t`the end of the line`;
  // i18n-exempt: the character itself, in quotation marks
  return `“${char}”`;
}

/** Scans JSON text and throws a JsonStop at the first place it is not JSON. */
function scan(text: string): void {
  let at = 0;
  const space = () => {
    while (at < text.length && ' \t\n\r'.includes(text[at] as string)) at += 1;
  };
  const unexpected = (expected: string): never => {
    const char = text[at] as string | undefined;
    if (char !== undefined && curlyDoubleQuotes.has(char)) {
      const quote = shown(text, at);
      throw new JsonStop(at, t`${quote} is a curly quote; JSON needs straight quotes (")`);
    }
    if (char === "'") throw new JsonStop(at, t`JSON needs double quotes (") around text, not single quotes`);
    const found = shown(text, at);
    throw new JsonStop(at, t`expected ${expected} but found ${found}`);
  };
  const string = () => {
    at += 1; // the opening quote
    while (at < text.length) {
      const char = text[at] as string;
      if (char === '"') {
        at += 1;
        return;
      }
      if (char === '\n' || char === '\r') {
        throw new JsonStop(at, t`the text in quotes is not closed before the end of the line`);
      }
      if (char === '\\') {
        const next = text[at + 1];
        if (next === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(at + 2, at + 6))) {
            throw new JsonStop(at, t`a \\u escape needs four hexadecimal digits`);
          }
          at += 6;
          continue;
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) {
          throw new JsonStop(
            at,
            t`a backslash must be followed by one of " \\ / b f n r t u (write \\\\ for a backslash)`,
          );
        }
        at += 2;
        continue;
      }
      if (char < ' ')
        throw new JsonStop(at, t`a tab or control character must be written as an escape (\\t)`);
      at += 1;
    }
    throw new JsonStop(at, t`the text in quotes is not closed`);
  };
  const numberPattern = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;
  const number = () => {
    numberPattern.lastIndex = at;
    const match = numberPattern.exec(text);
    if (!match) unexpected(t`a value`);
    at += (match as RegExpExecArray)[0].length;
  };
  const value = (depth: number) => {
    if (depth > maxDepth) throw new JsonStop(at, t`nested more than ${maxDepth} levels deep`);
    space();
    const char = text[at];
    if (char === '{') return object(depth);
    if (char === '[') return array(depth);
    if (char === '"') return string();
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) return number();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, at)) {
        at += word.length;
        return;
      }
    }
    unexpected(t`a value (text in quotes, a number, true, false, null, [ or ${openBrace})`);
  };
  const object = (depth: number) => {
    at += 1;
    space();
    if (text[at] === '}') {
      at += 1;
      return;
    }
    for (;;) {
      space();
      if (text[at] !== '"') {
        if (text[at] === '}')
          throw new JsonStop(at, t`a comma before ${closeBrace} must be removed (trailing comma)`);
        unexpected(t`a property name in double quotes`);
      }
      string();
      space();
      if (text[at] !== ':') unexpected(t`a colon (:) after the property name`);
      at += 1;
      value(depth + 1);
      space();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === '}') {
        at += 1;
        return;
      }
      unexpected(t`a comma or ${closeBrace}`);
    }
  };
  const array = (depth: number) => {
    at += 1;
    space();
    if (text[at] === ']') {
      at += 1;
      return;
    }
    for (;;) {
      space();
      if (text[at] === ']') throw new JsonStop(at, t`a comma before ] must be removed (trailing comma)`);
      value(depth + 1);
      space();
      if (text[at] === ',') {
        at += 1;
        continue;
      }
      if (text[at] === ']') {
        at += 1;
        return;
      }
      unexpected(t`a comma or ]`);
    }
  };
  value(0);
  space();
  const after = at < text.length ? shown(text, at) : '';
  if (at < text.length) throw new JsonStop(at, t`unexpected ${after} after the end of the JSON`);
}

/** The line, column and line text of an offset. */
function placeOf(text: string, offset: number): Omit<JsonErrorPlace, 'message'> {
  const before = text.slice(0, offset);
  const lineStart = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('\r')) + 1;
  const line = (before.match(/\r\n|\r|\n/g)?.length ?? 0) + 1;
  const rest = text.slice(lineStart);
  const lineEnd = rest.search(/\r|\n/);
  return {
    line,
    column: offset - lineStart + 1,
    lineText: lineEnd === -1 ? rest : rest.slice(0, lineEnd),
  };
}

/** Where and why the text is not JSON, or null when it parses. */
export function locateJsonError(text: string): JsonErrorPlace | null {
  try {
    scan(text);
    return null;
  } catch (error) {
    if (!(error instanceof JsonStop)) throw error;
    return { ...placeOf(text, error.at), message: error.message };
  }
}

/**
 * Runs over the text, telling `visit` of each character outside text in quotes; a string opened
 * by a curly double quote is closed by the next double quote of either kind (a word processor
 * curls both ends), one opened by a straight quote only by a straight one (curly quotes inside it
 * are the tutor's text).
 */
function rewriteOutsideStrings(
  text: string,
  visit: (char: string, at: number, out: string[]) => boolean,
  onCurly?: (out: string[]) => void,
): string {
  const out: string[] = [];
  let inString: 'straight' | 'curly' | null = null;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at] as string;
    if (inString !== null) {
      if (char === '\\') {
        out.push(char, text[at + 1] ?? '');
        at += 1;
        continue;
      }
      const closesStraight = char === '"';
      const closesCurly = inString === 'curly' && curlyDoubleQuotes.has(char);
      if (closesStraight || closesCurly) {
        inString = null;
        if (closesCurly && onCurly) {
          onCurly(out);
          continue;
        }
      }
      out.push(char);
      continue;
    }
    if (char === '"') inString = 'straight';
    else if (curlyDoubleQuotes.has(char)) {
      inString = 'curly';
      if (onCurly) {
        onCurly(out);
        continue;
      }
    }
    if (!visit(char, at, out)) out.push(char);
  }
  return out.join('');
}

/** The text with curly double quotes that open or close JSON strings made straight. */
export function straightenQuotes(text: string): string {
  return rewriteOutsideStrings(
    text,
    () => false,
    (out) => out.push('"'),
  );
}

/** The text without commas that stand right before a closing } or ] (outside text in quotes). */
export function removeTrailingCommas(text: string): string {
  // The next character that is not white space after each place, found in one pass from the end.
  const nextSolid: string[] = new Array(text.length + 1);
  nextSolid[text.length] = '';
  for (let at = text.length - 1; at >= 0; at -= 1) {
    const char = text[at] as string;
    nextSolid[at] = /\s/.test(char) ? (nextSolid[at + 1] as string) : char;
  }
  return rewriteOutsideStrings(text, (char, at) => {
    if (char !== ',') return false;
    const next = nextSolid[at + 1];
    return next === '}' || next === ']';
  });
}

const fixes: readonly JsonFix[] = [
  { id: 'curly-quotes', label: msg`Replace curly quotes with straight quotes`, apply: straightenQuotes },
  { id: 'trailing-commas', label: msg`Remove trailing commas`, apply: removeTrailingCommas },
];

/** The one-click fixes that change this text, each offered only when the text does not parse. */
export function offeredJsonFixes(text: string): JsonFix[] {
  if (locateJsonError(text) === null) return [];
  return fixes.filter((fix) => fix.apply(text) !== text);
}
