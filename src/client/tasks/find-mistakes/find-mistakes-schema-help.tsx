import { Trans } from '@lingui/react/macro';
import { SchemaField } from '../schema-field';
import { findMistakesName } from './find-mistakes-name';

// The JSON field names and values in quotes are the document's own words, the same in every
// language: the translated sentences keep them as they are.

/** The Schema Docs entry of this kind: its type name and its own fields. */
export function FindMistakesSchemaHelp({ listClasses }: { listClasses: string }) {
  const fragment = '{ text, isError }';
  const fixEntry = '{ errorId, prompt, options, correct }';
  return (
    <div>
      <h4 className="text-sm font-medium">
        {'find_mistakes'} ({findMistakesName()})
      </h4>
      <ul className={listClasses}>
        <SchemaField name="mode">
          <Trans>"find_only", or "find_and_fix" to also choose corrections.</Trans>
        </SchemaField>
        <SchemaField name="mistakeCount">
          {'{ revealed, count, display }'}:{' '}
          <Trans>whether the number of mistakes is shown, the number, and a word such as "exactly".</Trans>
        </SchemaField>
        <SchemaField name="find.fragments">
          <Trans>the text in pieces, each {fragment}; a mistake may carry an errorId.</Trans>
        </SchemaField>
        <SchemaField name="find.prompts">
          <Trans>optional messages: allFound, foundCount, wrongGuess.</Trans>
        </SchemaField>
        <SchemaField name="fix">
          <Trans>for find_and_fix, one entry per mistake: {fixEntry}.</Trans>
        </SchemaField>
      </ul>
    </div>
  );
}
