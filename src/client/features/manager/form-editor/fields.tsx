import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { fieldClasses, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';
import { FieldProblemText, useFieldProblems } from './field-problems';

// Small labelled fields shared by the form editor's cards: every control has a visible label. A
// field given the path of the value it edits (`field`) is marked when a save is refused there.

/** The ids a field's control is described by: its hint and its problem, when it has them. */
function describedBy(id: string, hint: unknown, problems: readonly string[]): string | undefined {
  const ids = [hint ? `${id}-hint` : '', problems.length > 0 ? `${id}-problem` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A labelled one-line text field. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  className,
  field,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
  /** The path of the value inside the task, to show a refusal there. */
  field?: string;
}) {
  const id = useId();
  const problems = useFieldProblems(field);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={describedBy(id, hint, problems)}
      />
      <FieldProblemText id={`${id}-problem`} messages={problems} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled multi-line text field. */
export function TextAreaField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  rows = 3,
  textareaRef,
  field,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** The path of the value inside the task (or of each value the text holds), to show a refusal there. */
  field?: string | readonly string[];
}) {
  const id = useId();
  const problems = useFieldProblems(field);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <textarea
        id={id}
        ref={textareaRef}
        rows={rows}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={describedBy(id, hint, problems)}
        className={cn(fieldClasses, 'min-h-16 py-2 leading-relaxed')}
      />
      <FieldProblemText id={`${id}-problem`} messages={problems} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled number field that keeps what is being typed (an empty box, "1.") and reports a number
 * only when the text is one; a new value from outside shows when it differs from the typed one.
 */
export function NumberField({
  label,
  value,
  onChange,
  hint,
  className,
}: {
  label: string;
  value: number | undefined;
  onChange: (value: number) => void;
  hint?: ReactNode;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  useEffect(() => {
    setText((current) => (value !== undefined && Number(current) !== value ? String(value) : current));
  }, [value]);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="decimal"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          const n = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(n) && n >= 0) onChange(n);
        }}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="w-28"
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** A group of radio buttons with a legend. */
export function RadioGroup<T extends string>({
  legend,
  value,
  options,
  onChange,
  field,
}: {
  legend: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  /** The path of the value inside the task, to show a refusal there. */
  field?: string;
}) {
  const name = useId();
  const problems = useFieldProblems(field);
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-invalid={problems.length > 0 || undefined}
      aria-describedby={problems.length > 0 ? `${name}-problem` : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary aria-invalid:outline-2 aria-invalid:outline-offset-2 aria-invalid:outline-destructive"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={problems.length > 0 || undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldProblemText id={`${name}-problem`} messages={problems} />
    </fieldset>
  );
}

/** The props every kind's fields get: the task JSON and where to send the edited one. */
export interface KindFieldsProps {
  raw: Record<string, unknown>;
  onChange: (raw: Record<string, unknown>) => void;
  /** The task's place in the list, from 1, for labels that must be unique. */
  position: number;
}
