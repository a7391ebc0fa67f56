import { SchemaField } from '../schema-field';

/** The Schema Docs entry of this kind: its type name and its own fields. */
export function SequenceSchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">sequence_task (Sentence Scramble)</h4>
      <ul className={listClasses}>
        <SchemaField name="items">the words or phrases, in the order shown.</SchemaField>
        <SchemaField name="correctOrder">the same entries in the right order.</SchemaField>
        <SchemaField name="displayType">
          optional; "words" shows tap-to-place words without dragging.
        </SchemaField>
      </ul>
    </div>
  );
}
