import { SchemaField } from '../schema-field';

/** The Schema Docs entry of this kind: its type name and its own fields. */
export function FindMistakesSchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">find_mistakes (Find Mistakes)</h4>
      <ul className={listClasses}>
        <SchemaField name="mode">"find_only", or "find_and_fix" to also choose corrections.</SchemaField>
        <SchemaField name="mistakeCount">
          {'{ revealed, count, display }'}: whether the number of mistakes is shown, the number, and a word
          such as "exactly".
        </SchemaField>
        <SchemaField name="find.fragments">
          the text in pieces, each {'{ text, isError }'}; a mistake may carry an errorId.
        </SchemaField>
        <SchemaField name="find.prompts">optional messages: allFound, foundCount, wrongGuess.</SchemaField>
        <SchemaField name="fix">
          for find_and_fix, one entry per mistake: {'{ errorId, prompt, options, correct }'}.
        </SchemaField>
      </ul>
    </div>
  );
}
