import { Trans } from '@lingui/react/macro';
import { SchemaField } from '../schema-field';
import { binaryName } from './binary-name';

/** The Schema Docs entry of this kind: its type name (as the JSON writes it) and its own fields. */
export function BinarySchemaHelp({ listClasses }: { listClasses: string }) {
  return (
    <div>
      <h4 className="text-sm font-medium">
        {'binary_task'} ({binaryName()})
      </h4>
      <ul className={listClasses}>
        <SchemaField name="passage">
          <Trans>the text to read.</Trans>
        </SchemaField>
        <SchemaField name="statement">
          <Trans>the claim about the passage.</Trans>
        </SchemaField>
        <SchemaField name="correctAnswer">
          <Trans>true or false.</Trans>
        </SchemaField>
      </ul>
    </div>
  );
}
