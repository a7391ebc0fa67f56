// A finding is what a check of the teacher's homework found (a problem, a warning, a missing key,
// a shorthand line it cannot read), said twice: a stable code with the values it names, and the
// English sentence. The English is what the server answers and what the tests compare, word for
// word; the client turns the code into the teacher's language and falls back to the English for a
// code it does not know. A finding about a part (the key of a task, a marked text in a shorthand
// block) carries that part's own finding as its cause, so the part's sentence is written once.

/** The values a finding's sentence puts in: a task id, a field, an option, a count. */
export type FindingParams = Readonly<Record<string, string | number>>;

/** One finding: its code, its English sentence, its values and the finding it wraps. */
export interface Finding {
  code: string;
  message: string;
  params?: FindingParams;
  cause?: Finding;
}

/** A finding (the values and the cause left out when there are none). */
export function finding(code: string, message: string, params?: FindingParams, cause?: Finding): Finding {
  return {
    code,
    message,
    ...(params === undefined ? {} : { params }),
    ...(cause === undefined ? {} : { cause }),
  };
}
