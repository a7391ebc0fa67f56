/** The JSON body of a check: a tap on the first word of the sequence task, numbered `seq`. */
export function checkBody(seq: number): string;
/** The JSON body of an auto-save of the multiple-choice task's answer. */
export function autoSaveBody(): string;
/** A homework the two calls answer (its tasks seq1 and mcq1), as stored in assignmentDetails. */
export const answeredHomeworkDetails: Record<string, unknown>;
