import { Trans } from '@lingui/react/macro';
import { SchemaField } from '../schema-field';
import { sequenceName } from './sequence-name';

/** The Schema Docs entry of this kind: its type name (as the JSON writes it) and its own fields. */
export function SequenceSchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">
        {'sequence_task'} ({sequenceName()})
      </h4>
      <ul className={listClasses}>
        <SchemaField name="items">
          <Trans>the words or phrases, in the order shown.</Trans>
        </SchemaField>
        <SchemaField name="correctOrder">
          <Trans>the same entries in the right order.</Trans>
        </SchemaField>
        <SchemaField name="displayType">
          <Trans>optional; "words" shows tap-to-place words without dragging.</Trans>
        </SchemaField>
      </ul>
    </div>
  );
}
