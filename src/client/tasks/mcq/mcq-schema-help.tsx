import { SchemaField } from '../schema-field';

/** The Schema Docs entry of this kind: its type name and its own fields. */
export function McqSchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">mcq_1 (Multiple Choice)</h4>
      <ul className={listClasses}>
        <SchemaField name="sentence">optional sentence, e.g. with a ___ gap.</SchemaField>
        <SchemaField name="options">the choices.</SchemaField>
        <SchemaField name="correctAnswer">the text of the right option.</SchemaField>
        <SchemaField name="optionExplanations">
          optional: why an option is right or wrong, by the option's text, e.g.{' '}
          <code className="font-mono text-xs">{'{ "go": "That is the present." }'}</code>. Each name must be
          one of the options, exactly; shown with the explanation once the task is finished.
        </SchemaField>
      </ul>
    </div>
  );
}
