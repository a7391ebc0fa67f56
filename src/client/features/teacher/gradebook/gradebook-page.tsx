import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { getTeacherGradebook, getTeacherGradebookCsv } from '#contract/teacher-routes';
import type { GradebookCell, GradebookStatus } from '#contract/insight';
import { call } from '../../../api/call';
import { gradebookStatusLabel } from '../shared/status-label';
import { formatNumber } from '../../../i18n/format';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CheckCircle2, Circle, Clock, Download, type LucideIcon, Table2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { cn } from '../../../lib/cn';
import { buttonClasses } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { fieldClasses } from '../../../ui/input';
import { PageBody, PageHeader } from '../../../ui/page-header';
import { LoadingState } from '../../../ui/spinner';
import { Tooltip } from '../../../ui/tooltip';

/**
 * Each status has its own icon and word as well as its colour, so it reads the same for a
 * colour-blind teacher and in a black-and-white printout.
 */
const statusLook: Record<GradebookStatus, { icon: LucideIcon; className: string }> = {
  completed: { icon: CheckCircle2, className: 'text-emerald-700 dark:text-emerald-300' },
  'in-progress': { icon: Clock, className: 'text-sky-700 dark:text-sky-300' },
  'not-started': { icon: Circle, className: 'text-muted-foreground' },
  overdue: { icon: AlertTriangle, className: 'text-orange-700 dark:text-orange-300' },
};

type Filter = 'all' | GradebookStatus;

function CellView({
  cell,
  href,
  context,
}: {
  cell: GradebookCell | undefined;
  /** The student's submission of this homework. */
  href: string;
  /** Who and what, for a screen reader, after the visible text (the name starts with what is seen). */
  context: string;
}) {
  const { t } = useLingui();
  if (!cell) {
    return (
      <span className="text-muted-foreground" title={t`Not assigned`}>
        <span aria-hidden>—</span>
        <span className="sr-only">
          <Trans>Not assigned</Trans>
        </span>
      </span>
    );
  }
  const look = statusLook[cell.status];
  const Icon = look.icon;
  return (
    <Link
      href={href}
      className="-mx-1.5 -my-1 flex flex-col gap-0.5 rounded-md px-1.5 py-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
    >
      <span className={cn('inline-flex items-center gap-1.5 font-medium', look.className)}>
        <Icon className="size-4 shrink-0" aria-hidden />
        {gradebookStatusLabel(cell.status)}
      </span>
      {cell.score !== null ? (
        <span className="text-xs text-muted-foreground tabular-nums">
          {cell.score}/{cell.totalPoints}
          {cell.percentage !== null ? ` · ${formatNumber(cell.percentage)}%` : ''}
        </span>
      ) : null}
      <span className="sr-only">, {context}</span>
    </Link>
  );
}

/**
 * The class's mean percentage on one homework, over the students shown who have a score, with how
 * many that is; null when none has one yet.
 */
export function averageOf(
  scored: readonly (GradebookCell | undefined)[],
): { percentage: number; count: number } | null {
  const percentages = scored.flatMap((cell) => (cell?.percentage != null ? [cell.percentage] : []));
  if (percentages.length === 0) return null;
  const sum = percentages.reduce((total, value) => total + value, 0);
  return { percentage: Math.round(sum / percentages.length), count: percentages.length };
}

/** /teacher/gradebook: every student × every homework, with a CSV download for the school's spreadsheet. */
export function GradebookPage() {
  const { t } = useLingui();
  const id = useId();
  const book = useQuery({ queryKey: [getTeacherGradebook.path], queryFn: () => call(getTeacherGradebook) });
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');

  const cells = useMemo(() => {
    const map = new Map<string, GradebookCell>();
    for (const cell of book.data?.cells ?? []) map.set(`${cell.studentId}:${cell.homeworkId}`, cell);
    return map;
  }, [book.data]);

  const students = useMemo(() => {
    const words = search.trim().toLowerCase();
    return (book.data?.students ?? []).filter((student) => {
      const name = `${student.firstName} ${student.lastName} ${student.username}`.toLowerCase();
      if (words && !name.includes(words)) return false;
      if (filter === 'all') return true;
      return (book.data?.homework ?? []).some((hw) => cells.get(`${student.id}:${hw.id}`)?.status === filter);
    });
  }, [book.data, search, filter, cells]);

  return (
    <>
      <PageHeader title={t`Gradebook`} backHref="/teacher/dashboard" backLabel={t`Back to dashboard`} />
      <PageBody className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-48 flex-1 flex-col gap-1.5">
            <label htmlFor={`${id}-search`} className="text-sm font-medium">
              <Trans>Find a student</Trans>
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className={cn(fieldClasses, 'h-10')}
              placeholder={t`Name or username`}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-status`} className="text-sm font-medium">
              <Trans>Show students with</Trans>
            </label>
            <select
              id={`${id}-status`}
              className={cn(fieldClasses, 'h-10 pr-8')}
              value={filter}
              onChange={(event) => setFilter(event.target.value as Filter)}
            >
              <option value="all">{t`Any status`}</option>
              <option value="overdue">{t`Overdue homework`}</option>
              <option value="in-progress">{t`Homework in progress`}</option>
              <option value="not-started">{t`Homework not started`}</option>
              <option value="completed">{t`Completed homework`}</option>
            </select>
          </div>
          <a
            href={getTeacherGradebookCsv.path}
            download
            className={cn(buttonClasses({ variant: 'outline' }), 'h-10')}
          >
            <Download className="size-4" aria-hidden />
            <Trans>Download CSV</Trans>
          </a>
        </div>

        {book.isPending ? (
          <LoadingState label={t`Loading the gradebook...`} />
        ) : book.isError ? (
          <p role="alert" className="text-destructive">
            <Trans>Could not load the gradebook. Reload the page to try again.</Trans>
          </p>
        ) : book.data.students.length === 0 || book.data.homework.length === 0 ? (
          <EmptyState
            icon={Table2}
            title={book.data.students.length === 0 ? t`No students yet` : t`No homework yet`}
            description={t`The gradebook fills in once students have homework assigned.`}
          />
        ) : (
          <section
            className="relative max-h-[70dvh] w-full min-w-0 overflow-auto rounded-xl border border-border"
            aria-label={t`Gradebook table`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
          >
            <table className="min-w-full border-separate border-spacing-0 text-sm">
              <caption className="sr-only">
                <Trans>Status and score of each student on each homework</Trans>
              </caption>
              <thead>
                <tr>
                  <th
                    scope="col"
                    className="sticky top-0 left-0 z-20 border-b border-border bg-muted px-3 py-2 text-left font-semibold"
                  >
                    <Trans>Student</Trans>
                  </th>
                  {book.data.homework.map((hw) => (
                    <th
                      key={hw.id}
                      scope="col"
                      className="sticky top-0 z-10 w-44 min-w-36 border-b border-border bg-muted px-3 py-2 text-left align-bottom font-semibold"
                    >
                      {/* A long title is cut to two lines; the whole title shows on hover and focus, and the
                          link opens the homework's item analysis. */}
                      <Tooltip content={hw.title}>
                        <Link
                          href={`/teacher/homework/${hw.id}/analysis`}
                          className="line-clamp-2 rounded-sm break-words hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          {hw.title}
                        </Link>
                      </Tooltip>
                      <span className="block text-xs font-normal text-muted-foreground">
                        <Plural value={hw.totalPoints} one="# point" other="# points" />
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {students.length === 0 ? (
                  <tr>
                    <td
                      colSpan={book.data.homework.length + 1}
                      className="px-3 py-6 text-center text-muted-foreground"
                    >
                      <Trans>No student matches.</Trans>
                    </td>
                  </tr>
                ) : (
                  students.map((student) => (
                    <tr key={student.id}>
                      <th
                        scope="row"
                        className="sticky left-0 z-10 max-w-44 border-b border-border bg-background px-3 py-2 text-left font-medium break-words"
                      >
                        {student.firstName} {student.lastName}
                        <span className="block truncate text-xs font-normal text-muted-foreground">
                          {student.username}
                          {student.isFrozen ? ` · ${t`frozen`}` : ''}
                        </span>
                      </th>
                      {book.data.homework.map((hw) => (
                        <td key={hw.id} className="border-b border-border px-3 py-2 align-top">
                          <CellView
                            cell={cells.get(`${student.id}:${hw.id}`)}
                            href={`/students/${encodeURIComponent(student.username)}/homework/${hw.id}`}
                            context={`${student.firstName} ${student.lastName}, ${hw.title}`}
                          />
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
              {students.length > 0 ? (
                <tfoot>
                  <tr>
                    <th
                      scope="row"
                      className="sticky bottom-0 left-0 z-20 border-t border-border bg-muted px-3 py-2 text-left font-semibold"
                    >
                      <Trans>Average</Trans>
                      <span className="block text-xs font-normal text-muted-foreground">
                        <Trans>of scored work</Trans>
                      </span>
                    </th>
                    {book.data.homework.map((hw) => {
                      const average = averageOf(
                        students.map((student) => cells.get(`${student.id}:${hw.id}`)),
                      );
                      return (
                        <td
                          key={hw.id}
                          className="sticky bottom-0 z-10 border-t border-border bg-muted px-3 py-2 align-top tabular-nums"
                        >
                          {average ? (
                            <>
                              <span className="font-semibold">{formatNumber(average.percentage)}%</span>
                              <span className="block text-xs text-muted-foreground">
                                <Plural value={average.count} one="# student" other="# students" />
                              </span>
                            </>
                          ) : (
                            <span className="text-muted-foreground">
                              <Trans>No scores yet</Trans>
                            </span>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </section>
        )}
      </PageBody>
    </>
  );
}
