// Every answer: its writes (check, auto-save, submit; answering.ts and store.ts), the teacher's
// completion marks, the student's and the preview's copies of a homework, and the views and
// figures of a submission. What the student, teacher and insight modules may use.
export { autoSave, checkAction, submitHomework } from './answering';
export { setCompletion, submissionsWithAnswers } from './completion';
export { previewCheck, previewHomework, previewResult } from './preview';
export { savedAnswers } from './store';
export { previewCopies, type StudentCopies, studentCopies } from './student-copies';
export { normaliseStoredResponse } from './task-responses';
export { type AnswerAsSeen, type AnsweringTarget, readAnsweringTarget } from './versioned-answer';
export {
  type AnswerFacts,
  figureColumns,
  type SubmissionFigures,
  submissionFigures,
  tasksDone,
  toSubmission,
} from './view';
