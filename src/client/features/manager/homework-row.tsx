import type { TeacherHomework } from '#contract/teacher';
import { managerStatus } from '#domain/homework/status';
import { isNoValidTasksPlaceholder, repairAssignmentDetails, sumTaskPoints } from '#domain/homework/repair';
import { format } from 'date-fns';
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
  if (count === 0) return 'Not assigned yet';
  return `Assigned to ${count} ${count === 1 ? 'student' : 'students'}`;
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
              Hidden
            </Badge>
          ) : null}
          {status ? <Badge variant={statusVariant[status]}>{status}</Badge> : null}
        </div>
      </div>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex gap-1">
          <dt className="sr-only">Questions</dt>
          <dd>
            {questions} {questions === 1 ? 'question' : 'questions'}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">Points</dt>
          <dd>
            {points} {points === 1 ? 'point' : 'points'}
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Students</dt>
          <dd className="flex items-center gap-1">
            <Users className="size-3.5" aria-hidden />
            {assignedCountText(homework)}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Created</dt>
          <dd>
            <time dateTime={homework.createdAt}>{format(new Date(homework.createdAt), 'MMM d, yyyy')}</time>
          </dd>
        </div>
        {submission?.score !== null && submission?.score !== undefined ? (
          <div className="flex gap-1">
            <dt>Score</dt>
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
          Edit
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
          {homework.hidden ? 'Unhide' : 'Hide'}
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onShare(homework)}>
          <Share2 className="size-3.5" aria-hidden />
          Share
        </Button>
        <Button size="sm" variant="outline" onClick={() => actions.onAssign(homework)}>
          <UserPlus className="size-3.5" aria-hidden />
          Assign
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={actions.busy}
          onClick={() => actions.onDuplicate(homework)}
        >
          <Copy className="size-3.5" aria-hidden />
          Duplicate
        </Button>
        <Button size="sm" variant="outline" onClick={() => setTrying(true)}>
          <Play className="size-3.5" aria-hidden />
          Try as a student
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
          Analysis
        </Link>
        {actions.onUnassign ? (
          <Button
            size="sm"
            variant="outline"
            disabled={actions.busy}
            onClick={() => actions.onUnassign?.(homework)}
          >
            <UserMinus className="size-3.5" aria-hidden />
            Unassign
          </Button>
        ) : null}
        <Button size="sm" variant="outline" disabled>
          <Sparkles className="size-3.5" aria-hidden />
          AI Revise - Coming Soon
        </Button>
        <Button
          size="sm"
          variant="outline"
          className="text-destructive hover:bg-destructive/10"
          disabled={actions.busy}
          onClick={() => actions.onDelete(homework)}
        >
          <Trash2 className="size-3.5" aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  );
}
