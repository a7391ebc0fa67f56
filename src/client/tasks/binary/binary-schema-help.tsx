import { SchemaField } from '../schema-field';

/** The Schema Docs entry of this kind: its type name and its own fields. */
export function BinarySchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">binary_task (True or False)</h4>
      <ul className={listClasses}>
        <SchemaField name="passage">the text to read.</SchemaField>
        <SchemaField name="statement">the claim about the passage.</SchemaField>
        <SchemaField name="correctAnswer">true or false.</SchemaField>
      </ul>
    </div>
  );
}
