import { cn } from '../lib/cn';

/** How a choice (option, true/false button, word) is drawn. */
export type ChoiceTone = 'idle' | 'selected' | 'correct' | 'wrong' | 'muted';

/** Classes of a big, touch-friendly choice button in the given tone. */
export function choiceClasses(tone: ChoiceTone, className?: string): string {
  return cn(
    'flex min-h-12 w-full items-center gap-2 rounded-xl border-2 px-4 py-3 text-left text-base font-medium',
    'transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-default',
    tone === 'idle' && 'border-border bg-card hover:border-primary hover:bg-secondary/60',
    tone === 'selected' && 'border-primary bg-secondary text-secondary-foreground',
    tone === 'correct' && 'border-success bg-success/15 text-foreground',
    tone === 'wrong' && 'border-destructive bg-destructive/10 text-foreground',
    tone === 'muted' && 'border-border bg-muted text-muted-foreground',
    className,
  );
}
