// The demo classroom's homework, as a teacher would paste it:
// every task type and mode, one in the old sequence format, one needing repair, one overdue.

/** One demo homework: raw assignmentDetails JSON (stored as given, repaired on load). */
export type DemoHomework = {
  title: string;
  description: string;
  /** Days from now to the due date; negative is overdue, null is no due date. */
  dueInDays: number | null;
  /** Demo student usernames it is assigned to. */
  assignTo: readonly string[];
  details: Record<string, unknown>;
};

/** The demo students' usernames (see students-data.ts). */
export const MEI = 'demomei';
/** Second demo student. */
export const LIAM = 'demoliam';
/** Third demo student. */
export const SOFIA = 'demosofia';

const fragment = (text: string, errorId?: string) =>
  errorId === undefined ? { text, isError: false } : { text, isError: true, errorId };

/** The mixed review: all four types and every mode; Mei has finished it (with tracking), Liam is half way. */
export const mixedReview: DemoHomework = {
  title: 'Mixed Review: Food and Drink',
  description: 'One of every kind of question about meals and cafés.',
  dueInDays: 5,
  assignTo: [MEI, LIAM, SOFIA],
  details: {
    totalPoints: 44,
    passingScore: 30,
    instructions: 'Work through each question. Take your time and read carefully.',
    tasks: [
      {
        id: 'mix-seq-words',
        type: 'sequence_task',
        question: 'Put the words in order to make a sentence.',
        displayType: 'words',
        items: ['coffee', 'I', 'every', 'drink', 'morning'],
        correctOrder: ['I', 'drink', 'coffee', 'every', 'morning'],
        points: 10,
      },
      {
        id: 'mix-seq-drag',
        type: 'sequence_task',
        question: 'Drag the steps into the right order.',
        items: ['Pay the bill', 'Order a sandwich', 'Find a table'],
        correctOrder: ['Find a table', 'Order a sandwich', 'Pay the bill'],
        points: 6,
      },
      {
        id: 'mix-mcq',
        type: 'mcq_1',
        question: 'Choose the correct word.',
        sentence: 'Could I have ___ glass of water, please?',
        options: ['a', 'an', 'some', 'the many'],
        correctAnswer: 'a',
        points: 6,
      },
      {
        id: 'mix-binary',
        type: 'binary_task',
        question: 'Read the menu and decide.',
        passage: 'Lunch menu: tomato soup £4, cheese sandwich £5, apple juice £2. Open 11:00 to 15:00.',
        statement: 'The café serves lunch in the evening.',
        correctAnswer: false,
        points: 4,
      },
      {
        id: 'mix-find-only',
        type: 'find_mistakes',
        question: 'Click the mistakes in the sentence.',
        mode: 'find_only',
        mistakeCount: { revealed: true, count: 2, display: 'exactly' },
        find: {
          fragments: [
            fragment('She '),
            fragment('eat', 'e1'),
            fragment(' breakfast at seven and '),
            fragment('drinks'),
            fragment(' two '),
            fragment('cup', 'e2'),
            fragment(' of tea.'),
          ],
          prompts: { allFound: 'Well done, you found them all!' },
        },
        fix: [],
        points: 8,
      },
      {
        id: 'mix-find-fix',
        type: 'find_mistakes',
        question: 'Find the mistakes, then fix them.',
        mode: 'find_and_fix',
        mistakeCount: { revealed: false, count: 2, display: 'exactly' },
        find: {
          fragments: [
            fragment('Yesterday we '),
            fragment('go', 'f1'),
            fragment(' to a new restaurant. The food was '),
            fragment('more better', 'f2'),
            fragment(' than last time.'),
          ],
          prompts: {},
        },
        fix: [
          { errorId: 'f1', prompt: 'Fix "go"', options: ['went', 'goed', 'going'], correct: 'went' },
          {
            errorId: 'f2',
            prompt: 'Fix "more better"',
            options: ['much better', 'more good', 'best'],
            correct: 'much better',
          },
        ],
        points: 10,
      },
    ],
  },
};

/** Sequence tasks in both modes. */
export const scramble: DemoHomework = {
  title: 'Sentence Scramble: Daily Routines',
  description: 'Build sentences about your day.',
  dueInDays: 7,
  assignTo: [MEI, SOFIA],
  details: {
    totalPoints: 18,
    passingScore: 12,
    instructions: 'Tap the words in the right order. Some questions let you drag them.',
    tasks: [
      {
        id: 'scr-1',
        type: 'sequence_task',
        question: 'Make a sentence.',
        displayType: 'words',
        items: ['up', 'at', 'wake', 'I', 'seven'],
        correctOrder: ['I', 'wake', 'up', 'at', 'seven'],
        points: 10,
      },
      {
        id: 'scr-2',
        type: 'sequence_task',
        question: 'Order your morning.',
        items: ['Brush my teeth', 'Get dressed', 'Catch the bus', 'Have breakfast'],
        correctOrder: ['Brush my teeth', 'Get dressed', 'Have breakfast', 'Catch the bus'],
        points: 8,
      },
    ],
  },
};

/** Multiple choice and true/false only. */
export const pastTense: DemoHomework = {
  title: 'Past Tense Check',
  description: 'Irregular verbs and a short reading.',
  dueInDays: 10,
  assignTo: [MEI, LIAM, SOFIA],
  details: {
    totalPoints: 16,
    passingScore: 11,
    instructions: 'Choose the best answer.',
    tasks: [
      {
        id: 'pt-1',
        type: 'mcq_1',
        question: 'What is the past tense of "buy"?',
        options: ['buyed', 'bought', 'brought', 'buys'],
        correctAnswer: 'bought',
        points: 6,
      },
      {
        id: 'pt-2',
        type: 'mcq_1',
        question: 'Complete the sentence.',
        sentence: 'Last summer we ___ to Spain.',
        options: ['flew', 'fly', 'flown', 'flying'],
        correctAnswer: 'flew',
        points: 6,
      },
      {
        id: 'pt-3',
        type: 'binary_task',
        question: 'True or false?',
        passage: 'Tom lost his keys on Monday. He found them in his coat on Wednesday.',
        statement: 'Tom found his keys two days later.',
        correctAnswer: true,
        points: 4,
      },
    ],
  },
};

/** The old sequence format (scrambledWords, no items or correctOrder). */
export const oldFormat: DemoHomework = {
  title: 'Word Order (old format)',
  description: 'Written before the items field existed.',
  dueInDays: 14,
  assignTo: [LIAM, SOFIA],
  details: {
    totalPoints: 8,
    passingScore: 5,
    instructions: 'Put the words in order.',
    tasks: [
      {
        id: 'old-1',
        type: 'sequence_task',
        question: 'Make a question.',
        scrambledWords: ['you', 'Do', 'like', 'music?'],
        correctOrder: ['Do', 'you', 'like', 'music?'],
      },
    ],
  },
};

/**
 * Needs repair, of the harmless kinds only: a task without id (dropped), an answer given as an
 * index or with extra spaces, true as text, an older field name, missing or capped points. No task
 * lacks its key: a key repair would have to make up is refused at save.
 */
export const needsRepair: DemoHomework = {
  title: 'Mixed Bag (needs repair)',
  description: 'Pasted from an old document; the app repairs it on load.',
  dueInDays: 21,
  assignTo: [MEI, LIAM],
  details: {
    instructions: 'Some of these were typed in a hurry.',
    tasks: [
      { type: 'mcq_1', question: 'This task has no id and is dropped.', options: ['a', 'b'] },
      {
        id: 'rep-1',
        type: 'mcq_1',
        question: 'Which is a fruit?',
        options: ['Carrot', 'Apple', 'Bread'],
        correctAnswer: 1,
        points: 50,
      },
      {
        id: 'rep-2',
        type: 'mcq_1',
        question: 'Which one is a colour?',
        options: ['green', 'chair', 'run'],
        correctAnswer: ' green ',
      },
      {
        id: 'rep-3',
        type: 'sequence_task',
        question: 'Order the numbers.',
        words: ['three', 'one', 'two'],
        correctOrder: ['one', 'two', 'three'],
      },
      {
        id: 'rep-4',
        type: 'binary_task',
        question: 'Is London in England?',
        statement: 'London is in England.',
        correctAnswer: 'true',
      },
      {
        id: 'rep-5',
        type: 'find_mistakes',
        question: 'Find the mistake.',
        find: { fragments: [fragment('He '), fragment('are', 'x1'), fragment(' tall.')] },
      },
    ],
  },
};

/** Overdue: the due date has passed and nobody has started. */
export const overdue: DemoHomework = {
  title: 'Weekend Plans (overdue)',
  description: 'Talking about the future with going to.',
  dueInDays: -3,
  assignTo: [LIAM, SOFIA],
  details: {
    totalPoints: 10,
    passingScore: 7,
    instructions: 'Answer about your plans.',
    tasks: [
      {
        id: 'wk-1',
        type: 'mcq_1',
        question: 'Choose the correct form.',
        sentence: 'On Saturday I ___ visit my grandmother.',
        options: ['am going to', 'going to', 'will going', 'go to'],
        correctAnswer: 'am going to',
        points: 6,
      },
      {
        id: 'wk-2',
        type: 'binary_task',
        question: 'True or false?',
        passage: 'Anna is going to play tennis on Sunday morning and see a film in the evening.',
        statement: 'Anna has plans for Sunday evening.',
        correctAnswer: true,
        points: 4,
      },
    ],
  },
};

/** Fill in the blanks, typed and with a word bank: Sofía has finished it (with tracking). */
export const cafeGaps: DemoHomework = {
  title: 'Fill in the Blanks: At the Café',
  description: 'Words you need to order in a café.',
  dueInDays: 7,
  assignTo: [MEI, SOFIA],
  details: {
    totalPoints: 8,
    passingScore: 5,
    instructions: 'Type or choose the missing words.',
    tasks: [
      {
        id: 'gap-typed',
        type: 'fill_blanks',
        question: 'Type the missing words.',
        text: 'I ___ a coffee every morning, and my sister ___ tea.',
        blanks: [{ answers: ['drink', 'have'] }, { answers: ['drinks', 'has'] }],
        points: 4,
      },
      {
        id: 'gap-bank',
        type: 'fill_blanks',
        question: 'Choose the missing words.',
        wordBank: true,
        text: 'Can I ___ the menu, please? We would ___ a table for two.',
        blanks: [{ answers: ['see'] }, { answers: ['like'] }],
        points: 4,
      },
    ],
  },
};

/** Every demo homework, in the order it is created. */
export const demoHomework: readonly DemoHomework[] = [
  mixedReview,
  scramble,
  pastTense,
  oldFormat,
  needsRepair,
  overdue,
  cafeGaps,
];
