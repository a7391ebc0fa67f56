import { Trans, useLingui } from '@lingui/react/macro';
import type { StudentHomeworkListItem } from '#contract/student';
import { studentHomeworkStatus } from '#domain/homework/student-status';
import { CalendarDays, Play } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { formatDay } from '../shared/dates';
import { statusLabel } from '../shared/status-label';
import { nextHomework } from './next-homework';

/**
 * 'Up next' on the dashboard, beside the specification's cards: the homework to do now, with its due
 * date and its status, and one button that opens it (Continue when under way, Start otherwise).
 * Nothing is shown when every homework is submitted, or while the list is loading.
 */
export function NextHomeworkCard({
  list,
  now,
}: {
  list: readonly StudentHomeworkListItem[] | undefined;
  now: number;
}) {
  const { t } = useLingui();
  const next = list ? nextHomework(list) : null;
  if (!next) return null;
  const { homework, started } = next;
  const status = studentHomeworkStatus(homework, now);
  const due = homework.dueDate ? formatDay(homework.dueDate) : null;
  return (
    <section aria-labelledby="up-next-title">
      <Card className="flex flex-wrap items-center gap-4 p-5">
        <div className="flex min-w-0 flex-1 basis-56 flex-col gap-1">
          <h2
            id="up-next-title"
            className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            <Trans>Up next</Trans>
          </h2>
          <p className="text-lg font-semibold break-words">{homework.title}</p>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays className="size-4" aria-hidden />
              {due ? t`Due ${due}` : t`No due date`}
            </span>
            <span>{statusLabel(status)}</span>
          </p>
        </div>
        <Link href={`/homework/${homework.id}`} className={buttonClasses({ size: 'lg' })}>
          <Play className="size-4" aria-hidden />
          {started ? t`Continue` : t`Start`}
          <span className="sr-only"> “{homework.title}”</span>
        </Link>
      </Card>
    </section>
  );
}
