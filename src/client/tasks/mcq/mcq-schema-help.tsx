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
      </ul>
    </div>
  );
}
