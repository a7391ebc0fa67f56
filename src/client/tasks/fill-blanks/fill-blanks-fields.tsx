import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import {
  fromMarkedText,
  readFillBlanksForm,
  toMarkedText,
  writeFillBlanks,
  writeFillBlanksWordBank,
} from '#domain/tasks/fill-blanks/form';
import { type KindFieldsProps, TextAreaField } from '../../features/manager/form-editor/fields';
import { Checkbox } from '../../ui/checkbox';
import { Label } from '../../ui/label';
import { markedTextProblem } from './marked-text-problem';

/**
 * Fill in the blanks: the text with each gap's answers in brackets, and whether students choose
 * from a word bank. What is typed stays as typed while a bracket is open; the task follows each
 * time the text reads whole.
 */
export function FillBlanksFields({ raw, onChange, position }: KindFieldsProps) {
  const view = readFillBlanksForm(raw);
  const marked = toMarkedText(view);
  const [draft, setDraft] = useState(marked);
  const bankId = useId();
  const { t } = useLingui();
  const read = fromMarkedText(draft);
  const problem = read.ok ? '' : markedTextProblem(read);

  // A change from elsewhere (the JSON tab, undo) shows here unless it is what the draft says.
  useEffect(() => {
    setDraft((current) => {
      const mine = fromMarkedText(current);
      return mine.ok && toMarkedText(mine) === marked ? current : marked;
    });
  }, [marked]);

  return (
    <div className="flex flex-col gap-3">
      <TextAreaField
        label={t`Text (each gap's answer in brackets)`}
        field={['text', 'blanks']}
        value={draft}
        rows={4}
        // i18n-exempt: an example of the English text a tutor writes
        placeholder="She [goes] to school and [comes|gets] home at five."
        hint={t`Several accepted answers: [comes|gets]. Capitals count only with =: [=Monday]. Spelling slips are answered “Almost”.`}
        onChange={(text) => {
          setDraft(text);
          const next = fromMarkedText(text);
          if (next.ok) onChange(writeFillBlanks(raw, next.text, next.blanks));
        }}
      />
      {read.ok ? (
        read.blanks.length === 0 ? (
          <p className="text-sm text-destructive">
            <Trans>Put each gap's answer in brackets: She [goes] home.</Trans>
          </p>
        ) : (
          <ol
            className="flex list-inside list-decimal flex-col gap-0.5 text-sm"
            aria-label={t`Gaps of task ${position}`}
          >
            {read.blanks.map((blank, b) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one entry per gap, in order
              <li key={b} className={blank.answers.length === 0 ? 'text-destructive' : undefined}>
                {blank.answers.length === 0 ? t`no answer yet` : blank.answers.join(' / ')}
                {blank.caseSensitive ? t` (capitals count)` : ''}
              </li>
            ))}
          </ol>
        )
      ) : (
        <p className="text-sm text-destructive">
          <Trans>The text: {problem}.</Trans>
        </p>
      )}
      <div className="flex items-center gap-2">
        <Checkbox
          id={bankId}
          checked={view.wordBank}
          onCheckedChange={(checked) => onChange(writeFillBlanksWordBank(raw, checked))}
        />
        <Label htmlFor={bankId}>
          <Trans>Students choose each word from a word bank</Trans>
        </Label>
      </div>
    </div>
  );
}
