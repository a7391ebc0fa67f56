import { readMcq, withoutStrayExplanations, writeMcqOptions, writeMcqSentence } from '#domain/tasks/mcq/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button';
import { Input } from '../../ui/input';
import { FieldProblemText, useFieldProblems } from '../../features/manager/form-editor/field-problems';
import { type KindFieldsProps, TextField } from '../../features/manager/form-editor/fields';

/** Multiple choice: a sentence with a gap, the options, and the one that is right. */
export function McqFields({ raw, onChange }: KindFieldsProps) {
  const view = readMcq(raw);
  const name = useId();
  const { t } = useLingui();
  const duplicates = view.options.filter((o, i) => o !== '' && view.options.indexOf(o) !== i);
  const duplicate = duplicates[0];
  // A refused save names the right answer (or the options) when the answer is not among them.
  const keyProblems = useFieldProblems('correctAnswer');
  const optionProblems = useFieldProblems('options');
  const refused = [...keyProblems, ...optionProblems];
  // Explanations of texts that are no option have no field here: said under the options, with a way out.
  const whyProblems = useFieldProblems('optionExplanations');

  function setOptions(options: string[], correct: number, explanations: string[] = view.explanations) {
    onChange(writeMcqOptions(raw, options, correct, explanations));
  }

  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t`Sentence (optional, ___ marks the gap)`}
        value={view.sentence}
        onChange={(text) => onChange(writeMcqSentence(raw, text))}
        // i18n-exempt: an example of the English sentence a tutor writes
        placeholder="Last summer my family ___ to Spain."
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={refused.length > 0 || undefined}
        aria-describedby={refused.length > 0 ? `${name}-problem` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">
          <Trans>Options (choose the right one)</Trans>
        </legend>
        {view.options.map((option, i) => {
          const number = i + 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position.
            <div key={i} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  className="size-4 shrink-0 accent-primary aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive"
                  checked={view.correct === i}
                  onChange={() => setOptions(view.options, i)}
                  aria-label={t`Option ${number} is right`}
                  aria-invalid={refused.length > 0 || undefined}
                />
                <Input
                  value={option}
                  aria-label={t`Option ${number}`}
                  onChange={(event) => {
                    const options = view.options.map((o, j) => (j === i ? event.target.value : o));
                    setOptions(options, view.correct);
                  }}
                />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={t`Remove option ${number}`}
                  disabled={view.options.length <= 2}
                  onClick={() => {
                    const options = view.options.filter((_, j) => j !== i);
                    const correct =
                      view.correct === i ? -1 : view.correct > i ? view.correct - 1 : view.correct;
                    setOptions(
                      options,
                      correct,
                      view.explanations.filter((_, j) => j !== i),
                    );
                  }}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              </div>
              {/* Why this option is right or wrong: under the option, lined up with its text (the
                radio's width before it, the remove button's after it). */}
              <div className="pr-11 pl-6">
                <Input
                  className="text-sm"
                  value={view.explanations[i] ?? ''}
                  aria-label={t`Why option ${number} is right or wrong (optional)`}
                  placeholder={t`Why (optional): shown after the task is finished`}
                  onChange={(event) => {
                    const explanations = view.explanations.map((e, j) => (j === i ? event.target.value : e));
                    setOptions(view.options, view.correct, explanations);
                  }}
                />
              </div>
            </div>
          );
        })}
        <div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOptions([...view.options, ''], view.correct, [...view.explanations, ''])}
          >
            <Plus className="size-3.5" aria-hidden />
            <Trans>Add option</Trans>
          </Button>
        </div>
        <FieldProblemText id={`${name}-problem`} messages={refused} />
        {whyProblems.length > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <FieldProblemText id={`${name}-why-problem`} messages={whyProblems} />
            <Button size="sm" variant="outline" onClick={() => onChange(withoutStrayExplanations(raw))}>
              <Trans>Remove explanations of options that do not exist</Trans>
            </Button>
          </div>
        ) : null}
      </fieldset>
      {view.correct === -1 ? (
        <p className="text-sm text-destructive">
          <Trans>Choose which option is right.</Trans>
        </p>
      ) : null}
      {duplicates.length > 0 ? (
        <p className="text-sm text-destructive">
          <Trans>Two options read "{duplicate}": make each option different.</Trans>
        </p>
      ) : null}
    </div>
  );
}
