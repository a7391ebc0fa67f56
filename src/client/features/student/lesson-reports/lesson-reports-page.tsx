import { Trans, useLingui } from '@lingui/react/macro';
import type { LessonReport } from '#contract/common';
import { reportExcerpt } from '#domain/reports/content';
import { BookOpen, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useLessonReports } from '../../../api/student';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { LoadError } from '../../../ui/load-error';
import { hasBeenOpened, ReportFacts } from './report-badges';

/** Length of a card's content excerpt. */
export const reportExcerptLength = 150;

function ReportCard({ report }: { report: LessonReport }) {
  const { t } = useLingui();
  const opened = hasBeenOpened(report);
  const action = opened ? t`View Again` : t`View Report`;
  const title = report.title;
  return (
    <li>
      <Card className="flex h-full flex-col gap-3 p-5" data-testid="lesson-report-card">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={opened ? 'secondary' : 'default'}>{opened ? t`Viewed` : t`New`}</Badge>
          {opened ? null : (
            <Badge variant="warning">
              <Sparkles className="size-3" aria-hidden />
              <Trans>First Time</Trans>
            </Badge>
          )}
        </div>
        <h2 className="text-lg leading-snug font-semibold break-words">{report.title}</h2>
        <p className="text-sm leading-relaxed text-muted-foreground break-words">
          {reportExcerpt(report.content, reportExcerptLength)}
        </p>
        <div className="mt-auto flex flex-col gap-3 pt-1">
          <ReportFacts report={report} />
          <Link
            href={`/lesson-reports/${report.id}`}
            className={buttonClasses({ variant: opened ? 'outline' : 'primary', className: 'w-full' })}
            aria-label={t`${action}: ${title}`}
          >
            {action}
          </Link>
        </div>
      </Card>
    </li>
  );
}

/** /lesson-reports: the student's lesson reports as cards. */
export function StudentLessonReportsPage() {
  const { t } = useLingui();
  const reports = useLessonReports();
  let body: ReactNode;
  if (reports.isPending) body = <LoadingState label={t`Loading lesson reports...`} />;
  else if (reports.isError) {
    body = (
      <LoadError
        title={t`Failed to fetch lesson reports`}
        error={reports.error}
        onRetry={() => void reports.refetch()}
      />
    );
  } else if (reports.data.length === 0) {
    body = (
      <EmptyState
        icon={BookOpen}
        title={t`No Lesson Reports Available`}
        description={t`Reports from your lessons will appear here.`}
      />
    );
  } else {
    body = (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t`Lesson reports`}>
        {reports.data.map((report) => (
          <ReportCard key={report.id} report={report} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <PageHeader title={t`Lesson Reports`} backHref="/dashboard" backLabel={t`Back to Dashboard`} />
      <PageBody>{body}</PageBody>
    </>
  );
}
