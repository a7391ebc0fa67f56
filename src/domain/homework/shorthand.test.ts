import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateHomework } from './editor';
import { readFindMistakes } from '#domain/tasks/find-mistakes/form';
import type { JsonObject } from './form-model';
import { parseShorthand, toShorthand } from './shorthand';

function details(text: string): JsonObject {
  const read = parseShorthand(text);
  if (!read.ok) throw new Error(JSON.stringify(read.errors));
  return read.details;
}

const example = `Instructions: Read each task carefully.
Passing score: 20

Order: Put the words in the right order.
We visited the old museum yesterday

Order: Put the morning in order. (4 points)
I wake up
I have breakfast
I go to school

Choice: Choose the correct verb.
Last summer my family ___ to Spain.
- go
+ went
- gone

True or false: Read the text. Is the statement true?
Anna woke up late. She missed the bus.
False: Anna arrived on time.

Mistakes: Find the mistake.
Yesterday she *buyed -> bought* a new coat.

Fix mistakes: Find the two mistakes, then fix them.
On Saturday we *goed -> went | goes | gone* to the beach
and *swimmed -> swam | swum* in the sea.`;

describe('shorthand', () => {
  it('reads every kind into homework the editor accepts without a problem', () => {
    const json = details(example);
    expect(validateHomework(json).problems).toEqual([]);
    const tasks = json.tasks as JsonObject[];
    expect(tasks.map((t) => t.type)).toEqual([
      'sequence_task',
      'sequence_task',
      'mcq_1',
      'binary_task',
      'find_mistakes',
      'find_mistakes',
    ]);
    expect(tasks[0]).toMatchObject({
      id: 'q1',
      question: 'Put the words in the right order.',
      correctOrder: ['We', 'visited', 'the', 'old', 'museum', 'yesterday'],
      points: 12,
    });
    expect(tasks[0]?.items).not.toEqual(tasks[0]?.correctOrder);
    expect(tasks[1]).toMatchObject({
      correctOrder: ['I wake up', 'I have breakfast', 'I go to school'],
      points: 4,
    });
    expect(tasks[2]).toMatchObject({
      sentence: 'Last summer my family ___ to Spain.',
      options: ['go', 'went', 'gone'],
      correctAnswer: 'went',
      points: 4,
    });
    expect(tasks[3]).toMatchObject({
      passage: 'Anna woke up late. She missed the bus.',
      statement: 'Anna arrived on time.',
      correctAnswer: false,
      points: 10,
    });
    expect(readFindMistakes(tasks[4] as JsonObject)).toMatchObject({
      fixMode: false,
      text: 'Yesterday she buyed a new coat.',
      mistakes: [{ text: 'buyed', correction: 'bought', wrong: [] }],
    });
    expect(readFindMistakes(tasks[5] as JsonObject)).toMatchObject({
      fixMode: true,
      text: 'On Saturday we goed to the beach\nand swimmed in the sea.',
      mistakes: [
        { text: 'goed', correction: 'went', wrong: ['goes', 'gone'] },
        { text: 'swimmed', correction: 'swam', wrong: ['swum'] },
      ],
    });
    expect(json).toMatchObject({
      instructions: 'Read each task carefully.',
      passingScore: 20,
      totalPoints: 50,
    });
  });

  it('writes the example back as it was typed', () => {
    expect(toShorthand(details(example)).text).toBe(example);
  });

  it('names the line and what to do when a block is wrong', () => {
    const read = parseShorthand(
      'Choice: Pick one.\nShe ___ happy.\n- is\n- are\n\nEssay: Write.\n\nFix mistakes:\nShe *goed* home.',
    );
    expect(read).toMatchObject({
      ok: false,
      errors: [
        { line: 1, message: 'Choice: mark the right option with +.' },
        {
          line: 6,
          message:
            'A task starts with Order:, Choice:, True or false:, Mistakes:, Fix mistakes:, Gaps: or Word bank:',
        },
        { line: 9, message: 'Fix mistakes: give *goed* its correction: *goed -> right | wrong | wrong*.' },
      ],
    });
    expect(parseShorthand('True or false: Q\nA passage.')).toMatchObject({
      ok: false,
      errors: [{ line: 2 }],
    });
    expect(parseShorthand('Mistakes: Q\nNo marks here.')).toMatchObject({ ok: false, errors: [{ line: 2 }] });
    expect(parseShorthand('')).toMatchObject({ ok: false });
  });

  it('keeps escaped stars and bars as text', () => {
    const json = details('Mistakes: Q\nA \\* star and *th\\|s -> this* word.');
    expect(readFindMistakes((json.tasks as JsonObject[])[0] as JsonObject)).toMatchObject({
      text: 'A * star and th|s word.',
      mistakes: [{ text: 'th|s', correction: 'this' }],
    });
    expect(toShorthand(json).text).toBe('Mistakes: Q\nA \\* star and *th\\|s -> this* word.');
  });

  it('reads explanations: "Why:" lines of any block, and after a choice\'s option', () => {
    const text = `Choice: Choose the article.
I waited for ___ hour.
- a  Why: "a" goes before a consonant sound.
+ an  Why: "hour" starts with a vowel sound.
- the
Why: We say "an" before a vowel sound,
Why: not before a vowel letter.

True or false: Read the text.
Why: It says so.
Anna missed the bus.
True: Anna was late.`;
    const json = details(text);
    expect(validateHomework(json).problems).toEqual([]);
    const [choice, trueFalse] = json.tasks as JsonObject[];
    expect(choice).toMatchObject({
      options: ['a', 'an', 'the'],
      correctAnswer: 'an',
      explanation: 'We say "an" before a vowel sound,\nnot before a vowel letter.',
      optionExplanations: {
        a: '"a" goes before a consonant sound.',
        an: '"hour" starts with a vowel sound.',
      },
    });
    expect(trueFalse).toMatchObject({ passage: 'Anna missed the bus.', explanation: 'It says so.' });
    // Written back, a block's explanation comes last.
    expect(toShorthand(json).text).toBe(`Choice: Choose the article.
I waited for ___ hour.
- a  Why: "a" goes before a consonant sound.
+ an  Why: "hour" starts with a vowel sound.
- the
Why: We say "an" before a vowel sound,
Why: not before a vowel letter.

True or false: Read the text.
Anna missed the bus.
True: Anna was late.
Why: It says so.`);
    expect(parseShorthand('Choice: Q\n- Why: nothing\n+ b')).toMatchObject({
      ok: false,
      errors: [{ line: 2, message: 'Choice: an option needs its text.' }],
    });
  });

  it('leaves out tasks of a type it does not know and names them', () => {
    expect(toShorthand({ tasks: [{ id: 'z', type: 'essay' }] })).toEqual({ text: '', skipped: ['z'] });
  });
});

// Random shorthand as a tutor might type it: tags in any case and their other names, extra spaces.
const word = fc.stringMatching(/^[A-Za-z][a-z]{0,7}$/);
const words = (min: number, max: number) =>
  fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));
const space = fc.constantFrom('', ' ', '  ');
const tag = (names: string[]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.boolean())
    .map(([name, upper]) => (upper ? name.toUpperCase() : name));
const points = fc
  .option(fc.integer({ min: 0, max: 40 }), { nil: undefined })
  .map((p) => (p === undefined ? '' : ` (${p} ${p === 1 ? 'point' : 'points'})`));

const orderBlock = fc
  .tuple(
    tag(['Order', 'Scramble']),
    words(0, 5),
    points,
    fc.oneof(
      words(2, 7).map((s) => [s]),
      fc.array(words(1, 3), { minLength: 2, maxLength: 4 }),
    ),
    space,
  )
  .map(([t, q, p, body, s]) => [`${t}:${s}${q}${p}`, ...body.map((line) => `${s}${line}`)].join('\n'));

const choiceBlock = fc
  .tuple(
    tag(['Choice']),
    words(1, 4),
    points,
    fc.array(words(1, 6), { maxLength: 2 }),
    fc.uniqueArray(words(1, 2), { minLength: 2, maxLength: 5 }),
    fc.nat(),
    space,
    // Some options explained after their text: "+ went  Why: ...".
    fc.array(fc.option(fc.tuple(words(1, 5), fc.constantFrom('Why:', 'why :', 'WHY:')), { nil: undefined }), {
      maxLength: 5,
    }),
  )
  .map(([t, q, p, sentence, options, pick, s, why]) =>
    [
      `${t}: ${q}${p}`,
      ...sentence,
      ...options.map((o, i) => {
        const explained = why[i];
        return `${i === pick % options.length ? '+' : '-'}${s}${o}${explained ? `  ${explained[1]} ${explained[0]}` : ''}`;
      }),
    ].join('\n'),
  );

const trueFalseBlock = fc
  .tuple(
    tag(['True or false', 'True/false']),
    words(1, 4),
    points,
    fc.array(words(1, 8), { maxLength: 3 }),
    fc.constantFrom('True', 'false', 'FALSE'),
    words(1, 6),
  )
  .map(([t, q, p, passage, answer, statement]) =>
    [`${t}: ${q}${p}`, ...passage, `${answer}: ${statement}`].join('\n'),
  );

const mark = (fix: boolean) =>
  fc
    .tuple(
      words(1, 2),
      fix ? words(1, 2) : fc.option(words(1, 2), { nil: undefined }),
      fc.uniqueArray(words(1, 2), { maxLength: fix ? 3 : 0 }),
    )
    .map(([wrong, correction, others]) => {
      if (correction === undefined) return `*${wrong}*`;
      const rest = others.filter((o) => o !== correction);
      return `*${wrong} -> ${[correction, ...rest].join(' | ')}*`;
    });

const mistakesBlock = (fix: boolean) =>
  fc
    .tuple(
      tag(fix ? ['Fix mistakes'] : ['Mistakes', 'Find mistakes']),
      words(1, 4),
      points,
      fc.array(fc.tuple(words(1, 3), mark(fix)), { minLength: 1, maxLength: 3 }),
      words(0, 3),
    )
    .map(([t, q, p, parts, end]) =>
      [`${t}: ${q}${p}`, `${parts.map(([text, m]) => `${text} ${m}`).join(' ')} ${end}`.trim()].join('\n'),
    );

const shorthandText = fc
  .tuple(
    fc.option(fc.tuple(words(1, 8), fc.option(fc.nat({ max: 50 }), { nil: undefined })), { nil: undefined }),
    fc.array(
      fc
        .tuple(
          fc.oneof(orderBlock, choiceBlock, trueFalseBlock, mistakesBlock(false), mistakesBlock(true)),
          // Any block may end with its explanation, on one line or several.
          fc.array(words(1, 6), { maxLength: 2 }),
        )
        .map(([block, why]) => [block, ...why.map((line) => `Why: ${line}`)].join('\n')),
      { minLength: 1, maxLength: 6 },
    ),
    fc.constantFrom('\n\n', '\n\n\n', '\n  \n'),
  )
  .map(([header, blocks, gap]) => {
    const head = header
      ? [`Instructions: ${header[0]}${header[1] === undefined ? '' : `\nPassing score: ${header[1]}`}`]
      : [];
    return [...head, ...blocks].join(gap);
  });

describe('shorthand round trip (property)', () => {
  it('shorthand -> JSON -> shorthand is stable, and the shorthand written reads as the same JSON', () => {
    fc.assert(
      fc.property(shorthandText, (text) => {
        const json = details(text);
        expect(validateHomework(json).problems).toEqual([]);
        const written = toShorthand(json);
        expect(written.skipped).toEqual([]);
        expect(details(written.text)).toEqual(json);
        expect(toShorthand(details(written.text)).text).toBe(written.text);
      }),
      { numRuns: 200 },
    );
  });
});
