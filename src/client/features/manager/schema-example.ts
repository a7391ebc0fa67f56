/**
 * The complete example of the Schema Docs dialog: a wrapper with every task type. Each task's points
 * equal what it can score (sequence 2 per item, MCQ (options - 1) * 2, fill in the blanks 2 per gap;
 * binary and find-mistakes are scored out of their points), and they add up to the spec's example
 * totalPoints 100, passingScore 70. Its texts are a tutor's homework in the English the students
 * learn, so they stay as written in every language of the app.
 */
export const schemaExample = {
  // i18n-exempt: the example homework, content in the English the students learn
  title: 'Past Simple Practice',
  // i18n-exempt: the example homework, content in the English the students learn
  description: 'Irregular verbs and word order in the past simple.',
  dueDate: '2030-09-30T18:00:00.000Z',
  assignmentDetails: {
    totalPoints: 100,
    passingScore: 70,
    // i18n-exempt: the example homework, content in the English the students learn
    instructions: 'Answer every question. Take your time and read each sentence carefully.',
    tasks: [
      {
        id: 'q1',
        type: 'sequence_task',
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Put the words in the right order.',
        points: 14,
        // i18n-exempt: the example homework, content in the English the students learn
        items: ['the', 'yesterday', 'We', 'museum', 'visited', 'old', 'city'],
        // i18n-exempt: the example homework, content in the English the students learn
        correctOrder: ['We', 'visited', 'the', 'old', 'city', 'museum', 'yesterday'],
      },
      {
        id: 'q2',
        type: 'mcq_1',
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Choose the correct verb.',
        // i18n-exempt: the example homework, content in the English the students learn
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
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Read the passage. Is the statement true?',
        points: 16,
        passage:
          // i18n-exempt: the example homework, content in the English the students learn
          'Anna woke up late on Monday. She missed the bus, so she walked to school and arrived after the bell.',
        // i18n-exempt: the example homework, content in the English the students learn
        statement: 'Anna arrived at school on time.',
        correctAnswer: false,
      },
      {
        id: 'q4',
        type: 'find_mistakes',
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Find the two mistakes, then fix them.',
        points: 40,
        mode: 'find_and_fix',
        mistakeCount: { revealed: true, count: 2, display: 'exactly' },
        find: {
          fragments: [
            // i18n-exempt: the example homework, content in the English the students learn
            { text: 'On Saturday we ', isError: false },
            { text: 'goed', isError: true, errorId: 'e1' },
            { text: ' to the beach and ', isError: false },
            { text: 'swimmed', isError: true, errorId: 'e2' },
            { text: ' in the sea.', isError: false },
          ],
          prompts: {
            // i18n-exempt: the example homework, content in the English the students learn
            allFound: 'Well done! You found every mistake.',
            // i18n-exempt: the example homework, content in the English the students learn
            foundCount: 'Mistakes found:',
            // i18n-exempt: the example homework, content in the English the students learn
            wrongGuess: 'That part is correct. Try again.',
          },
        },
        fix: [
          // i18n-exempt: the example homework, content in the English the students learn
          { errorId: 'e1', prompt: 'Fix "goed"', options: ['went', 'goes', 'gone'], correct: 'went' },
          // i18n-exempt: the example homework, content in the English the students learn
          { errorId: 'e2', prompt: 'Fix "swimmed"', options: ['swam', 'swum', 'swims'], correct: 'swam' },
        ],
      },
      {
        id: 'q5',
        type: 'find_mistakes',
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Find the mistake.',
        points: 20,
        mode: 'find_only',
        mistakeCount: { revealed: false, count: 1, display: 'exactly' },
        find: {
          fragments: [
            // i18n-exempt: the example homework, content in the English the students learn
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
        // i18n-exempt: the example homework, content in the English the students learn
        question: 'Type the past simple of each verb.',
        points: 4,
        // i18n-exempt: the example homework, content in the English the students learn
        text: 'Yesterday I ___ (see) a film and ___ (eat) popcorn.',
        blanks: [{ answers: ['saw'] }, { answers: ['ate'] }],
      },
    ],
  },
} as const;

/** The example as the text a teacher pastes. */
export const schemaExampleText = JSON.stringify(schemaExample, null, 2);
