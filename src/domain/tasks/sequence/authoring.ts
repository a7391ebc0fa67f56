import type { JsonObject } from '#domain/homework/form-model';
import type { TaskAuthoring } from '#domain/homework/form-kinds';
import { type BlockReader, oneLine } from '#domain/homework/shorthand-parts';
import { readSequence, scramble, sentenceWords } from './form';

// How the teacher writes a sentence scramble: its new card, and its shorthand block
//   Order: question
//   one line = a sentence split into words; several lines = one item per line.
// The answer is the order typed; students see the items shuffled.

const readOrder: BlockReader = (block, id) => {
  if (block.body.length === 0)
    return {
      line: block.headerLine,
      code: 'sequence.shorthand.empty',
      message: 'Order: type the sentence (or the items, one a line) below.',
    };
  const correctOrder =
    block.body.length === 1 ? sentenceWords(block.body[0]?.text ?? '') : block.body.map((l) => l.text);
  return {
    id,
    type: 'sequence_task',
    question: block.question,
    items: scramble(correctOrder),
    correctOrder,
  };
};

/** How a sentence scramble is written. */
export const sequenceAuthoring: TaskAuthoring = {
  label: 'Sentence scramble',
  blank: (id) => ({
    id,
    type: 'sequence_task',
    question: 'Put the words in the right order.',
    points: 0,
    items: [],
    correctOrder: [],
  }),
  shorthand: {
    readers: { order: readOrder, scramble: readOrder },
    named: ['Order'],
    write: (raw: JsonObject) => {
      const { correctOrder } = readSequence(raw);
      const asSentence =
        correctOrder.length > 1 && correctOrder.every((item) => sentenceWords(item).length === 1);
      return { tag: 'Order', body: asSentence ? [correctOrder.join(' ')] : correctOrder.map(oneLine) };
    },
  },
};
