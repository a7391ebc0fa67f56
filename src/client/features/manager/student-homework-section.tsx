import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework, TeacherStudent } from '#contract/teacher';
import { ClipboardList, Plus } from 'lucide-react';
import { apiErrorText, useUnassignHomework } from '../../api/teacher-manager';
import { Button } from '../../ui/button';
import { LoadingState } from '../../ui/spinner';
import { useConfirmation } from '../../ui/use-confirmation';
import { toast } from '../../ui/use-toast';
import { useHideAndDelete } from './homework-actions';
import { HomeworkRow } from './homework-row';

/** The confirmation before taking a homework back from one student. */
export function unassignConfirmText(firstName: string): string {
  return t`Take this homework back from ${firstName}? Their answers are kept; sharing it again brings it back.`;
}

/** The homework assigned to one student, newest first. */
export function homeworkOfStudent(homework: readonly TeacherHomework[], username: string): TeacherHomework[] {
  return homework
    .filter((entry) => entry.students.some((student) => student.username === username))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The picked student's homework with the row actions and the Create Homework button. */
export function StudentHomeworkSection({
  student,
  homework,
  loading,
  loadError,
  onCreate,
  onEdit,
  onShare,
  onAssign,
  onDuplicate,
  duplicating,
}: {
  student: TeacherStudent;
  homework: readonly TeacherHomework[];
  loading: boolean;
  loadError: unknown;
  onCreate: () => void;
  onEdit: (homework: TeacherHomework) => void;
  onShare: (homework: TeacherHomework) => void;
  onAssign: (homework: TeacherHomework) => void;
  onDuplicate: (homework: TeacherHomework) => void;
  duplicating: boolean;
}) {
  const { t } = useLingui();
  const hideAndDelete = useHideAndDelete();
  const unassign = useUnassignHomework();
  const confirmation = useConfirmation();
  const rows = homeworkOfStudent(homework, student.username);
  const actionError = hideAndDelete.error ?? unassign.error;

  const firstName = student.firstName;
  const fullName = `${student.firstName} ${student.lastName}`;

  function unassignHomework(entry: TeacherHomework) {
    confirmation.ask({
      title: unassignConfirmText(student.firstName),
      confirmLabel: t`Take back`,
      destructive: true,
      onConfirm: () => {
        hideAndDelete.reset();
        unassign.mutate(
          { homework: entry, studentUsername: student.username },
          {
            onSuccess: () => toast({ title: t`Homework taken back from ${firstName}`, variant: 'success' }),
          },
        );
      },
    });
  }

  const headingId = `homework-of-${student.username}`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      {hideAndDelete.confirmDialog}
      {confirmation.dialog}
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {student.firstName} {student.lastName}
          </h2>
          <p className="text-sm text-muted-foreground">@{student.username}</p>
        </div>
        <Button onClick={onCreate}>
          <Plus className="size-4" aria-hidden />
          <Trans>Create Homework</Trans>
        </Button>
      </div>
      {actionError ? (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {apiErrorText(actionError)}
        </p>
      ) : null}
      {loading ? (
        <LoadingState label={t`Loading homework...`} className="py-10" />
      ) : loadError ? (
        <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
          <Trans>Failed to fetch homework</Trans>
        </p>
      ) : rows.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-10 text-center">
          <ClipboardList className="size-6 text-muted-foreground" aria-hidden />
          <p className="text-sm text-muted-foreground">
            <Trans>No homework for {firstName} yet. Use Create Homework to paste one.</Trans>
          </p>
        </div>
      ) : (
        <ul aria-label={t`Homework of ${fullName}`} className="flex flex-col gap-3">
          {rows.map((entry) => (
            <HomeworkRow
              key={entry.id}
              homework={entry}
              username={student.username}
              actions={{
                onEdit,
                onShare,
                onAssign,
                onDuplicate,
                onToggleHidden: hideAndDelete.toggleHidden,
                onUnassign: unassignHomework,
                onDelete: hideAndDelete.deleteHomework,
                busy: hideAndDelete.busy || unassign.isPending || duplicating,
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
