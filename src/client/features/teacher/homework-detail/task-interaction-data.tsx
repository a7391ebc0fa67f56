import { Trans, useLingui } from '@lingui/react/macro';
import { type TaskTracking, taskTrackingSchema } from '#contract/common';
import { Activity } from 'lucide-react';
import { formatMilliseconds } from '../shared/time';

/** One task's tracking data from a submission's trackingData (keyed by task id), or null when none is readable. */
export function trackingForTask(trackingData: Record<string, unknown>, taskId: string): TaskTracking | null {
  const parsed = taskTrackingSchema.safeParse(trackingData[taskId]);
  return parsed.success ? parsed.data : null;
}

function trackedMilliseconds(tracking: TaskTracking): number | null {
  if (tracking.timeSpent !== undefined) return tracking.timeSpent;
  if (tracking.startTime !== undefined && tracking.endTime !== undefined)
    return tracking.endTime - tracking.startTime;
  return null;
}

/** The 'Task Interaction Data' block: time spent, cursor movements, clicks and scroll events of one task. */
export function TaskInteractionData({ tracking }: { tracking: TaskTracking | null }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Task Interaction Data`}
      className="rounded-xl border border-border bg-muted/50 p-4"
    >
      <h4 className="mb-3 flex items-center gap-2 text-sm font-semibold">
        <Activity className="size-4 text-primary" aria-hidden />
        <Trans>Task Interaction Data</Trans>
      </h4>
      {tracking ? (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[
            [t`Time spent`, formatMilliseconds(trackedMilliseconds(tracking))],
            [t`Cursor movements`, String(tracking.cursorMovements.length)],
            [t`Clicks`, String(tracking.clicks.length)],
            [t`Scroll events`, String(tracking.scrollEvents.length)],
          ].map(([label, value]) => (
            <div key={label} className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-sm font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-muted-foreground">
          <Trans>No tracking data available for this session.</Trans>
        </p>
      )}
    </section>
  );
}
