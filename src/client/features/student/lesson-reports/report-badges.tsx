import type { LessonReport } from '#contract/common';
import { CalendarCheck, CalendarDays, Eye } from 'lucide-react';
import { formatDay } from '../shared/dates';

/** Whether the student has ever opened this report: New becomes Viewed once opened. */
export function hasBeenOpened(report: LessonReport): boolean {
  return report.assignment.openCount > 0 || report.assignment.firstOpenedTimestamp !== null;
}

/** 'Opened N times'. */
export function openedText(openCount: number): string {
  return `Opened ${openCount} times`;
}

/** Posted and Assigned dates (MMM d, yyyy) and the open count of a report. */
export function ReportFacts({ report, openCount }: { report: LessonReport; openCount?: number }) {
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      <span className="flex items-center gap-1.5">
        <CalendarDays className="size-4" aria-hidden />
        Posted <span className="text-foreground">{formatDay(report.datePosted)}</span>
      </span>
      <span className="flex items-center gap-1.5">
        <CalendarCheck className="size-4" aria-hidden />
        Assigned <span className="text-foreground">{formatDay(report.assignment.assignedAt)}</span>
      </span>
      <span className="flex items-center gap-1.5" data-testid="open-count">
        <Eye className="size-4" aria-hidden />
        {openedText(openCount ?? report.assignment.openCount)}
      </span>
    </div>
  );
}
