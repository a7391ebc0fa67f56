import { homeworkLimits } from '#domain/homework/limits';
import type { ReactNode } from 'react';

function Field({ name, children }: { name: string; children: ReactNode }) {
  return (
    <li>
      <code className="rounded bg-muted px-1 py-0.5 font-mono text-xs">{name}</code> {children}
    </li>
  );
}

/** The Schema Docs entry of a fill-in-the-blanks task: its fields and how it is scored. */
export function FillBlanksSchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">fill_blanks (Fill in the Blanks)</h4>
      <ul className={listClasses}>
        <Field name="text">the text, with ___ (three underscores) for each gap.</Field>
        <Field name="blanks">
          one entry per ___, in order: {'{ "answers": ["comes", "gets"] }'}; any listed answer is right, the
          first is shown in the key. Add "caseSensitive": true when capitals count.
        </Field>
        <Field name="wordBank">
          optional; true lets students choose each gap's word from a shuffled list.
        </Field>
        <li>
          2 points a gap, less 1 for each wrong answer; after two wrong answers the gap shows its answer. A
          spelling slip (one letter, an accent or capital) is answered "Almost" and costs nothing; ’ and ', –
          and -, and extra spaces count as the same.
        </li>
        <li>
          A save is refused when the count of ___ differs from the blanks, or a gap has no answer; at most{' '}
          {homeworkLimits.items} gaps and {homeworkLimits.options} answers a gap.
        </li>
      </ul>
    </div>
  );
}
