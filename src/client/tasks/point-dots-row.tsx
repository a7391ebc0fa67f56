import { cn } from '../lib/cn';
import type { PointDotsView } from './point-dots';

/** Above this many dots only the numbers are shown. */
const maxDrawnDots = 24;

/** A row of point dots: lit ones are points left (or earned once the task is done). */
export function PointDotsRow({ view }: { view: PointDotsView }) {
  const { total, lit, final } = view;
  if (total <= 0) return null;
  const label = final ? `${lit} of ${total} points earned` : `${lit} of ${total} points left`;
  return (
    <div role="img" aria-label={label} title={label} className="flex flex-wrap items-center gap-1">
      {total <= maxDrawnDots
        ? Array.from({ length: total }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: dots have no identity but their position
              key={i}
              className={cn(
                'size-2.5 rounded-full border transition-colors',
                i < lit
                  ? final
                    ? 'border-success bg-success'
                    : 'border-primary bg-primary'
                  : 'border-muted-foreground/50 bg-transparent',
              )}
            />
          ))
        : null}
      <span className="ml-1 text-xs font-medium text-muted-foreground tabular-nums">
        {lit}/{total}
      </span>
    </div>
  );
}
