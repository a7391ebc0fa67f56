import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '#domain/homework/finding';
import { refusedFindings, validateHomework } from '#domain/homework/editor';
import { parseShorthand } from '#domain/homework/shorthand';
import { activateLocale, loadTexts } from '../i18n/locale';
import { findingSentence, findingSentences, translatedFinding } from './finding-sentence';

afterEach(() => activateLocale('en'));
beforeAll(() => loadTexts('app'));

/** The domain's source files (tests aside), as text: the bundler reads them for the test. */
const domainSources = import.meta.glob(['../../domain/**/*.ts', '!../../domain/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Every code the domain gives a finding, read from its source: `code: 'a.b'` and `finding('a.b'`. */
function domainCodes(): Set<string> {
  const codes = new Set<string>();
  for (const text of Object.values(domainSources)) {
    // A finding's code has a dot (`task.key`); zod's issue codes ('custom') have none.
    for (const match of text.matchAll(/(?:\bcode: |\bfinding\(\s*)'([a-z][\w-]*\.[\w.-]+)'/g))
      codes.add(match[1] as string);
  }
  return codes;
}

/** Values for any code: a task, a field, numbers and an option. */
const values = {
  task: 'q1',
  field: 'correctAnswer',
  type: 'essay',
  known: 'mcq_1, binary_task',
  points: 7,
  max: 20,
  sum: 12,
  total: 15,
  score: 9,
  count: 201,
  answer: 'An',
  near: 'an',
  index: 4,
  option: 'an',
  value: 'true',
  tag: 'Gaps',
  mistake: 'goed',
  blanks: 2,
  gaps: 3,
  length: 120,
  gap: 2,
  row: 1,
};

/** A homework that makes the checker say many of its findings. */
const troubled = {
  totalPoints: 99,
  passingScore: 500,
  tasks: [
    'not a task',
    { type: 'mcq_1' },
    { id: 'm', type: 'mcq_1', options: ['a', 'an'], correctAnswer: 'An', points: 50 },
    { id: 'o', type: 'mcq_1', options: ['a'], correctAnswer: 'a' },
    { id: 'x', type: 'essay' },
    { id: 'b', type: 'binary_task', correctAnswer: 'true', points: '10' },
    { id: 'i', type: 'mcq_1', options: ['a', 'b'], correctAnswer: 1, explanation: 3 },
    {
      id: 'e',
      type: 'mcq_1',
      options: ['a', 'b'],
      correctAnswer: ' a ',
      optionExplanations: { A: 'why', b: 4, c: 'no' },
    },
    { id: 's', type: 'sequence_task', scrambledWords: ['b', 'a'], correctOrder: ['a', 'b'], points: 4 },
    {
      id: 'f',
      type: 'fill_blanks',
      text: 'She ___ and ___ and ___.',
      blanks: [{ answers: ['a'] }, { answers: ['b'] }],
    },
    {
      id: 'g',
      type: 'fill_blanks',
      text: 'A ___.',
      wordBank: true,
      blanks: [{ answers: [' go', 'Go', 'go'], caseSensitive: 'no' }],
      points: 2,
    },
    { id: 'k', type: 'find_mistakes', mode: 'fix', find: { fragments: [{ text: 'fine', isError: false }] } },
  ],
};

const badShorthand = [
  'Instructions: Do these.',
  'Passing score: many',
  'no tag here',
  '',
  'Choice: Pick one',
  '+ a',
  '+ b',
  '',
  'Gaps: Fill',
  'She [goes home.',
  '',
  'Mistakes: Find',
  'He *goed to school.',
  '',
  'Fix mistakes: Fix',
  'He *goed* home.',
  '',
  'True or false: Q',
  'A passage.',
  '',
  'Order: Q',
].join('\n');

function allFindings(): Finding[] {
  const { problems, warnings } = validateHomework(troubled);
  const shorthand = parseShorthand(badShorthand);
  return [
    ...problems,
    ...warnings,
    ...refusedFindings({ tasks: Array.from({ length: 201 }, () => ({})) }),
    ...(shorthand.ok ? [] : shorthand.errors),
  ];
}

describe("the homework checker's findings in both languages", () => {
  it('has a sentence for every code the domain gives, and none for a code it does not', () => {
    const codes = domainCodes();
    expect(codes.size).toBeGreaterThan(60);
    const missing = [...codes].filter((code) => !Object.hasOwn(findingSentences, code));
    expect(missing).toEqual([]);
    const stale = Object.keys(findingSentences).filter((code) => !codes.has(code));
    expect(stale).toEqual([]);
  });

  it('says each finding in English exactly as the domain and the server word it', () => {
    const found = allFindings();
    const seen = new Set(found.map((f) => f.code));
    // A good share of the codes, common and of every kind.
    for (const code of [
      'task.key',
      'limit.tasks',
      'mcq.one-option',
      'binary.key-is-text',
      'sequence.older-items',
    ])
      expect(seen).toContain(code);
    for (const code of [
      'fill-blanks.answer-twice',
      'find-mistakes.mode-unknown',
      'fill-blanks.shorthand.marked-text',
    ])
      expect(seen).toContain(code);
    for (const finding of found) {
      // The shorthand's list of tags is joined by the language's own list format.
      if (finding.code.startsWith('shorthand.no-t')) continue;
      expect([finding.code, translatedFinding(finding)]).toEqual([finding.code, finding.message]);
      expect(findingSentence(finding)).toBe(finding.message);
    }
  });

  it('says every code in Chinese, with its values put in', async () => {
    await activateLocale('zh-CN');
    const cause = { code: 'key.missing', message: 'missing; write the text of the right option' };
    for (const code of Object.keys(findingSentences)) {
      const sentence = findingSentence({ code, message: 'ENGLISH', params: values, cause });
      expect([code, sentence]).toEqual([code, expect.stringMatching(/\p{Script=Han}/u)]);
      expect(sentence).not.toContain('ENGLISH');
      expect(sentence).not.toMatch(/\{\w+\}/);
    }
    expect(findingSentence({ code: 'task.key', message: '', params: values, cause })).toBe(
      '题目“q1”：correctAnswer 缺少；请写出正确选项的文字',
    );
    expect(findingSentence({ code: 'limit.tasks', message: '', params: values })).toBe(
      '有 201 道题目；最多允许 20 道',
    );
    expect(
      findingSentence({
        code: 'fill-blanks.shorthand.marked-text',
        message: '',
        params: { tag: 'Gaps' },
        cause: { code: 'fill-blanks.gap-not-closed', message: 'a gap [ is not closed with ]' },
      }),
    ).toBe('Gaps: 有一个空的 [ 没有用 ] 关闭。');
    expect(findingSentence({ code: 'shorthand.no-task', message: '' })).toBe(
      '请至少写一道题，以 Order:、Choice:、True or false:、Mistakes:、Fix mistakes:、Gaps:或Word bank: 开头',
    );
  });

  it("says the domain's real findings in Chinese, and an unknown code in its English", async () => {
    await activateLocale('zh-CN');
    for (const finding of allFindings()) expect(findingSentence(finding)).toMatch(/\p{Script=Han}/u);
    expect(findingSentence({ code: 'newer.code', message: 'something new' })).toBe('something new');
    expect(findingSentence({ message: 'a key problem stored before codes' })).toBe(
      'a key problem stored before codes',
    );
    // A cause without a known code is put in as its English.
    expect(
      findingSentence({
        code: 'task.key',
        message: '',
        params: { task: 'q', field: 'options' },
        cause: { message: 'old reason' },
      }),
    ).toBe('题目“q”：options old reason');
  });
});
