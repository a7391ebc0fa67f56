import { cn } from '../../lib/cn';

/** How a word chip of a sequence task is drawn. */
export type ChipTone = 'idle' | 'placed' | 'correct' | 'wrong';

/** Classes of a word chip (a list item holding one or two buttons, or a plain button). */
export function chipClasses(tone: ChipTone, className?: string): string {
  return cn(
    'inline-flex min-h-11 items-center rounded-lg border-2 px-3 text-base font-medium transition-colors',
    tone === 'idle' && 'border-border bg-card hover:border-primary hover:bg-secondary/60',
    tone === 'placed' && 'border-primary bg-secondary text-secondary-foreground',
    tone === 'correct' && 'border-success bg-success/15',
    tone === 'wrong' && 'border-destructive bg-destructive/10',
    className,
  );
}
