import type { JsonObject } from '#domain/homework/form-model';
import type { TaskAuthoring } from '#domain/homework/form-kinds';
import { type BlockReader, lines, oneLine } from '#domain/homework/shorthand-parts';
import { readMcq } from './form';

// How the teacher writes a multiple-choice task: its new card, and its shorthand block
//   Choice: question
//   the sentence (with ___ for the gap), then one option a line: "+ right", "- wrong", each may
//   end with its explanation: "+ an  Why: "hour" starts with a vowel sound."

/** Where an option's line gives its explanation: " Why: " after the option's text. */
const optionWhy = /\s+why\s*:\s*/i;

const readChoice: BlockReader = (block, id) => {
  const sentence: string[] = [];
  const options: string[] = [];
  const explained: [string, string][] = [];
  let correct = -1;
  for (const { text, line } of block.body) {
    const option = /^([+-])\s*(.*)$/.exec(text);
    if (!option) {
      if (options.length > 0)
        return {
          line,
          code: 'mcq.shorthand.sentence-after-options',
          message: 'Choice: the sentence comes before the options; start an option with + or -.',
        };
      sentence.push(text);
      continue;
    }
    const why = optionWhy.exec(option[2] as string);
    const optionText = why ? (option[2] as string).slice(0, why.index) : (option[2] as string);
    if (optionText === '' || /^why\s*:/i.test(optionText))
      return { line, code: 'mcq.shorthand.option-empty', message: 'Choice: an option needs its text.' };
    if (option[1] === '+') {
      if (correct !== -1)
        return {
          line,
          code: 'mcq.shorthand.two-right',
          message: 'Choice: only one option is marked right (+).',
        };
      correct = options.length;
    }
    const explanation = why ? (option[2] as string).slice(why.index + why[0].length) : '';
    if (explanation !== '') explained.push([optionText, explanation]);
    options.push(optionText);
  }
  if (options.length < 2)
    return {
      line: block.headerLine,
      code: 'mcq.shorthand.too-few-options',
      message: 'Choice: give at least 2 options, one a line, "+ right" or "- wrong".',
    };
  if (correct === -1)
    return {
      line: block.headerLine,
      code: 'mcq.shorthand.no-right',
      message: 'Choice: mark the right option with +.',
    };
  return {
    id,
    type: 'mcq_1',
    question: block.question,
    ...(sentence.length > 0 ? { sentence: sentence.join('\n') } : {}),
    options,
    correctAnswer: options[correct],
    ...(explained.length > 0 ? { optionExplanations: Object.fromEntries(explained) } : {}),
  };
};

/** How a multiple-choice task is written. */
export const mcqAuthoring: TaskAuthoring = {
  label: 'Multiple choice',
  blank: (id) => ({
    id,
    type: 'mcq_1',
    question: 'Choose the right answer.',
    sentence: '',
    points: 2,
    options: ['', ''],
    correctAnswer: '',
  }),
  shorthand: {
    readers: { choice: readChoice },
    named: ['Choice'],
    write: (raw: JsonObject) => {
      const view = readMcq(raw);
      return {
        tag: 'Choice',
        body: [
          ...lines(view.sentence),
          ...view.options.map((o, i) => {
            const why = oneLine(view.explanations[i] ?? '');
            return `${i === view.correct ? '+' : '-'} ${oneLine(o)}${why === '' ? '' : `  Why: ${why}`}`;
          }),
        ],
      };
    },
  },
};
