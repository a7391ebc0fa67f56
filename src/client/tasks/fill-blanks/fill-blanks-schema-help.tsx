import { Trans } from '@lingui/react/macro';
import { homeworkLimits } from '#domain/homework/limits';
import { SchemaField } from '../schema-field';
import { fillBlanksName } from './fill-blanks-name';

/** The Schema Docs entry of a fill-in-the-blanks task: its fields and how it is scored. */
export function FillBlanksSchemaHelp({ listClasses }: { listClasses: string }) {
  // The JSON example and the field names in the sentences are the document's own words, the same
  // in every language.
  const example = '{ "answers": ["comes", "gets"] }';
  const gaps = homeworkLimits.items;
  const answers = homeworkLimits.options;
  return (
    <div>
      <h4 className="text-sm font-medium">
        {'fill_blanks'} ({fillBlanksName()})
      </h4>
      <ul className={listClasses}>
        <SchemaField name="text">
          <Trans>the text, with ___ (three underscores) for each gap.</Trans>
        </SchemaField>
        <SchemaField name="blanks">
          <Trans>
            one entry per ___, in order: {example}; any listed answer is right, the first is shown in the key.
            Add "caseSensitive": true when capitals count.
          </Trans>
        </SchemaField>
        <SchemaField name="wordBank">
          <Trans>optional; true lets students choose each gap's word from a shuffled list.</Trans>
        </SchemaField>
        <li>
          <Trans>
            2 points a gap, less 1 for each wrong answer; after two wrong answers the gap shows its answer. A
            spelling slip (one letter, an accent or capital) is answered "Almost" and costs nothing; ’ and ',
            – and -, and extra spaces count as the same.
          </Trans>
        </li>
        <li>
          <Trans>
            A save is refused when the count of ___ differs from the blanks, or a gap has no answer; at most{' '}
            {gaps} gaps and {answers} answers a gap.
          </Trans>
        </li>
      </ul>
    </div>
  );
}
