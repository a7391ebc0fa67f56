import type { JsonObject } from '#domain/homework/form-model';
import type { TaskAuthoring } from '#domain/homework/form-kinds';
import { type BlockReader, lines, oneLine } from '#domain/homework/shorthand-parts';
import { readBinary } from './form';

// How the teacher writes a true-or-false task: its new card, and its shorthand block
//   True or false: question
//   the passage, then a last line "True: statement" or "False: statement".

const readTrueFalse: BlockReader = (block, id) => {
  const last = block.body.at(-1);
  const statement = last ? /^(true|false)\s*:\s*(.*)$/i.exec(last.text) : null;
  if (!last || !statement)
    return {
      line: last?.line ?? block.headerLine,
      code: 'binary.shorthand.no-statement',
      message: 'True or false: end with a line "True: statement" or "False: statement".',
    };
  return {
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
};

/** How a true-or-false task is written. */
export const binaryAuthoring: TaskAuthoring = {
  label: 'True or false',
  blank: (id) => ({
    id,
    type: 'binary_task',
    question: 'Read the text. Is the statement true?',
    points: 10,
    passage: '',
    statement: '',
    correctAnswer: true,
  }),
  shorthand: {
    readers: { 'true or false': readTrueFalse, 'true/false': readTrueFalse },
    named: ['True or false'],
    write: (raw: JsonObject) => {
      const view = readBinary(raw);
      return {
        tag: 'True or false',
        body: [
          ...lines(view.passage),
          `${view.answer === false ? 'False' : 'True'}: ${oneLine(view.statement)}`,
        ],
      };
    },
  },
};
