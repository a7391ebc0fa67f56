import type { TeacherLessonReport } from '#contract/teacher';

/** How often the student opened a report, in words. */
export function reportOpenText(report: Pick<TeacherLessonReport, 'assignment'>): string {
  const count = report.assignment.openCount;
  if (count <= 0) return 'Not opened yet';
  return count === 1 ? 'Opened 1 time' : `Opened ${count} times`;
}
