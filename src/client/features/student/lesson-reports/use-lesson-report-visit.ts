import type { LessonReport } from '#contract/common';
import { useEffect, useRef, useState } from 'react';
import { useLessonCloseOnLeave, useLessonReport, useRecordLessonReportView } from '../../../api/student';
import { hasBeenOpened } from './report-badges';

/**
 * One visit of a report page: fetches the report afresh, and once it has arrived records one view
 * (POST .../view, once per visit) and, on leaving or page hide, lesson_close. `firstTime` is decided
 * from the report as fetched before the view was recorded; `openCount` includes this visit once the
 * server has counted it.
 */
export function useLessonReportVisit(id: number) {
  const report = useLessonReport(id);
  const view = useRecordLessonReportView(id);
  const [before, setBefore] = useState<LessonReport | null>(null);
  const recorded = useRef(false);
  const fresh = report.isSuccess && !report.isFetching ? report.data : null;
  const { mutate } = view;
  useEffect(() => {
    if (fresh === null || recorded.current) return;
    recorded.current = true;
    setBefore(fresh);
    mutate();
  }, [fresh, mutate]);
  useLessonCloseOnLeave(view.isSuccess ? id : null);
  return {
    report,
    firstTime: before === null ? null : !hasBeenOpened(before),
    openCount: view.data?.assignment.openCount ?? report.data?.assignment.openCount ?? 0,
  };
}
