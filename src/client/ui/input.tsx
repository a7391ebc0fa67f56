import type { InputHTMLAttributes } from 'react';
import { cn } from '../lib/cn';

/** Classes shared by text inputs and text areas. */
export const fieldClasses =
  'w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs transition-colors ' +
  'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 ' +
  'focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

/** A text input (16 px text on phones so iOS does not zoom). */
export function Input({ className, type = 'text', ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type={type} className={cn(fieldClasses, 'h-11 sm:h-10', className)} {...props} />;
}
