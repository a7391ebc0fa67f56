import { useLingui } from '@lingui/react/macro';

// The item analysis's bars, for the page's own figures and each kind's (src/client/tasks/<kind>/).

export function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** A labelled bar: the words and numbers carry the meaning, the bar only shows the size. */
export function FigureBar({
  label,
  value,
  of,
  note,
  strong,
}: {
  label: string;
  value: number;
  of: number;
  note?: string;
  strong?: boolean;
}) {
  const share = percent(value, of);
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <span className={strong ? 'font-medium' : undefined}>{label}</span>
        <span className="text-muted-foreground tabular-nums">{note ?? t`${value} of ${of} (${share}%)`}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
