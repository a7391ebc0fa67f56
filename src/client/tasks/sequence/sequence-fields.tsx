import {
  readSequence,
  reshuffleSequence,
  sentenceWords,
  writeSequenceAnswer,
  writeSequenceTapOnly,
} from '#domain/tasks/sequence/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Shuffle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Label } from '../../ui/label';
import {
  type KindFieldsProps,
  RadioGroup,
  TextAreaField,
  TextField,
} from '../../features/manager/form-editor/fields';

type Way = 'sentence' | 'lines';

/** Sentence scramble: the sentence as typed is the answer; students see its words shuffled. */
export function SequenceFields({ raw, onChange }: KindFieldsProps) {
  const view = readSequence(raw);
  const tapId = useId();
  const { t } = useLingui();
  const oneWordEach = view.correctOrder.every((item) => sentenceWords(item).length === 1);
  const [way, setWay] = useState<Way>(oneWordEach ? 'sentence' : 'lines');
  // What is being typed stays as typed (spaces, empty lines); the task gets the words or lines of it.
  const [sentence, setSentence] = useState(view.correctOrder.join(' '));
  const [lines, setLines] = useState(view.correctOrder.join('\n'));
  const [round, setRound] = useState(1);

  function typeSentence(text: string) {
    setSentence(text);
    onChange(writeSequenceAnswer(raw, sentenceWords(text)));
  }
  function typeLines(text: string) {
    setLines(text);
    const items = text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    onChange(writeSequenceAnswer(raw, items));
  }
  function switchWay(next: Way) {
    setWay(next);
    if (next === 'sentence') typeSentence(view.correctOrder.join(' '));
    else typeLines(view.correctOrder.join('\n'));
  }

  return (
    <div className="flex flex-col gap-3">
      <RadioGroup
        legend={t`Type the answer as`}
        value={way}
        onChange={switchWay}
        options={[
          { value: 'sentence', label: t`A sentence (split into words)` },
          { value: 'lines', label: t`Items, one per line` },
        ]}
      />
      {way === 'sentence' ? (
        <TextField
          label={t`Sentence in the right order`}
          field="correctOrder"
          value={sentence}
          onChange={typeSentence}
          // i18n-exempt: an example of the English sentence a tutor writes
          placeholder="We visited the old museum yesterday"
          hint={t`Each word becomes one tile; the sentence as you type it is the right order.`}
        />
      ) : (
        <TextAreaField
          label={t`Items in the right order, one per line`}
          field="correctOrder"
          value={lines}
          onChange={typeLines}
          rows={4}
          hint={t`Each line becomes one tile; the order you type is the right order.`}
        />
      )}
      {view.items.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">
            <Trans>Students see:</Trans>
          </span>
          <span className="flex flex-wrap gap-1">
            {view.items.map((item, i) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: the same word may appear twice.
                key={i}
                className="rounded-md border border-border bg-muted px-2 py-0.5"
              >
                {item}
              </span>
            ))}
          </span>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              onChange(reshuffleSequence(raw, round));
              setRound(round + 1);
            }}
          >
            <Shuffle className="size-3.5" aria-hidden />
            <Trans>Shuffle again</Trans>
          </Button>
        </div>
      ) : null}
      <div className="flex items-center gap-2">
        <Checkbox
          id={tapId}
          checked={view.tapOnly}
          onCheckedChange={(checked) => onChange(writeSequenceTapOnly(raw, checked))}
        />
        <Label htmlFor={tapId} className="font-normal">
          <Trans>Students tap the tiles in order (no dragging)</Trans>
        </Label>
      </div>
    </div>
  );
}
