/** The message for a task of an unknown type. */
export function unknownTaskTypeText(type: string): string {
  return `Unknown task type: ${type}`;
}

/** The message for a find-mistakes task without fragments. */
export const invalidTaskDataText = 'Invalid task data';

/** The message for a sequence task without items; the player also clears stored progress. */
export const corruptedSequenceText =
  'Invalid task data detected: The task data is corrupted. Please refresh the page to start fresh.';
