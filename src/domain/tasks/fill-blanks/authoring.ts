import type { TaskAuthoring } from '#domain/homework/form-kinds';
import type { JsonObject } from '#domain/homework/form-model';
import type { BlockReader, ShorthandError } from '#domain/homework/shorthand-parts';
import { fromMarkedText, newFillBlanksTask, readFillBlanksForm, toMarkedText } from './form';

// How the teacher writes a fill_blanks task: its new card, and its shorthand block, headed "Gaps:"
// (typed answers) or "Word bank:" (chosen from the bank) with the question, then the text with
// each gap's answers in brackets (form.ts):
//
//   Gaps: Complete the sentences. (4 points)
//   She [goes] to school and [comes|gets] home at five.

/** The block's tag for typed gaps, and for a word bank. */
export const fillBlanksTags = { typed: 'Gaps', wordBank: 'Word bank' } as const;

/** A block of the shorthand: its question and the lines below its header, each with its number. */
export interface FillBlanksBlock {
  question: string;
  body: { text: string; line: number }[];
  headerLine: number;
}

/** Reads a block into the task (without its points, which the shorthand adds), or the line to fix. */
export function readFillBlanksBlock(
  block: FillBlanksBlock,
  id: string,
  wordBank: boolean,
): JsonObject | ShorthandError {
  const tag = wordBank ? fillBlanksTags.wordBank : fillBlanksTags.typed;
  const first = block.body[0];
  if (!first)
    return {
      line: block.headerLine,
      code: 'fill-blanks.shorthand.empty',
      message: `${tag}: write the text below, each gap's answer in brackets: She [goes] home.`,
      params: { tag },
    };
  const read = fromMarkedText(block.body.map((l) => l.text).join('\n'));
  if (!read.ok)
    return {
      line: first.line,
      code: 'fill-blanks.shorthand.marked-text',
      message: `${tag}: ${read.message}.`,
      params: { tag },
      cause: { code: read.code, message: read.message },
    };
  if (read.blanks.length === 0)
    return {
      line: first.line,
      code: 'fill-blanks.shorthand.no-gaps',
      message: `${tag}: put each gap's answer in brackets: She [goes] home.`,
      params: { tag },
    };
  const empty = read.blanks.findIndex((blank) => blank.answers.length === 0);
  if (empty !== -1)
    return {
      line: first.line,
      code: 'fill-blanks.shorthand.gap-without-answer',
      message: `${tag}: gap ${empty + 1} has no answer in its brackets.`,
      params: { tag, gap: empty + 1 },
    };
  return {
    id,
    type: 'fill_blanks',
    question: block.question,
    text: read.text,
    blanks: read.blanks.map((blank) => ({
      answers: blank.answers,
      ...(blank.caseSensitive ? { caseSensitive: true } : {}),
    })),
    ...(wordBank ? { wordBank: true } : {}),
  };
}

/** A task written as a block: its tag and the lines of its marked text. */
export function writeFillBlanksBlock(raw: JsonObject): { tag: string; body: string[] } {
  const view = readFillBlanksForm(raw);
  const body = toMarkedText(view)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return { tag: view.wordBank ? fillBlanksTags.wordBank : fillBlanksTags.typed, body };
}

const typed: BlockReader = (block, id) => readFillBlanksBlock(block, id, false);
const withBank: BlockReader = (block, id) => readFillBlanksBlock(block, id, true);

/** How a fill-in-the-blanks task is written. */
export const fillBlanksAuthoring: TaskAuthoring = {
  label: 'Fill in the blanks',
  blank: newFillBlanksTask,
  shorthand: {
    readers: { gaps: typed, 'fill in': typed, 'word bank': withBank },
    named: [fillBlanksTags.typed, fillBlanksTags.wordBank],
    write: writeFillBlanksBlock,
  },
};
