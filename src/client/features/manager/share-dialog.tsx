import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherHomework, TeacherStudent } from '#contract/teacher';
import { Share2 } from 'lucide-react';
import { apiErrorText, useShareHomework } from '../../api/teacher-manager';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../ui/dialog';
import { useConfirmation } from '../../ui/use-confirmation';
import { toast } from '../../ui/use-toast';

/** The confirmation before sharing. */
export function shareConfirmText(
  title: string,
  student: Pick<TeacherStudent, 'firstName' | 'lastName'>,
): string {
  const name = `${student.firstName} ${student.lastName}`;
  return t`Share "${title}" with ${name}?`;
}

/** The students a homework can still be shared with: those not yet assigned. */
export function shareCandidates(
  homework: TeacherHomework,
  students: readonly TeacherStudent[],
): TeacherStudent[] {
  const assigned = new Set(homework.students.map((student) => student.username));
  return students.filter((student) => !assigned.has(student.username));
}

/** 'Share Homework': lists the other students; a click asks to confirm, then shares. */
export function ShareDialog({
  homework,
  students,
  onOpenChange,
}: {
  homework: TeacherHomework | null;
  students: readonly TeacherStudent[];
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const share = useShareHomework();
  const title = homework?.title;
  const confirmation = useConfirmation();
  const candidates = homework ? shareCandidates(homework, students) : [];

  function shareWith(student: TeacherStudent) {
    if (!homework || share.isPending) return;
    confirmation.ask({
      title: shareConfirmText(homework.title, student),
      confirmLabel: t`Share`,
      onConfirm: () =>
        share.mutate(
          { homework, studentUsername: student.username },
          {
            onSuccess: () => {
              toast({ title: t`Homework shared successfully!`, variant: 'success' });
              onOpenChange(false);
            },
          },
        ),
    });
  }

  return (
    <Dialog
      open={homework !== null}
      onOpenChange={(open) => {
        if (!open) share.reset();
        onOpenChange(open);
      }}
    >
      <DialogContent size="md">
        {confirmation.dialog}
        <DialogHeader>
          <DialogTitle>
            <Trans>Share Homework</Trans>
          </DialogTitle>
          <DialogDescription>
            {title !== undefined
              ? t`Assign "${title}" to another student.`
              : t`Assign this homework to another student.`}
          </DialogDescription>
        </DialogHeader>
        {candidates.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>Every student already has this homework.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Other students`} className="flex flex-col gap-1.5">
            {candidates.map((student) => (
              <li key={student.id}>
                <button
                  type="button"
                  disabled={share.isPending}
                  onClick={() => shareWith(student)}
                  className="flex w-full items-center gap-3 rounded-xl border border-border px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">
                      {student.firstName} {student.lastName}
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">@{student.username}</span>
                  </span>
                  <Share2 className="size-4 text-muted-foreground" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
        {share.isError ? (
          <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {apiErrorText(share.error)}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
