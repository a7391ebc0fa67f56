import { describe, expect, it } from 'vitest';
import type { Task } from '#domain/homework/schema';
import { analyseItems, shortExcerpt } from './item-analysis';

// Two tasks ask the same question; the excerpt is what tells them apart.
const tasks = [
  {
    id: 'b1',
    type: 'binary_task',
    question: 'Is the statement true?',
    passage: 'Maria gets up at seven and walks to work.',
    statement: 'Maria drives to work.',
    correctAnswer: false,
    points: 4,
  },
  {
    id: 'b2',
    type: 'binary_task',
    question: 'Is the statement true?',
    passage: 'Maria gets up at seven and walks to work.',
    statement: 'Maria gets up at seven.',
    correctAnswer: true,
    points: 4,
  },
  {
    id: 'm1',
    type: 'mcq_1',
    question: 'Choose the past tense.',
    sentence: 'Yesterday I ___ to the cinema.',
    options: ['goed', 'went'],
    correctAnswer: 'went',
    points: 6,
  },
  {
    id: 'm2',
    type: 'mcq_1',
    question: 'Which word is a verb?',
    options: ['run', 'blue', 'table'],
    correctAnswer: 'run',
    points: 6,
  },
  {
    id: 's1',
    type: 'sequence_task',
    question: 'Put the words in order.',
    items: ['tea', 'I', 'like'],
    correctOrder: ['I', 'like', 'tea'],
    points: 6,
  },
  {
    id: 'f1',
    type: 'find_mistakes',
    question: 'Find the mistakes.',
    mode: 'find_only',
    points: 10,
    find: {
      fragments: [
        { text: 'She', isError: false },
        { text: ' ', isError: false },
        { text: 'go', isError: true, errorId: 'e1' },
        { text: ' to school.', isError: false },
      ],
      prompts: {},
    },
  },
  {
    id: 'g1',
    type: 'fill_blanks',
    question: 'Fill in the gaps.',
    text: 'I ___ a student and she ___ a teacher.',
    blanks: [{ answers: ['am'] }, { answers: ['is'] }],
    points: 4,
  },
] as unknown as Task[];

describe('item analysis excerpts', () => {
  it('names each task by the start of the text the student works on, one per kind', () => {
    const excerpts = Object.fromEntries(analyseItems(tasks, 1, []).map((row) => [row.taskId, row.excerpt]));
    expect(excerpts).toEqual({
      b1: 'Maria drives to work.',
      b2: 'Maria gets up at seven.',
      m1: 'Yesterday I ___ to the cinema.',
      m2: 'run / blue / table',
      s1: 'I like tea',
      f1: 'She go to school.',
      g1: 'I ___ a student and she ___ a teacher.',
    });
  });

  it('leaves a short text whole, with its spaces run together', () => {
    expect(shortExcerpt('  She   goes\nto school.  ')).toBe('She goes to school.');
  });

  it('cuts a long text at the last whole word that fits, with an ellipsis', () => {
    const long = 'Maria gets up at seven, has breakfast with her family and walks to work every day.';
    const cut = shortExcerpt(long, 40);
    expect(cut).toBe('Maria gets up at seven, has breakfast…');
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(shortExcerpt(long)).toBe('Maria gets up at seven, has breakfast with her family and…');
  });

  it('cuts inside a word longer than the line', () => {
    expect(shortExcerpt('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
