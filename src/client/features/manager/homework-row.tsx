import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework } from '#contract/teacher';
import { managerStatus } from '#domain/homework/status';
import { isNoValidTasksPlaceholder, repairAssignmentDetails, sumTaskPoints } from '#domain/homework/repair';
import { formatDay } from '../../i18n/format';
import {
  BarChart3,
  Copy,
  Eye,
  EyeOff,
  Pencil,
  Play,
  Share2,
  Sparkles,
  Trash2,
  UserMinus,
  UserPlus,
  Users,
} from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Badge, type BadgeVariant } from '../../ui/badge';
import { Button, buttonClasses } from '../../ui/button';

// The task views it plays with load only when a teacher first tries a homework.
const TryAsStudentDialog = lazy(() => import('./try-as-student-dialog'));

/** Question count and points of a homework, from its repaired details. */
export function homeworkSize(homework: Pick<TeacherHomework, 'assignmentDetails'>): {
  questions: number;
  points: number;
} {
  const tasks = repairAssignmentDetails(homework.assignmentDetails).tasks.filter(
    (task) => !isNoValidTasksPlaceholder(task),
  );
  return { questions: tasks.length, points: sumTaskPoints(tasks) };
}

/** The manager's status in the current language (the domain names it in the specification's English). */
function managerStatusLabel(status: ReturnType<typeof managerStatus>): string {
  switch (status) {
    // i18n-exempt: the domain's status name, compared
    case 'Completed':
      return t`Completed`;
    // i18n-exempt: the domain's status name, compared
    case 'In Progress':
      return t`In Progress`;
    // i18n-exempt: the domain's status name, compared
    case 'Not Started':
      return t`Not Started`;
  }
}

const statusVariant: Record<ReturnType<typeof managerStatus>, BadgeVariant> = {
  Completed: 'success',
  'In Progress': 'warning',
  'Not Started': 'outline',
};

/** What a row can ask for. */
export interface HomeworkRowActions {
  onEdit: (homework: TeacherHomework) => void;
  onToggleHidden: (homework: TeacherHomework) => void;
  onShare: (homework: TeacherHomework) => void;
  /** Gives this homework to many students at once. */
  onAssign: (homework: TeacherHomework) => void;
  /** Copies this homework to adapt (a template). */
  onDuplicate: (homework: TeacherHomework) => void;
  /** Takes this homework back from the student the list is for (only in one student's list). */
  onUnassign?: (homework: TeacherHomework) => void;
  onDelete: (homework: TeacherHomework) => void;
  busy: boolean;
}

/** How many students have a homework, as the row says it. */
export function assignedCountText(homework: Pick<TeacherHomework, 'students'>): string {
  const count = homework.students.length;
  if (count === 0) return t`Not assigned yet`;
  return plural(count, { one: 'Assigned to # student', other: 'Assigned to # students' });
}

/**
 * One homework: facts, status and the row actions. In one student's list (`username` given) the
 * status is that student's; in the list of all homework (`username` null) there is no one status.
 */
export function HomeworkRow({
  homework,
  username,
  actions,
}: {
  homework: TeacherHomework;
  username: string | null;
  actions: HomeworkRowActions;
}) {
  const [trying, setTrying] = useState(false);
  const { t } = useLingui();
  const submission =
    username === null
      ? null
      : (homework.submissions.find((entry) => entry.studentUsername === username) ?? null);
  const status = username === null ? null : managerStatus(submission);
  const { questions, points } = homeworkSize(homework);
  const titleId = `homework-${homework.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
    >
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold break-words">
            {homework.title}
          </h3>
          {homework.description ? (
            <p className="mt-0.5 text-sm break-words text-muted-foreground">{homework.description}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          {homework.hidden ? (
            <Badge variant="secondary">
              <EyeOff className="size-3" aria-hidden />
              <Trans>Hidden</Trans>
            </Badge>
          ) : null}
          {status ? <Badge variant={statusVariant[status]}>{managerStatusLabel(status)}</Badge> : null}
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt className="sr-only">
            <Trans>Questions</Trans>
          </dt>
          <dd>{plural(questions, { one: '# question', other: '# questions' })}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">
            <Trans>Points</Trans>
          </dt>
          <dd>{plural(points, { one: '# point', other: '# points' })}</dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">
            <Trans>Students</Trans>
          </dt>
          <dd className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {assignedCountText(homework)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>
            <Trans>Created</Trans>
          </dt>
          <dd>
            <time dateTime={homework.createdAt}>{formatDay(homework.createdAt, '')}</time>
          </dd>
        </div>
        {submission?.score !== null && submission?.score !== undefined ? (
          <div className="flex gap-1">
            <dt>
              <Trans>Score</Trans>
            </dt>
            <dd className="font-medium text-foreground">
              {submission.score}
              {submission.percentage !== null ? ` (${submission.percentage}%)` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => actions.onEdit(homework)}>
          <Pencil className="size-3.5" aria-hidden />
          <Trans>Edit</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={actions.busy}
          onClick={() => actions.onToggleHidden(homework)}
        >
          {homework.hidden ? (
            <Eye className="size-3.5" aria-hidden />
          ) : (
            <EyeOff className="size-3.5" aria-hidden />
          )}
          {homework.hidden ? t`Unhide` : t`Hide`}
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onShare(homework)}>
          <Share2 className="size-3.5" aria-hidden />
          <Trans>Share</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onAssign(homework)}>
          <UserPlus className="size-3.5" aria-hidden />
          <Trans>Assign</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={actions.busy}
          onClick={() => actions.onDuplicate(homework)}
        >
          <Copy className="size-3.5" aria-hidden />
          <Trans>Duplicate</Trans>
        </Button>
        <Button size="sm" variant="outline" onClick={() => setTrying(true)}>
          <Play className="size-3.5" aria-hidden />
          <Trans>Try as a student</Trans>
        </Button>
        {trying ? (
          <Suspense fallback={null}>
            <TryAsStudentDialog homework={homework} onOpenChange={setTrying} />
          </Suspense>
        ) : null}
        <Link
          href={`/teacher/homework/${homework.id}/analysis`}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <BarChart3 className="size-3.5" aria-hidden />
          <Trans>Analysis</Trans>
        </Link>
        {actions.onUnassign ? (
          <Button
            size="sm"
            variant="outline"
            disabled={actions.busy}
            onClick={() => actions.onUnassign?.(homework)}
          >
            <UserMinus className="size-3.5" aria-hidden />
            <Trans>Unassign</Trans>
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled>
          <Sparkles className="size-3.5" aria-hidden />
          <Trans>AI Revise - Coming Soon</Trans>
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:bg-destructive/10"
          disabled={actions.busy}
          onClick={() => actions.onDelete(homework)}
        >
          <Trash2 className="size-3.5" aria-hidden />
          <Trans>Delete</Trans>
        </Button>
      </div>
    </li>
  );
}
