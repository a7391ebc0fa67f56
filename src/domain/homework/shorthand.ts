import { readCommon } from './form-kinds';
import { type JsonObject, naturalPoints } from './form-model';
import { isRecord, readNonNegativeNumber, readString } from './read';
import { defaultPassingScore } from './repair';
import { readTaskPoints } from './repair-task';
import { type BlockReader, lines, oneLine, type ShorthandError } from './shorthand-parts';
import { allTaskKinds, isKnownTaskType, kindOfType } from './task-types';

export type { ShorthandError } from './shorthand-parts';

// The shorthand: homework typed as plain text, one task per block, blocks parted by a blank line.
// A block starts with a line naming its kind and the question ("Choice: Choose the verb."), may
// end that line with its points ("(4 points)"), and gives the task's content on the lines below,
// as each kind reads it (its authoring.ts in src/domain/tasks/<kind>/ says how).
//
// A first block without a kind may set "Instructions: ..." and "Passing score: N".
//
// Any task's block may give its explanation (why the answer is right, shown to the student once the
// task is finished) on lines starting "Why:", anywhere below the first line; several such lines are
// one explanation of several lines. A kind may have its own (a choice's option: "+ an  Why: ...").

/** The shorthand read: assignmentDetails, or the lines to fix. */
export type ShorthandResult = { ok: true; details: JsonObject } | { ok: false; errors: ShorthandError[] };

interface Block {
  /** The line number (from 1) of each line. */
  lines: { text: string; line: number }[];
}

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

const whyPattern = /^why\s*:\s*(.*)$/i;

/** A block's body without its "Why:" lines, and the explanation they give ('' for none). */
function takeExplanation(body: { text: string; line: number }[]): {
  body: { text: string; line: number }[];
  explanation: string;
} {
  const why: string[] = [];
  const rest = body.filter(({ text }) => {
    const found = whyPattern.exec(text);
    if (found && (found[1] as string) !== '') why.push(found[1] as string);
    return !found;
  });
  return { body: rest, explanation: why.join('\n') };
}

/** The words a block may start with, and how each kind's block is read. */
const blockReaders: Record<string, BlockReader> = Object.assign(
  {},
  ...allTaskKinds().map((kind) => kind.authoring.shorthand.readers),
);

const tagPattern = new RegExp(
  `^(${Object.keys(blockReaders).join('|').replace('/', '\\/')})\\s*:\\s*(.*)$`,
  'i',
);

/** The words every kind's block starts with, as messages name them: "Order:, Choice: or Mistakes:". */
const kindNames = (() => {
  const named = allTaskKinds().flatMap((kind) => kind.authoring.shorthand.named.map((tag) => `${tag}:`));
  return named.length < 2 ? named.join('') : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
})();

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
        errors.push({
          line,
          code: 'shorthand.passing-score',
          message: 'Passing score: give a number, e.g. Passing score: 7.',
        });
      else details.passingScore = score;
      key = null;
    } else if (key === 'instructions') details.instructions = `${String(details.instructions)}\n${text}`;
    else
      errors.push({
        line,
        code: 'shorthand.no-tag-here',
        message: `A task starts with ${kindNames} (this line has none).`,
      });
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
      else
        errors.push({
          line: first.line,
          code: 'shorthand.no-tag',
          message: `A task starts with ${kindNames}`,
        });
      return;
    }
    const reader = blockReaders[(tag[1] as string).toLowerCase()] as BlockReader;
    let question = tag[2] as string;
    const points = pointsPattern.exec(question);
    if (points) question = question.slice(0, points.index);
    const { body, explanation } = takeExplanation(block.lines.slice(1));
    const read = reader(
      {
        question: question.trim(),
        points: points ? Number(points[1]) : undefined,
        body,
        headerLine: first.line,
      },
      `q${tasks.length + 1}`,
    );
    if (isShorthandError(read)) errors.push(read);
    else
      tasks.push(
        withPoints(
          explanation === '' ? read : { ...read, explanation },
          points ? Number(points[1]) : undefined,
        ),
      );
  });
  if (errors.length === 0 && tasks.length === 0)
    errors.push({
      line: 1,
      code: 'shorthand.no-task',
      message: `Write at least one task, starting with ${kindNames}`,
    });
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
    const { tag, body } = kindOfType(type).authoring.shorthand.write(raw);
    const { question } = readCommon(raw);
    const points = readTaskPoints(raw.points);
    const suffix =
      points === undefined || points === defaultPoints(raw)
        ? ''
        : ` (${points} ${points === 1 ? 'point' : 'points'})`;
    const head = `${tag}: ${oneLine(question)}${suffix}`.replace(/:\s+$/, ':');
    const why = lines(readString(raw.explanation) ?? '').map((line) => `Why: ${line}`);
    blocks.push([head, ...body, ...why].join('\n'));
  }
  const sum = written.reduce((total, raw) => total + (readTaskPoints(raw.points) ?? 0), 0);
  const passing = readNonNegativeNumber(record.passingScore);
  if (passing !== undefined && passing !== defaultPassingScore(sum)) header.push(`Passing score: ${passing}`);
  return { text: [...(header.length > 0 ? [header.join('\n')] : []), ...blocks].join('\n\n'), skipped };
}
