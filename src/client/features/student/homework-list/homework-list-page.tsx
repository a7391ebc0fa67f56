import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentHomeworkListItem } from '#contract/student';
import { type StudentHomeworkStatus, studentHomeworkStatus } from '#domain/homework/student-status';
import { AlertTriangle, CalendarDays, ChevronRight, ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useStudentHomeworkList } from '../../../api/student';
import { Badge, type BadgeVariant } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { formatDay } from '../shared/dates';
import { statusLabel } from '../shared/status-label';
import { LoadError } from '../../../ui/load-error';
import { SubmittedBanner } from './submitted-banner';

const statusVariant: Record<StudentHomeworkStatus['kind'], BadgeVariant> = {
  completed: 'success',
  overdue: 'destructive',
  'in-progress': 'warning',
  ready: 'default',
  'not-started': 'secondary',
};

function HomeworkCard({ homework, now }: { homework: StudentHomeworkListItem; now: number }) {
  const status = studentHomeworkStatus(homework, now);
  const due = formatDay(homework.dueDate);
  return (
    <li>
      <Link
        href={`/homework/${homework.id}`}
        className="group block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Card className="flex h-full flex-col gap-3 p-5 transition-colors group-hover:border-primary/50 group-hover:bg-muted/40">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <h2 className="min-w-[8rem] flex-1 text-lg leading-snug font-semibold break-words">
              {homework.title}
            </h2>
            <Badge variant={statusVariant[status.kind]} data-testid="homework-status">
              {/* Past due and not submitted: an icon as well as the colour and the word. */}
              {status.kind === 'overdue' ? <AlertTriangle className="size-3" aria-hidden /> : null}
              {statusLabel(status)}
            </Badge>
          </div>
          {homework.description ? (
            <p className="text-sm leading-relaxed text-muted-foreground break-words">
              {homework.description}
            </p>
          ) : null}
          <div className="mt-auto flex items-center justify-between gap-3 pt-1 text-sm text-muted-foreground">
            <span className="flex items-center gap-1.5">
              {homework.dueDate ? (
                <>
                  <CalendarDays className="size-4" aria-hidden />
                  <Trans>Due {due}</Trans>
                </>
              ) : null}
            </span>
            <ChevronRight
              className="size-5 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden
            />
          </div>
        </Card>
      </Link>
    </li>
  );
}

/** /homework: the student's assignments with their status, refreshed every 5 seconds. */
export function HomeworkListPage() {
  const { t } = useLingui();
  const homework = useStudentHomeworkList();
  let body: ReactNode;
  if (homework.isPending) body = <LoadingState label={t`Loading homework...`} />;
  else if (!homework.data) {
    body = (
      <LoadError
        title={t`Could not load homework`}
        error={homework.error}
        onRetry={() => void homework.refetch()}
      />
    );
  } else if (homework.data.length === 0) {
    body = (
      <EmptyState
        icon={ClipboardList}
        title={t`No Homework Assignments`}
        description={t`New homework from your teacher will appear here.`}
      />
    );
  } else {
    const now = homework.dataUpdatedAt || Date.now();
    body = (
      <ul
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
        aria-label={t`Homework assignments`}
      >
        {homework.data.map((item) => (
          <HomeworkCard key={item.id} homework={item} now={now} />
        ))}
      </ul>
    );
  }
  return (
    <>
      <PageHeader title={t`Homework`} backHref="/dashboard" backLabel={t`Back to Dashboard`} />
      <PageBody>
        <SubmittedBanner />
        {body}
      </PageBody>
    </>
  );
}
