import {
  type MistakeView,
  readFindMistakes,
  toggleMistake,
  wordSpans,
  writeCorrection,
  writeFindMistakesText,
  writeFixMode,
  writeRevealCount,
} from '#domain/tasks/find-mistakes/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { type KindFieldsProps, TextAreaField } from '../../features/manager/form-editor/fields';

function splitOptions(text: string): string[] {
  return text
    .split(',')
    .map((option) => option.trim())
    .filter((option) => option !== '');
}

/** One mistake's correction and, in fix mode, the wrong options students choose among. */
function MistakeRow({
  mistake,
  number,
  fixMode,
  onChange,
}: {
  mistake: MistakeView;
  number: number;
  fixMode: boolean;
  onChange: (correction: string, wrong: string[]) => void;
}) {
  const correctionId = useId();
  const words = mistake.text;
  const wrongId = useId();
  // The wrong options are typed as a list with commas; the text is kept as typed.
  const [wrongText, setWrongText] = useState(mistake.wrong.join(', '));
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border p-3">
      <p className="text-sm">
        <span className="font-medium">
          <Trans>Mistake {number}:</Trans>
        </span>{' '}
        <mark className="rounded bg-destructive/15 px-1 text-foreground">{mistake.text}</mark>
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={correctionId}>
            <Trans>Correction of “{words}”</Trans>
          </Label>
          <Input
            id={correctionId}
            value={mistake.correction}
            aria-invalid={(fixMode && mistake.correction === '') || undefined}
            onChange={(event) => onChange(event.target.value, mistake.wrong)}
          />
        </div>
        {fixMode ? (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={wrongId}>
              <Trans>Wrong options for “{words}”</Trans>
            </Label>
            <Input
              id={wrongId}
              value={wrongText}
              // i18n-exempt: an example of the English words a tutor writes
              placeholder="goes, gone"
              aria-describedby={`${wrongId}-hint`}
              onChange={(event) => {
                setWrongText(event.target.value);
                onChange(mistake.correction, splitOptions(event.target.value));
              }}
            />
            <p id={`${wrongId}-hint`} className="text-xs text-muted-foreground">
              <Trans>Separate them with commas.</Trans>
            </p>
          </div>
        ) : null}
      </div>
      {fixMode && mistake.correction === '' ? (
        <p className="text-sm text-destructive">
          <Trans>Give the correction students must choose.</Trans>
        </p>
      ) : null}
    </li>
  );
}

/** Find the mistakes: the text, the words marked as mistakes, and each mistake's correction. */
export function FindMistakesFields({ raw, onChange, position }: KindFieldsProps) {
  const view = readFindMistakes(raw);
  const fixId = useId();
  const { t } = useLingui();
  const revealId = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const words = wordSpans(view.text);
  const mistakeAt = (start: number, end: number) => view.mistakes.find((m) => m.start < end && m.end > start);

  function toggleWord(start: number, end: number) {
    const inside = mistakeAt(start, end);
    onChange(inside ? toggleMistake(raw, inside.start, inside.end) : toggleMistake(raw, start, end));
  }

  function markSelection() {
    const box = textRef.current;
    if (!box) return;
    const touched = words.filter((w) => w.end > box.selectionStart && w.start < box.selectionEnd);
    const first = touched[0];
    const last = touched.at(-1);
    if (first && last) onChange(toggleMistake(raw, first.start, last.end));
  }

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={fixId}
            checked={view.fixMode}
            onCheckedChange={(checked) => onChange(writeFixMode(raw, checked))}
          />
          <Label htmlFor={fixId} className="font-normal">
            <Trans>Students also fix each mistake (choose the correction)</Trans>
          </Label>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id={revealId}
            checked={view.revealCount}
            onCheckedChange={(checked) => onChange(writeRevealCount(raw, checked))}
          />
          <Label htmlFor={revealId} className="font-normal">
            <Trans>Tell students how many mistakes there are</Trans>
          </Label>
        </div>
      </div>
      <TextAreaField
        label={t`Text with the mistakes in it`}
        field="find"
        value={view.text}
        onChange={(text) => onChange(writeFindMistakesText(raw, text))}
        rows={3}
        textareaRef={textRef}
        // i18n-exempt: an example of the English text a tutor writes
        placeholder="On Saturday we goed to the beach."
      />
      {words.length > 0 ? (
        <div className="flex flex-col gap-2">
          <p id={`${fixId}-words`} className="text-sm font-medium">
            <Trans>Tap the wrong words to mark them</Trans>
          </p>
          <ul aria-labelledby={`${fixId}-words`} className="flex flex-wrap gap-1.5">
            {words.map((word) => {
              const marked = mistakeAt(word.start, word.end) !== undefined;
              return (
                <li key={word.start}>
                  <button
                    type="button"
                    aria-pressed={marked}
                    onClick={() => toggleWord(word.start, word.end)}
                    className={cn(
                      'min-h-8 rounded-md border px-2 text-sm transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                      marked
                        ? 'border-destructive bg-destructive/15 font-medium text-foreground line-through decoration-destructive'
                        : 'border-border bg-card hover:bg-muted',
                    )}
                  >
                    {word.text}
                  </button>
                </li>
              );
            })}
          </ul>
          <div>
            <Button size="sm" variant="outline" onClick={markSelection}>
              <Trans>Mark selected words as one mistake</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {view.mistakes.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={t`Mistakes of task ${position}`}>
          {view.mistakes.map((mistake, i) => (
            <MistakeRow
              key={`${mistake.errorId}-${mistake.start}`}
              mistake={mistake}
              number={i + 1}
              fixMode={view.fixMode}
              onChange={(correction, wrong) =>
                onChange(writeCorrection(raw, mistake.errorId, correction, wrong))
              }
            />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No mistake marked yet.</Trans>
        </p>
      )}
    </div>
  );
}
