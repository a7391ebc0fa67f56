import { Trans } from '@lingui/react/macro';
import { SchemaField } from '../schema-field';
import { mcqName } from './mcq-name';

/** The Schema Docs entry of this kind: its type name (as the JSON writes it) and its own fields. */
export function McqSchemaHelp({ listClasses }: { listClasses: string }) {
  // A JSON example: the document's own words, the same in every language.
  const example = (
    <code className="font-mono text-xs">{'{ "go": "That is the present." }'}</code> // i18n-exempt: a JSON example
  );
  return (
    <div>
      <h4 className="text-sm font-medium">
        {'mcq_1'} ({mcqName()})
      </h4>
      <ul className={listClasses}>
        <SchemaField name="sentence">
          <Trans>optional sentence, e.g. with a ___ gap.</Trans>
        </SchemaField>
        <SchemaField name="options">
          <Trans>the choices.</Trans>
        </SchemaField>
        <SchemaField name="correctAnswer">
          <Trans>the text of the right option.</Trans>
        </SchemaField>
        <SchemaField name="optionExplanations">
          <Trans>
            optional: why an option is right or wrong, by the option's text, e.g. {example}. Each name must be
            one of the options, exactly; shown with the explanation once the task is finished.
          </Trans>
        </SchemaField>
      </ul>
    </div>
  );
}
