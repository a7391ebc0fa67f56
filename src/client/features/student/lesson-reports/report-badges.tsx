import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { LessonReport } from '#contract/common';
import { CalendarCheck, CalendarDays, Eye } from 'lucide-react';
import { useLingui } from '../../../i18n/runtime';
import { formatDay } from '../shared/dates';

/** Whether the student has ever opened this report: New becomes Viewed once opened. */
export function hasBeenOpened(report: LessonReport): boolean {
  return report.assignment.openCount > 0 || report.assignment.firstOpenedTimestamp !== null;
}

/** 'Opened N times'. */
export function openedText(openCount: number): string {
  return t`Opened ${openCount} times`;
}

/** Posted and Assigned dates (MMM d, yyyy) and the open count of a report. */
export function ReportFacts({ report, openCount }: { report: LessonReport; openCount?: number }) {
  // The dates are written in the current language: drawn again when it changes.
  useLingui();
  const posted = formatDay(report.datePosted);
  const assigned = formatDay(report.assignment.assignedAt);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        <Trans>
          Posted <span className="text-foreground">{posted}</span>
        </Trans>
      </span>
      <span className="flex items-center gap-1.5">
        <CalendarCheck className="size-4" aria-hidden />
        <Trans>
          Assigned <span className="text-foreground">{assigned}</span>
        </Trans>
      </span>
      <span className="flex items-center gap-1.5" data-testid="open-count">
        <Eye className="size-4" aria-hidden />
        {openedText(openCount ?? report.assignment.openCount)}
      </span>
    </div>
  );
}
