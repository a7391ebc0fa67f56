import {
  placeCorrect,
  readBinary,
  readCommon,
  readFindMistakes,
  readMcq,
  readSequence,
  scramble,
  sentenceWords,
  fragmentsOf,
} from './form-kinds';
import { type JsonObject, naturalPoints } from './form-model';
import { isRecord, readNonNegativeNumber, readString } from './read';
import { defaultPassingScore } from './repair';
import { readTaskPoints } from './repair-task';
import { isKnownTaskType, type KnownTaskType } from './task-types';

// The shorthand: homework typed as plain text, one task per block, blocks parted by a blank line.
// A block starts with a line naming its kind and the question ("Choice: Choose the verb."), may
// end that line with its points ("(4 points)"), and gives the task's content on the lines below:
//
//   Order:        one line = a sentence split into words; several lines = one item per line.
//                 The answer is the order typed; students see the items shuffled.
//   Choice:       the sentence (with ___ for the gap), then one option a line: "+ right", "- wrong".
//   True or false: the passage, then a last line "True: statement" or "False: statement".
//   Mistakes:     the text with each mistake in stars: *goed -> went* (the correction is optional).
//   Fix mistakes: the same, and each mistake gives its correction and the wrong options to choose
//                 from: *goed -> went | goes | gone*.
//
// A first block without a kind may set "Instructions: ..." and "Passing score: N". In a text of
// mistakes, a star or backslash meant as itself is written \* or \\, and a bar in a mistake \|.

/** A line the shorthand could not read, with its number (from 1) and what is wrong. */
export interface ShorthandError {
  line: number;
  message: string;
}

/** The shorthand read: assignmentDetails, or the lines to fix. */
export type ShorthandResult = { ok: true; details: JsonObject } | { ok: false; errors: ShorthandError[] };

interface Block {
  /** The line number (from 1) of each line. */
  lines: { text: string; line: number }[];
}

interface TaskBlock {
  question: string;
  points: number | undefined;
  body: { text: string; line: number }[];
  headerLine: number;
}

type BlockReader = (block: TaskBlock, id: string) => JsonObject | ShorthandError;

/** A block reader's answer is an error when it is not a task (every task has a type). */
function isShorthandError(read: JsonObject | ShorthandError): read is ShorthandError {
  return !('type' in read);
}

const pointsPattern = /\s*\((\d+(?:\.\d+)?)\s*points?\)\s*$/i;

function splitBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') {
      current = null;
      return;
    }
    if (!current) {
      current = { lines: [] };
      blocks.push(current);
    }
    current.lines.push({ text: line, line: i + 1 });
  });
  return blocks;
}

/** The points a task has when the shorthand gives none: what its content can score. */
function defaultPoints(task: JsonObject): number {
  const { points: _none, ...rest } = task;
  return naturalPoints(rest) ?? 0;
}

function withPoints(task: JsonObject, points: number | undefined): JsonObject {
  return { ...task, points: points ?? defaultPoints(task) };
}

const readOrder: BlockReader = (block, id) => {
  if (block.body.length === 0)
    return { line: block.headerLine, message: 'Order: type the sentence (or the items, one a line) below.' };
  const correctOrder =
    block.body.length === 1 ? sentenceWords(block.body[0]?.text ?? '') : block.body.map((l) => l.text);
  const task = {
    id,
    type: 'sequence_task',
    question: block.question,
    items: scramble(correctOrder),
    correctOrder,
  };
  return withPoints(task, block.points);
};

const readChoice: BlockReader = (block, id) => {
  const sentence: string[] = [];
  const options: string[] = [];
  let correct = -1;
  for (const { text, line } of block.body) {
    const option = /^([+-])\s*(.*)$/.exec(text);
    if (!option) {
      if (options.length > 0)
        return {
          line,
          message: 'Choice: the sentence comes before the options; start an option with + or -.',
        };
      sentence.push(text);
      continue;
    }
    if (option[2] === '') return { line, message: 'Choice: an option needs its text.' };
    if (option[1] === '+') {
      if (correct !== -1) return { line, message: 'Choice: only one option is marked right (+).' };
      correct = options.length;
    }
    options.push(option[2] as string);
  }
  if (options.length < 2)
    return {
      line: block.headerLine,
      message: 'Choice: give at least 2 options, one a line, "+ right" or "- wrong".',
    };
  if (correct === -1) return { line: block.headerLine, message: 'Choice: mark the right option with +.' };
  const task = {
    id,
    type: 'mcq_1',
    question: block.question,
    ...(sentence.length > 0 ? { sentence: sentence.join('\n') } : {}),
    options,
    correctAnswer: options[correct],
  };
  return withPoints(task, block.points);
};

const readTrueFalse: BlockReader = (block, id) => {
  const last = block.body.at(-1);
  const statement = last ? /^(true|false)\s*:\s*(.*)$/i.exec(last.text) : null;
  if (!last || !statement)
    return {
      line: last?.line ?? block.headerLine,
      message: 'True or false: end with a line "True: statement" or "False: statement".',
    };
  const task = {
    id,
    type: 'binary_task',
    question: block.question,
    passage: block.body
      .slice(0, -1)
      .map((l) => l.text)
      .join('\n'),
    statement: statement[2],
    correctAnswer: statement[1]?.toLowerCase() === 'true',
  };
  return withPoints(task, block.points);
};

interface Mark {
  start: number;
  end: number;
  wrongText: string;
  correction: string;
  wrong: string[];
}

/** Reads a text with *marked* mistakes: the plain text and the marks, or the problem. */
function readMarkedText(source: string): { text: string; marks: Mark[] } | string {
  let text = '';
  const marks: Mark[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (c === '\\' && i + 1 < source.length) {
      text += source[i + 1];
      i += 2;
      continue;
    }
    if (c !== '*') {
      text += c;
      i += 1;
      continue;
    }
    // A mark: up to the next star not escaped; bars part the options, kept escaped until split.
    let inner = '';
    let j = i + 1;
    while (j < source.length && source[j] !== '*') {
      if (source[j] === '\\' && j + 1 < source.length) {
        inner += source[j + 1] === '|' ? '\u0000' : source[j + 1];
        j += 2;
      } else {
        inner += source[j];
        j += 1;
      }
    }
    if (j >= source.length) return 'a mistake opened with * is not closed with *.';
    const arrow = inner.indexOf('->');
    const wrongText = (arrow === -1 ? inner : inner.slice(0, arrow)).trim().replaceAll('\u0000', '|');
    if (wrongText === '') return 'a *mistake* needs its wrong words between the stars.';
    const choices =
      arrow === -1
        ? []
        : inner
            .slice(arrow + 2)
            .split('|')
            .map((choice) => choice.replaceAll('\u0000', '|').trim());
    const [correction = '', ...wrong] = choices;
    if (wrong.some((w) => w === '')) return 'an option between bars is empty.';
    marks.push({ start: text.length, end: text.length + wrongText.length, wrongText, correction, wrong });
    text += wrongText;
    i = j + 1;
  }
  return { text, marks };
}

function mistakesReader(fixMode: boolean): BlockReader {
  return (block, id) => {
    const tag = fixMode ? 'Fix mistakes' : 'Mistakes';
    if (block.body.length === 0)
      return { line: block.headerLine, message: `${tag}: type the text below, each mistake in *stars*.` };
    const read = readMarkedText(block.body.map((l) => l.text).join('\n'));
    if (typeof read === 'string')
      return { line: block.body[0]?.line ?? block.headerLine, message: `${tag}: ${read}` };
    if (read.marks.length === 0)
      return {
        line: block.body[0]?.line ?? block.headerLine,
        message: `${tag}: mark at least one *mistake*.`,
      };
    const missing = read.marks.find((mark) => fixMode && mark.correction === '');
    if (missing)
      return {
        line: block.body[0]?.line ?? block.headerLine,
        message: `${tag}: give *${missing.wrongText}* its correction: *${missing.wrongText} -> right | wrong | wrong*.`,
      };
    const marks = read.marks.map((mark, n) => ({ ...mark, errorId: `e${n + 1}` }));
    const task = {
      id,
      type: 'find_mistakes',
      question: block.question,
      mode: fixMode ? 'find_and_fix' : 'find_only',
      mistakeCount: { revealed: true, count: marks.length, display: 'exactly' },
      find: { fragments: fragmentsOf(read.text, marks), prompts: {} },
      fix: marks
        .filter((mark) => mark.correction !== '' || mark.wrong.length > 0)
        .map((mark) => ({
          errorId: mark.errorId,
          prompt: `Fix "${mark.wrongText}"`,
          options: placeCorrect(mark.errorId, mark.correction, mark.wrong),
          correct: mark.correction,
        })),
    };
    return withPoints(task, block.points);
  };
}

/** The words a block may start with, and how each kind's block is read. */
const blockReaders: Record<string, BlockReader> = {
  order: readOrder,
  scramble: readOrder,
  choice: readChoice,
  'true or false': readTrueFalse,
  'true/false': readTrueFalse,
  mistakes: mistakesReader(false),
  'find mistakes': mistakesReader(false),
  'fix mistakes': mistakesReader(true),
};

const tagPattern = new RegExp(
  `^(${Object.keys(blockReaders).join('|').replace('/', '\\/')})\\s*:\\s*(.*)$`,
  'i',
);

const kindNames = 'Order:, Choice:, True or false:, Mistakes: or Fix mistakes:';

function readHeader(block: Block, details: JsonObject, errors: ShorthandError[]): void {
  let key: 'instructions' | null = null;
  for (const { text, line } of block.lines) {
    const field = /^(instructions|passing score|pass)\s*:\s*(.*)$/i.exec(text);
    if (field?.[1]?.toLowerCase() === 'instructions') {
      details.instructions = field[2];
      key = 'instructions';
    } else if (field) {
      const score = readNonNegativeNumber(field[2]);
      if (score === undefined)
        errors.push({ line, message: 'Passing score: give a number, e.g. Passing score: 7.' });
      else details.passingScore = score;
      key = null;
    } else if (key === 'instructions') details.instructions = `${String(details.instructions)}\n${text}`;
    else errors.push({ line, message: `A task starts with ${kindNames} (this line has none).` });
  }
}

/** Reads the shorthand into assignmentDetails (tasks q1, q2, ...; totalPoints their sum). */
export function parseShorthand(text: string): ShorthandResult {
  const errors: ShorthandError[] = [];
  const details: JsonObject = { instructions: '' };
  const tasks: JsonObject[] = [];
  splitBlocks(text).forEach((block, index) => {
    const first = block.lines[0] as { text: string; line: number };
    const tag = tagPattern.exec(first.text);
    if (!tag) {
      if (index === 0) readHeader(block, details, errors);
      else errors.push({ line: first.line, message: `A task starts with ${kindNames}` });
      return;
    }
    const reader = blockReaders[(tag[1] as string).toLowerCase()] as BlockReader;
    let question = tag[2] as string;
    const points = pointsPattern.exec(question);
    if (points) question = question.slice(0, points.index);
    const read = reader(
      {
        question: question.trim(),
        points: points ? Number(points[1]) : undefined,
        body: block.lines.slice(1),
        headerLine: first.line,
      },
      `q${tasks.length + 1}`,
    );
    if (isShorthandError(read)) errors.push(read);
    else tasks.push(read);
  });
  if (errors.length === 0 && tasks.length === 0)
    errors.push({ line: 1, message: `Write at least one task, starting with ${kindNames}` });
  if (errors.length > 0) return { ok: false, errors };
  const totalPoints = tasks.reduce((sum, task) => sum + (readTaskPoints(task.points) ?? 0), 0);
  return {
    ok: true,
    details: {
      totalPoints,
      passingScore: details.passingScore ?? defaultPassingScore(totalPoints),
      instructions: details.instructions,
      tasks,
    },
  };
}

// ---- JSON to shorthand ----

type BlockWriter = (raw: JsonObject) => { tag: string; body: string[] };

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function escapeText(text: string): string {
  return text.replace(/[\\*]/g, (c) => `\\${c}`);
}

function escapeMark(text: string): string {
  return text.replace(/[\\*|]/g, (c) => `\\${c}`);
}

/** How each kind of task is written as shorthand (a lookup by type, no branching on it). */
const blockWriters: { [K in KnownTaskType]: BlockWriter } = {
  sequence_task: (raw) => {
    const { correctOrder } = readSequence(raw);
    const asSentence =
      correctOrder.length > 1 && correctOrder.every((item) => sentenceWords(item).length === 1);
    return { tag: 'Order', body: asSentence ? [correctOrder.join(' ')] : correctOrder.map(oneLine) };
  },
  mcq_1: (raw) => {
    const view = readMcq(raw);
    return {
      tag: 'Choice',
      body: [
        ...lines(view.sentence),
        ...view.options.map((o, i) => `${i === view.correct ? '+' : '-'} ${oneLine(o)}`),
      ],
    };
  },
  binary_task: (raw) => {
    const view = readBinary(raw);
    return {
      tag: 'True or false',
      body: [
        ...lines(view.passage),
        `${view.answer === false ? 'False' : 'True'}: ${oneLine(view.statement)}`,
      ],
    };
  },
  find_mistakes: (raw) => {
    const view = readFindMistakes(raw);
    let text = '';
    let at = 0;
    for (const mistake of view.mistakes) {
      text += escapeText(view.text.slice(at, mistake.start));
      const choices = [mistake.correction, ...mistake.wrong].filter((c, i) => i === 0 || c !== '');
      const fix =
        mistake.correction === '' && mistake.wrong.length === 0
          ? ''
          : ` -> ${choices.map(escapeMark).join(' | ')}`;
      text += `*${escapeMark(mistake.text)}${fix}*`;
      at = mistake.end;
    }
    text += escapeText(view.text.slice(at));
    return { tag: view.fixMode ? 'Fix mistakes' : 'Mistakes', body: lines(text) };
  },
};

/** Shorthand of assignmentDetails; tasks of a type it does not know are left out and named. */
export function toShorthand(details: unknown): { text: string; skipped: string[] } {
  const record = isRecord(details) ? details : {};
  const tasks = Array.isArray(record.tasks) ? record.tasks.filter(isRecord) : [];
  const blocks: string[] = [];
  const skipped: string[] = [];
  const header: string[] = [];
  const instructions = readString(record.instructions) ?? '';
  if (instructions.trim() !== '') header.push(`Instructions: ${lines(instructions).join('\n')}`);
  const written: JsonObject[] = [];
  for (const raw of tasks) {
    const type = readString(raw.type)?.trim() ?? '';
    if (!isKnownTaskType(type)) {
      skipped.push(String(raw.id ?? type));
      continue;
    }
    written.push(raw);
    const { tag, body } = blockWriters[type](raw);
    const { question } = readCommon(raw);
    const points = readTaskPoints(raw.points);
    const suffix =
      points === undefined || points === defaultPoints(raw)
        ? ''
        : ` (${points} ${points === 1 ? 'point' : 'points'})`;
    const head = `${tag}: ${oneLine(question)}${suffix}`.replace(/:\s+$/, ':');
    blocks.push([head, ...body].join('\n'));
  }
  const sum = written.reduce((total, raw) => total + (readTaskPoints(raw.points) ?? 0), 0);
  const passing = readNonNegativeNumber(record.passingScore);
  if (passing !== undefined && passing !== defaultPassingScore(sum)) header.push(`Passing score: ${passing}`);
  return { text: [...(header.length > 0 ? [header.join('\n')] : []), ...blocks].join('\n\n'), skipped };
}
