import { keyProblem } from '#domain/homework/keys';
import { isRecord, readString, readStringArray } from '#domain/homework/read';
import { readTaskPoints } from '#domain/homework/repair-task';
import { blankPoints, maxAnswerLength } from './engine';
import { countGaps } from './text';
import type { Blank, FillBlanksTask } from './types';

// Reading a fill_blanks task as the teacher wrote it. Its key is its blanks' answers, and as for
// every kind (decision 016) none is made up: a text whose gaps (`___`) do not match the blanks one
// for one, or a gap without an answer, is a key problem, refused at save with its path and never
// played if it was stored before. Answers are trimmed; an empty one is dropped.

/** One blank as written: `{ answers, caseSensitive? }`, or (leniently) a bare answer or list of answers. */
function readBlank(entry: unknown): Blank {
  const fields = isRecord(entry) ? entry : { answers: entry };
  const answers = (
    readStringArray(fields.answers) ?? (typeof fields.answers === 'string' ? [fields.answers] : [])
  )
    .map((answer) => answer.trim())
    .filter((answer) => answer !== '');
  return { answers, ...(fields.caseSensitive === true ? { caseSensitive: true } : {}) };
}

/** What is wrong with the key of a fill_blanks task, as the field and the reason, or null. */
function fillBlanksKeyProblem(raw: Record<string, unknown>, text: string, blanks: Blank[]) {
  const gaps = countGaps(text);
  if (gaps === 0)
    return keyProblem('text', {
      code: 'fill-blanks.no-gaps',
      message: 'has no gaps; write ___ (three underscores) where each gap goes',
    });
  if (!Array.isArray(raw.blanks))
    return keyProblem('blanks', {
      code: 'fill-blanks.blanks-missing',
      message: 'missing; list one blank, with its answers, per ___ of the text',
    });
  if (blanks.length !== gaps)
    return keyProblem('blanks', {
      code: 'fill-blanks.blanks-not-gaps',
      message: `has ${blanks.length} blank${blanks.length === 1 ? '' : 's'} but the text has ${gaps} gap${gaps === 1 ? '' : 's'} (___); each ___ is the next blank, in order`,
      params: { blanks: blanks.length, gaps },
    });
  const empty = blanks.findIndex((blank) => blank.answers.length === 0);
  if (empty !== -1)
    return keyProblem(`blanks[${empty}].answers`, {
      code: 'fill-blanks.no-answer',
      message: 'missing; write at least one accepted answer',
    });
  for (const [b, blank] of blanks.entries()) {
    const long = blank.answers.findIndex((answer) => answer.length > maxAnswerLength);
    const length = blank.answers[long]?.length ?? 0;
    if (long !== -1)
      return keyProblem(`blanks[${b}].answers[${long}]`, {
        code: 'fill-blanks.answer-too-long',
        message: `has ${length} characters; a gap takes at most ${maxAnswerLength}`,
        params: { length, max: maxAnswerLength },
      });
  }
  return undefined;
}

/** Repairs a fill_blanks task as stored; never throws. */
export function repairFillBlanks(raw: Record<string, unknown>, id: string, question: string): FillBlanksTask {
  const text = readString(raw.text) ?? '';
  const blanks = Array.isArray(raw.blanks) ? raw.blanks.map(readBlank) : [];
  const problem = fillBlanksKeyProblem(raw, text, blanks);
  return {
    id,
    type: 'fill_blanks',
    question,
    points: readTaskPoints(raw.points) ?? blankPoints * blanks.length,
    text,
    blanks,
    ...(raw.wordBank === true ? { wordBank: true } : {}),
    ...(problem ? { keyProblem: problem } : {}),
  };
}
