import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn';
import type { PointDotsView } from './point-dots';

/** Above this many dots only the numbers are shown: more would wrap onto a second line on a phone. */
const maxDrawnDots = 12;

/** A row of point dots: lit ones are points left (or earned once the task is done). */
export function PointDotsRow({ view }: { view: PointDotsView }) {
  const { t } = useLingui();
  const { total, lit, final, points, maxPoints } = view;
  if (total <= 0) return null;
  // Said and shown in the task's points, whatever the number of dots.
  const label = final ? t`${points} of ${maxPoints} points earned` : t`${points} of ${maxPoints} points left`;
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
      <span aria-hidden className="ml-1 text-xs font-medium text-muted-foreground tabular-nums">
        {final ? t`${points}/${maxPoints} points` : t`${points}/${maxPoints} points left`}
      </span>
    </div>
  );
}
