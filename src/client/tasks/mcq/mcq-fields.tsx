import { readMcq, withoutStrayExplanations, writeMcqOptions, writeMcqSentence } from '#domain/tasks/mcq/form';
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
  const duplicates = view.options.filter((o, i) => o !== '' && view.options.indexOf(o) !== i);
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
        label="Sentence (optional, ___ marks the gap)"
        value={view.sentence}
        onChange={(text) => onChange(writeMcqSentence(raw, text))}
        placeholder="Last summer my family ___ to Spain."
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={refused.length > 0 || undefined}
        aria-describedby={refused.length > 0 ? `${name}-problem` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">Options (choose the right one)</legend>
        {view.options.map((option, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place by position.
          <div key={i} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <input
                type="radio"
                name={name}
                className="size-4 shrink-0 accent-primary aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive"
                checked={view.correct === i}
                onChange={() => setOptions(view.options, i)}
                aria-label={`Option ${i + 1} is right`}
                aria-invalid={refused.length > 0 || undefined}
              />
              <Input
                value={option}
                aria-label={`Option ${i + 1}`}
                onChange={(event) => {
                  const options = view.options.map((o, j) => (j === i ? event.target.value : o));
                  setOptions(options, view.correct);
                }}
              />
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove option ${i + 1}`}
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
                aria-label={`Why option ${i + 1} is right or wrong (optional)`}
                placeholder="Why (optional): shown after the task is finished"
                onChange={(event) => {
                  const explanations = view.explanations.map((e, j) => (j === i ? event.target.value : e));
                  setOptions(view.options, view.correct, explanations);
                }}
              />
            </div>
          </div>
        ))}
        <div>
          <Button
            size="sm"
            variant="outline"
            onClick={() => setOptions([...view.options, ''], view.correct, [...view.explanations, ''])}
          >
            <Plus className="size-3.5" aria-hidden />
            Add option
          </Button>
        </div>
        <FieldProblemText id={`${name}-problem`} messages={refused} />
        {whyProblems.length > 0 ? (
          <div className="flex flex-col items-start gap-2">
            <FieldProblemText id={`${name}-why-problem`} messages={whyProblems} />
            <Button size="sm" variant="outline" onClick={() => onChange(withoutStrayExplanations(raw))}>
              Remove explanations of options that do not exist
            </Button>
          </div>
        ) : null}
      </fieldset>
      {view.correct === -1 ? <p className="text-sm text-destructive">Choose which option is right.</p> : null}
      {duplicates.length > 0 ? (
        <p className="text-sm text-destructive">
          Two options read "{duplicates[0]}": make each option different.
        </p>
      ) : null}
    </div>
  );
}
