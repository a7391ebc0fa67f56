import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '../../../api/http';
import { ArrowLeft, FileQuestion, LayoutDashboard, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { Badge } from '../../../ui/badge';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { ReportContent } from '../../../ui/report-content';
import { LoadingState } from '../../../ui/spinner';
import { LoadError } from '../../../ui/load-error';
import { ReportFacts } from './report-badges';
import { useLessonReportVisit } from './use-lesson-report-visit';

const largestId = 2_147_483_647;

/** The report id of a path segment, or null when it cannot name a report. */
export function parseReportId(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,10}$/.test(segment)) return null;
  const id = Number(segment);
  return id >= 1 && id <= largestId ? id : null;
}

function BackButtons() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Report navigation`} className="flex flex-col gap-3 sm:flex-row">
      <Link href="/lesson-reports" className={buttonClasses({ variant: 'outline' })}>
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Back to Reports</Trans>
      </Link>
      <Link href="/dashboard" className={buttonClasses({ variant: 'ghost' })}>
        <LayoutDashboard className="size-4" aria-hidden />
        <Trans>Back to Dashboard</Trans>
      </Link>
    </nav>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={FileQuestion}
      title={t`Lesson Report Not Found`}
      description={t`This report does not exist or is not shared with you.`}
      action={<BackButtons />}
    />
  );
}

function ReportVisit({ id }: { id: number }) {
  const { t } = useLingui();
  const { report, firstTime, openCount } = useLessonReportVisit(id);
  let body: ReactNode;
  if (report.isPending) body = <LoadingState label={t`Loading lesson report...`} />;
  else if (report.isError) {
    body = isApiError(report.error, 404) ? (
      <NotFound />
    ) : (
      <LoadError
        title={t`Failed to fetch lesson report`}
        error={report.error}
        onRetry={() => void report.refetch()}
      />
    );
  } else {
    const data = report.data;
    body = (
      <article className="mx-auto flex max-w-3xl flex-col gap-6">
        <Card className="flex flex-col gap-5 p-5 sm:p-8">
          <header className="flex flex-col gap-3 border-b border-border pb-5">
            {firstTime ? (
              <Badge variant="warning" className="self-start">
                <Sparkles className="size-3" aria-hidden />
                <Trans>First Time Viewing</Trans>
              </Badge>
            ) : null}
            <h2 className="text-2xl leading-tight font-bold break-words sm:text-3xl">{data.title}</h2>
            <ReportFacts report={data} openCount={openCount} />
          </header>
          <ReportContent content={data.content} headingOffset={2} className="text-base" />
        </Card>
        <BackButtons />
      </article>
    );
  }
  return body;
}

/** /lesson-reports/{reportId}: one lesson report, formatted; opening it records a view. */
export function LessonReportPage() {
  const params = useParams<{ reportId: string }>();
  const id = parseReportId(params.reportId);
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Lesson Report`} backHref="/lesson-reports" backLabel={t`Back to Reports`} />
      <PageBody>{id === null ? <NotFound /> : <ReportVisit key={id} id={id} />}</PageBody>
    </>
  );
}
