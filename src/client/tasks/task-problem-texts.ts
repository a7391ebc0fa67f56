import { t } from '@lingui/core/macro';

// What the player says instead of a task it cannot play, in the current language (the English is
// the specification's wording).

/** The message for a task of an unknown type (the type is shown as the homework names it). */
export function unknownTaskTypeText(type: string): string {
  return t`Unknown task type: ${type}`;
}

/** The message for a find-mistakes task without fragments. */
export function invalidTaskDataText(): string {
  return t`Invalid task data`;
}

/** The message for a sequence task without items; the player also clears stored progress. */
export function corruptedSequenceText(): string {
  return t`Invalid task data detected: The task data is corrupted. Please refresh the page to start fresh.`;
}

/** The domain's taskNotLoadedText ('This task could not be loaded') in the current language. */
export function taskNotLoadedSentence(): string {
  return t`This task could not be loaded`;
}
