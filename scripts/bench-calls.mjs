// The answering calls the load scripts send. A check: a tap on the first word of the homework's
// sequence task, numbered `seq` (each number after the last, so every call is applied and
// written). An auto-save: the multiple-choice task's answer (the same each time, so every call is
// accepted and written again).

/** The JSON body of that check call. */
export function checkBody(seq) {
  return JSON.stringify({
    taskId: 'seq1',
    action: { type: 'tap-item', index: 0 },
    seq,
    currentTaskIndex: 0,
    timeSpent: 1000,
  });
}

/** The JSON body of that auto-save call (the answer the player saves for fourTaskDetails' mcq1). */
export function autoSaveBody() {
  return JSON.stringify({
    taskResponse: {
      taskId: 'mcq1',
      type: 'mcq_1',
      selectedAnswer: 'run',
      selectedAnswers: ['cat', 'run'],
      timeSpent: 2000,
    },
    currentTaskIndex: 1,
  });
}

/**
 * A homework the two calls above answer (its sequence task seq1 and multiple-choice task mcq1), as
 * stored in assignmentDetails, for benches that write the database themselves.
 */
export const answeredHomeworkDetails = {
  instructions: 'Do every task.',
  passingScore: 6,
  tasks: [
    {
      id: 'seq1',
      type: 'sequence_task',
      question: 'Put the words in order',
      items: ['here', 'I', 'am'],
      correctOrder: ['I', 'am', 'here'],
      points: 6,
    },
    {
      id: 'mcq1',
      type: 'mcq_1',
      question: 'Pick the verb',
      options: ['cat', 'run', 'blue', 'the'],
      correctAnswer: 'run',
      points: 6,
    },
  ],
};
