import type { TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn';
import { fieldClasses } from './input';

/** A multi-line text input. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(fieldClasses, 'min-h-24 py-2 leading-relaxed', className)} {...props} />;
}
