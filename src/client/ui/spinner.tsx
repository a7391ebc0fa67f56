import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn';
import { SpinnerMark } from './marks';

/** A spinning icon; decorative unless given a label. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <SpinnerMark
      className={cn('size-4 animate-spin', className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
    />
  );
}

/** A centred loading state for a page or a section. */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground', className)}
    >
      <Spinner className="size-7 text-primary" />
      <span className="text-sm">{label ?? t`Loading...`}</span>
    </div>
  );
}
