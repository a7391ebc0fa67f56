import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TeacherHomework } from '#contract/teacher';
import { useDeleteHomework, useSetHomeworkVisibility } from '../../api/teacher-manager';
import { useConfirmation } from '../../ui/use-confirmation';
import { toast } from '../../ui/use-toast';

/** The confirmation before a delete, asked in two parts: the question, then what it does. */
export const deleteConfirmText = {
  title: msg`Delete this homework?`,
  description: msg`It will be hidden but not permanently deleted.`,
};

/**
 * Hide/unhide and delete of a homework row, with the specification's confirmation and toasts.
 * Render `confirmDialog` once where the rows are.
 */
export function useHideAndDelete() {
  const visibility = useSetHomeworkVisibility();
  const remove = useDeleteHomework();
  const confirmation = useConfirmation();
  const { t, i18n } = useLingui();

  function toggleHidden(entry: TeacherHomework) {
    remove.reset();
    visibility.mutate(
      { homework: entry, hidden: !entry.hidden },
      { onSuccess: () => toast({ title: t`Homework visibility updated!`, variant: 'success' }) },
    );
  }

  function deleteHomework(entry: TeacherHomework) {
    confirmation.ask({
      title: i18n._(deleteConfirmText.title),
      description: i18n._(deleteConfirmText.description),
      confirmLabel: t`Delete`,
      destructive: true,
      onConfirm: () => {
        visibility.reset();
        remove.mutate(entry, {
          onSuccess: () => toast({ title: t`Homework deleted successfully!`, variant: 'success' }),
        });
      },
    });
  }

  function reset() {
    visibility.reset();
    remove.reset();
  }

  return {
    toggleHidden,
    deleteHomework,
    reset,
    confirmDialog: confirmation.dialog,
    error: visibility.error ?? remove.error,
    busy: visibility.isPending || remove.isPending,
  };
}
