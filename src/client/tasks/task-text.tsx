import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The question line of a task. */
export function TaskQuestion({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('text-base font-semibold leading-snug sm:text-lg', className)}>{children}</p>;
}

/** A polite live region announcing feedback to screen readers (and showing it). */
export function TaskFeedback({
  children,
  tone = 'neutral',
}: {
  children?: ReactNode;
  tone?: 'neutral' | 'success' | 'error';
}) {
  return (
    <p
      aria-live="polite"
      className={cn(
        'min-h-6 text-sm font-medium',
        tone === 'success' && 'text-success',
        tone === 'error' && 'text-destructive',
        tone === 'neutral' && 'text-muted-foreground',
      )}
    >
      {children}
    </p>
  );
}

/** A small caption above a group in review mode ('Your answer', 'Correct answer'). */
export function ReviewCaption({ children }: { children: ReactNode }) {
  return <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{children}</p>;
}
