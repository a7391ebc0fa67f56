import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMarkedText, readFillBlanksForm, toMarkedText, writeFillBlanks } from './form';

describe('fill_blanks authoring: gaps written in brackets', () => {
  it('reads answers, alternatives and capitals that count', () => {
    expect(fromMarkedText('She [goes] to school and [comes | gets] home on [=Monday].')).toEqual({
      ok: true,
      text: 'She ___ to school and ___ home on ___.',
      blanks: [
        { answers: ['goes'], caseSensitive: false },
        { answers: ['comes', 'gets'], caseSensitive: false },
        { answers: ['Monday'], caseSensitive: true },
      ],
    });
  });

  it('refuses brackets that do not pair, and keeps escaped ones as text', () => {
    expect(fromMarkedText('a [b').ok).toBe(false);
    expect(fromMarkedText('a ] b').ok).toBe(false);
    expect(fromMarkedText('a [b [c]]').ok).toBe(false);
    expect(fromMarkedText('[a][b]')).toMatchObject({
      ok: false,
      message: 'a gap touches another gap or an underscore; put a space between them',
    });
    expect(fromMarkedText('[a]_[b]').ok).toBe(false);
    expect(fromMarkedText('\\[x\\] [a\\|b]')).toEqual({
      ok: true,
      text: '[x] ___',
      blanks: [{ answers: ['a|b'], caseSensitive: false }],
    });
  });

  it('writes back what it reads, whatever the texts', () => {
    const word = fc
      .string({ unit: fc.constantFrom('a', ' ', '[', ']', '|', '=', '\\', 'é'), minLength: 1, maxLength: 5 })
      .filter((w) => w.trim() === w && w !== '');
    const piece = fc.string({ unit: fc.constantFrom('x', ' ', '[', ']', '\\', '|'), maxLength: 5 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            before: piece,
            answers: fc.array(word, { minLength: 1, maxLength: 3 }),
            caseSensitive: fc.boolean(),
          }),
          { maxLength: 4 },
        ),
        piece,
        (gaps, end) => {
          // Gaps after the first are parted by at least one character, as the JSON needs.
          const text = gaps.map((g, i) => `${i > 0 && g.before === '' ? ' ' : g.before}___`).join('') + end;
          const blanks = gaps.map((g) => ({ answers: g.answers, caseSensitive: g.caseSensitive }));
          const back = fromMarkedText(toMarkedText({ text, blanks }));
          expect(back).toEqual({ ok: true, text, blanks });
        },
      ),
    );
  });

  it('the form writes the JSON of the contract and reads it back', () => {
    const raw = writeFillBlanks({ id: 't', type: 'fill_blanks', question: 'Q' }, 'She ___.', [
      { answers: ['goes'], caseSensitive: false },
    ]);
    expect(raw).toEqual({
      id: 't',
      type: 'fill_blanks',
      question: 'Q',
      text: 'She ___.',
      blanks: [{ answers: ['goes'] }],
    });
    expect(readFillBlanksForm(raw)).toEqual({
      text: 'She ___.',
      blanks: [{ answers: ['goes'], caseSensitive: false }],
      wordBank: false,
    });
  });
});

describe('fill_blanks shorthand', () => {
  it('reads a block and writes it back', async () => {
    const { readFillBlanksBlock, writeFillBlanksBlock } = await import('./authoring');
    const block = {
      question: 'Complete.',
      headerLine: 3,
      body: [
        { text: 'She [goes] to school', line: 4 },
        { text: 'and [comes|gets] home.', line: 5 },
      ],
    };
    const task = readFillBlanksBlock(block, 'q2', true);
    expect(task).toEqual({
      id: 'q2',
      type: 'fill_blanks',
      question: 'Complete.',
      text: 'She ___ to school\nand ___ home.',
      blanks: [{ answers: ['goes'] }, { answers: ['comes', 'gets'] }],
      wordBank: true,
    });
    expect(writeFillBlanksBlock(task as Record<string, unknown>)).toEqual({
      tag: 'Word bank',
      body: ['She [goes] to school', 'and [comes|gets] home.'],
    });
    expect(
      readFillBlanksBlock({ ...block, body: [{ text: 'No gap here.', line: 4 }] }, 'q', false),
    ).toMatchObject({
      line: 4,
      message: "Gaps: put each gap's answer in brackets: She [goes] home.",
    });
    expect(
      readFillBlanksBlock({ ...block, body: [{ text: 'A [ | ] gap.', line: 4 }] }, 'q', false),
    ).toMatchObject({
      line: 4,
      message: 'Gaps: gap 1 has no answer in its brackets.',
    });
  });
});

describe('fill_blanks in the whole shorthand', () => {
  it('a Gaps: block and a Word bank: block read into tasks with points, and write back the same', async () => {
    const { parseShorthand, toShorthand } = await import('#domain/homework/shorthand');
    const text = [
      'Gaps: Complete the sentences.',
      'She [goes] to school and [comes|gets] home at [=Five].',
      '',
      'Word bank: Choose the words. (3 points)',
      'I [saw] a film.',
    ].join('\n');
    const read = parseShorthand(text);
    if (!read.ok) throw new Error(JSON.stringify(read.errors));
    expect(read.details.tasks).toEqual([
      {
        id: 'q1',
        type: 'fill_blanks',
        question: 'Complete the sentences.',
        text: 'She ___ to school and ___ home at ___.',
        blanks: [
          { answers: ['goes'] },
          { answers: ['comes', 'gets'] },
          { answers: ['Five'], caseSensitive: true },
        ],
        points: 6,
      },
      {
        id: 'q2',
        type: 'fill_blanks',
        question: 'Choose the words.',
        text: 'I ___ a film.',
        blanks: [{ answers: ['saw'] }],
        wordBank: true,
        points: 3,
      },
    ]);
    const written = toShorthand(read.details);
    expect(written.skipped).toEqual([]);
    const again = parseShorthand(written.text);
    expect(again.ok && again.details.tasks).toEqual(read.details.tasks);
  });
});
