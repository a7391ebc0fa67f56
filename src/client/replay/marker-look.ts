import { t } from '@lingui/core/macro';
import type { StageMarker } from './stage-markers';

/**
 * How each kind of mark looks: its own shape and colour, and its name in the legend (read in the
 * current language when shown).
 */
export const markerLook: Record<StageMarker['kind'], { className: string; name: () => string }> = {
  click: { className: 'size-2.5 rounded-full bg-sky-600 dark:bg-sky-400', name: () => t`Click` },
  check: { className: 'size-2.5 rotate-45 bg-emerald-600 dark:bg-emerald-400', name: () => t`Check` },
  wrong: { className: 'h-3 w-1.5 bg-red-600 dark:bg-red-400', name: () => t`Wrong answer` },
  'wrong-check': {
    className: 'size-3 rounded-[2px] border-[3px] border-red-600 dark:border-red-400',
    name: () => t`Wrong check`,
  },
  idle: { className: 'h-1.5 w-3 rounded-sm bg-amber-500 dark:bg-amber-300', name: () => t`Idle over 10 s` },
};

/** One mark's name in the current language: its kind, and for a pause how long it lasted. */
export function markerName(marker: StageMarker): string {
  if (marker.kind !== 'idle' || marker.gapMs === undefined) return markerLook[marker.kind].name();
  const seconds = Math.round(marker.gapMs / 1000);
  return t`Idle ${seconds} s`;
}
