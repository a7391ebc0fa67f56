import { createContext, useContext, useEffect } from 'react';
import { findingSentence, type ShownFinding } from '../../../tasks/finding-sentence';

// Where a save is refused, shown on the form: the engine and the server name each refused value by
// its path in the homework (`tasks[2].correctAnswer`, `tasks[0].fix[1].correct`). The form's card
// of that task gets the problems whose path is inside it, and each field that edits such a value
// marks itself (aria-invalid, the message under it); what no field claims is said on the card.

/** A problem of one task, by the path of its value inside the task (`correctAnswer`, `fix[1].correct`). */
export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * The problems of the task at `index` of a homework's findings (paths `tasks[index]…`), each in the
 * teacher's language.
 */
export function problemsOfTask(
  findings: readonly (ShownFinding & { path: string })[],
  index: number,
): FieldProblem[] {
  const prefix = `tasks[${index}]`;
  return findings.flatMap((finding) => {
    if (!finding.path.startsWith(prefix)) return [];
    const rest = finding.path.slice(prefix.length);
    if (rest === '') return [{ field: '', message: findingSentence(finding) }];
    if (rest.startsWith('.')) return [{ field: rest.slice(1), message: findingSentence(finding) }];
    return [];
  });
}

/** Whether a problem's path is the field's value or a part of it (`options[2]` is part of `options`). */
function within(problem: string, field: string): boolean {
  return problem === field || problem.startsWith(`${field}.`) || problem.startsWith(`${field}[`);
}

type CardProblems = {
  problems: readonly FieldProblem[];
  /** A field shows these problems itself (the card then leaves them out of its own list). */
  claim: (fields: readonly string[]) => void;
};

const CardProblemsContext = createContext<CardProblems>({ problems: [], claim: () => {} });

/** Gives a task card's fields its problems. */
export const CardProblemsProvider = CardProblemsContext.Provider;

/**
 * The messages of the problems of a field of the card (none: an empty list); a field that edits
 * several values of the task (a text that holds the gaps and their answers) names each.
 */
export function useFieldProblems(field: string | readonly string[] | undefined): string[] {
  const { problems, claim } = useContext(CardProblemsContext);
  const fields = field === undefined ? [] : typeof field === 'string' ? [field] : field;
  const mine = problems.filter((problem) => fields.some((f) => within(problem.field, f)));
  const key = mine.map((problem) => problem.field).join('\u0000');
  useEffect(() => {
    if (key !== '') claim(key.split('\u0000'));
  }, [key, claim]);
  return mine.map((problem) => problem.message);
}

/** The message shown under a field whose value is refused. */
export function FieldProblemText({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {messages.join(' ')}
    </p>
  );
}
