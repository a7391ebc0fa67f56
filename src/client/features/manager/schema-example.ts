/**
 * The complete example of the Schema Docs dialog: a wrapper with every task type. Each task's points
 * equal what it can score (sequence 2 per item, MCQ (options - 1) * 2, fill in the blanks 2 per gap;
 * binary and find-mistakes are scored out of their points), and they add up to the spec's example
 * totalPoints 100, passingScore 70.
 */
export const schemaExample = {
  title: 'Past Simple Practice',
  description: 'Irregular verbs and word order in the past simple.',
  dueDate: '2030-09-30T18:00:00.000Z',
  assignmentDetails: {
    totalPoints: 100,
    passingScore: 70,
    instructions: 'Answer every question. Take your time and read each sentence carefully.',
    tasks: [
      {
        id: 'q1',
        type: 'sequence_task',
        question: 'Put the words in the right order.',
        points: 14,
        items: ['the', 'yesterday', 'We', 'museum', 'visited', 'old', 'city'],
        correctOrder: ['We', 'visited', 'the', 'old', 'city', 'museum', 'yesterday'],
      },
      {
        id: 'q2',
        type: 'mcq_1',
        question: 'Choose the correct verb.',
        sentence: 'Last summer my family ___ to Spain.',
        points: 6,
        options: ['go', 'went', 'gone', 'going'],
        correctAnswer: 'went',
        explanation: '"Last summer" is a finished time in the past, so the verb is in the past simple.',
        optionExplanations: {
          go: '"go" is the present.',
          gone: '"gone" needs "has" or "have" before it.',
        },
      },
      {
        id: 'q3',
        type: 'binary_task',
        question: 'Read the passage. Is the statement true?',
        points: 16,
        passage:
          'Anna woke up late on Monday. She missed the bus, so she walked to school and arrived after the bell.',
        statement: 'Anna arrived at school on time.',
        correctAnswer: false,
      },
      {
        id: 'q4',
        type: 'find_mistakes',
        question: 'Find the two mistakes, then fix them.',
        points: 40,
        mode: 'find_and_fix',
        mistakeCount: { revealed: true, count: 2, display: 'exactly' },
        find: {
          fragments: [
            { text: 'On Saturday we ', isError: false },
            { text: 'goed', isError: true, errorId: 'e1' },
            { text: ' to the beach and ', isError: false },
            { text: 'swimmed', isError: true, errorId: 'e2' },
            { text: ' in the sea.', isError: false },
          ],
          prompts: {
            allFound: 'Well done! You found every mistake.',
            foundCount: 'Mistakes found:',
            wrongGuess: 'That part is correct. Try again.',
          },
        },
        fix: [
          { errorId: 'e1', prompt: 'Fix "goed"', options: ['went', 'goes', 'gone'], correct: 'went' },
          { errorId: 'e2', prompt: 'Fix "swimmed"', options: ['swam', 'swum', 'swims'], correct: 'swam' },
        ],
      },
      {
        id: 'q5',
        type: 'find_mistakes',
        question: 'Find the mistake.',
        points: 20,
        mode: 'find_only',
        mistakeCount: { revealed: false, count: 1, display: 'exactly' },
        find: {
          fragments: [
            { text: 'Yesterday she ', isError: false },
            { text: 'buyed', isError: true, errorId: 'e1' },
            { text: ' a new coat.', isError: false },
          ],
          prompts: {},
        },
        fix: [],
      },
      {
        id: 'q6',
        type: 'fill_blanks',
        question: 'Type the past simple of each verb.',
        points: 4,
        text: 'Yesterday I ___ (see) a film and ___ (eat) popcorn.',
        blanks: [{ answers: ['saw'] }, { answers: ['ate'] }],
      },
    ],
  },
} as const;

/** The example as the text a teacher pastes. */
export const schemaExampleText = JSON.stringify(schemaExample, null, 2);
