import { type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { fieldClasses, Input } from '../../../ui/input';
import { Label } from '../../../ui/label';

// Small labelled fields shared by the form editor's cards: every control has a visible label.

/** A labelled one-line text field. */
export function TextField({
  label,
  value,
  onChange,
  hint,
  placeholder,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
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
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  placeholder?: string;
  rows?: number;
  textareaRef?: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={cn(fieldClasses, 'min-h-16 py-2 leading-relaxed')}
      />
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
}: {
  legend: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              className="size-4 accent-primary"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
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
