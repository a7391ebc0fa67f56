import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { CheckMark } from './marks';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A checkbox drawn over the browser's own input: keyboard, forms, labels and screen readers behave
 * as the platform does, and it costs no script beyond this component. Pair it with a Label whose
 * htmlFor is the id. Controlled: `checked` is what shows, `onCheckedChange` hears the wish to change.
 */
export function Checkbox({ className, checked, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onCheckedChange?.(event.target.checked)}
        className={cn(
          'peer size-5 cursor-pointer appearance-none rounded-md border border-input bg-card',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          'checked:border-primary checked:bg-primary',
          'disabled:cursor-not-allowed disabled:opacity-55',
        )}
        {...props}
      />
      <CheckMark
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
