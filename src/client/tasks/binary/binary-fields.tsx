import { useLingui } from '@lingui/react/macro';
import { readBinary } from '#domain/tasks/binary/form';
import {
  type KindFieldsProps,
  RadioGroup,
  TextAreaField,
  TextField,
} from '../../features/manager/form-editor/fields';

/** True or false: a passage, a statement about it, and whether the statement is true. */
export function BinaryFields({ raw, onChange }: KindFieldsProps) {
  const view = readBinary(raw);
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={t`Passage`}
        value={view.passage}
        onChange={(passage) => onChange({ ...raw, passage })}
        rows={3}
      />
      <TextField
        label={t`Statement`}
        value={view.statement}
        onChange={(statement) => onChange({ ...raw, statement })}
      />
      <RadioGroup
        legend={t`The statement is`}
        field="correctAnswer"
        value={view.answer === null ? null : view.answer ? 'true' : 'false'}
        onChange={(answer) => onChange({ ...raw, correctAnswer: answer === 'true' })}
        options={[
          { value: 'true', label: t`True` },
          { value: 'false', label: t`False` },
        ]}
      />
    </div>
  );
}
