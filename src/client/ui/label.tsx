import type { LabelHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** A form label; pair it with a control through htmlFor. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn('text-sm font-medium leading-none text-foreground', className)} {...props} />;
}
