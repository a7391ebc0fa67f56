import { plural, t } from '@lingui/core/macro';
import type { TeacherLessonReport } from '#contract/teacher';

/** How often the student opened a report, in words. */
export function reportOpenText(report: Pick<TeacherLessonReport, 'assignment'>): string {
  const count = report.assignment.openCount;
  if (count <= 0) return t`Not opened yet`;
  return plural(count, { one: 'Opened # time', other: 'Opened # times' });
}
