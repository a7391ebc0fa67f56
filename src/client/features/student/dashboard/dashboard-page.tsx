import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BookOpen, ChevronRight, ClipboardList, TrendingUp } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { useSession } from '../../../api/session';
import { useLessonReports, useStudentHomeworkList, useStudentProgress } from '../../../api/student';
import { cn } from '../../../lib/cn';
import { Card } from '../../../ui/card';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { NextHomeworkCard } from './next-homework-card';
import { RecentActivity } from './recent-activity-list';
import { TemporaryPasswordBanner } from './temporary-password-banner';

/** The dashboard title: '{first name}'s Page', or 'Student Dashboard' without a first name. */
export function dashboardTitle(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? t`${name}'s Page` : t`Student Dashboard`;
}

const loadingLabel = msg`Loading`;

function SummaryCard({
  href,
  icon: Icon,
  title,
  value,
  loading,
  tone,
}: {
  href: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  value: string;
  loading: boolean;
  tone: string;
}) {
  const { i18n } = useLingui();
  return (
    <Link
      href={href}
      className="group rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <Card className="flex h-full items-center gap-4 p-5 transition-colors group-hover:border-primary/50 group-hover:bg-muted/40">
        <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-xl', tone)}>
          <Icon className="size-6" aria-hidden />
        </span>
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="text-base font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground tabular-nums">
            {loading ? <Spinner label={i18n._(loadingLabel)} /> : value}
          </span>
        </span>
        <ChevronRight
          className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      </Card>
    </Link>
  );
}

/** /dashboard: the three summary cards and Recent Activity. */
export function DashboardPage() {
  const { t } = useLingui();
  const session = useSession();
  const student = session.data?.status === 'student' ? session.data.user : null;
  const firstName = student?.firstName ?? null;
  const reports = useLessonReports();
  const progress = useStudentProgress();
  const homework = useStudentHomeworkList({ poll: false });
  const reportCount = reports.data?.length ?? 0;
  const pending = progress.data?.pendingAssignments ?? 0;
  const average = progress.data?.averageScore ?? 0;
  return (
    <>
      <PageHeader title={dashboardTitle(firstName)} />
      <PageBody className="flex flex-col gap-6 sm:gap-8">
        <TemporaryPasswordBanner show={student?.temporaryPassword === true} />
        <nav
          aria-label={t`Student sections`}
          className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-3 sm:gap-4"
        >
          <SummaryCard
            href="/lesson-reports"
            icon={BookOpen}
            title={t`Lesson Reports`}
            value={reports.isError ? '–' : t`${reportCount} available`}
            loading={reports.isPending}
            tone="bg-primary/12 text-primary"
          />
          <SummaryCard
            href="/homework"
            icon={ClipboardList}
            title={t`Homework`}
            value={progress.isError ? '–' : t`${pending} pending`}
            loading={progress.isPending}
            tone="bg-warning/20 text-warning-foreground dark:text-warning"
          />
          <SummaryCard
            href="/progress"
            icon={TrendingUp}
            title={t`My Progress`}
            value={progress.isError ? '–' : t`${average}% average`}
            loading={progress.isPending}
            tone="bg-success/15 text-success dark:text-success"
          />
        </nav>
        <NextHomeworkCard list={homework.data} now={homework.dataUpdatedAt || Date.now()} />
        <RecentActivity homework={homework} reports={reports} />
      </PageBody>
    </>
  );
}
