import { t } from '@lingui/core/macro';
import type { LessonReport } from '#contract/common';
import type { StudentHomeworkListItem } from '#contract/student';
import { scoreLine } from '#domain/progress/score-line';
import { toEpochMs } from '#domain/time';

/** How many completed homework and viewed reports Recent Activity lists. */
export const recentActivityLimits = { completedHomework: 3, viewedReports: 2 } as const;

/** One line of the dashboard's Recent Activity. */
export type RecentActivityItem =
  | {
      kind: 'homework';
      key: string;
      /** The homework's page (its review once completed). */
      href: string;
      title: string;
      score: number;
      totalPoints: number;
      percentage: number;
      /** The submission date (ISO). */
      date: string;
    }
  | {
      kind: 'report';
      key: string;
      /** The report's page. */
      href: string;
      title: string;
      /** When the report was last opened (ISO). */
      date: string;
    };

function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (toEpochMs(b.date) ?? 0) - (toEpochMs(a.date) ?? 0));
}

/**
 * Recent Activity: the 3 most recently completed homework ('Completed {title}') and the 2 most
 * recently opened lesson reports ('Viewed Lesson Report: {title}'), together newest first.
 */
export function selectRecentActivity(
  homework: readonly StudentHomeworkListItem[],
  reports: readonly LessonReport[],
): RecentActivityItem[] {
  const completed = newestFirst(
    homework.flatMap((item): RecentActivityItem[] => {
      const submission = item.submission;
      if (!submission?.isCompleted) return [];
      const line = scoreLine(submission.score, item.totalPoints, submission.percentage);
      const title = item.title;
      return [
        {
          kind: 'homework',
          key: `homework-${item.id}`,
          href: `/homework/${item.id}`,
          title: t`Completed ${title}`,
          score: line.score,
          totalPoints: line.total,
          percentage: line.percent,
          date: submission.submissionDate ?? '',
        },
      ];
    }),
  ).slice(0, recentActivityLimits.completedHomework);
  const viewed = newestFirst(
    reports.flatMap((report): RecentActivityItem[] => {
      const lastOpened = report.assignment.lastOpenedTimestamp;
      if (!lastOpened) return [];
      const reportTitle = report.title;
      return [
        {
          kind: 'report',
          key: `report-${report.id}`,
          href: `/lesson-reports/${report.id}`,
          title: t`Viewed Lesson Report: ${reportTitle}`,
          date: lastOpened,
        },
      ];
    }),
  ).slice(0, recentActivityLimits.viewedReports);
  return newestFirst([...completed, ...viewed]);
}
