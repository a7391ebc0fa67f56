import type { TeacherHomework } from '#contract/teacher';
import { useDeleteHomework, useSetHomeworkVisibility } from '../../api/teacher-manager';
import { toast } from '../../ui/use-toast';

/** The browser confirmation before a delete. */
export const deleteConfirmText = 'Delete this homework? It will be hidden but not permanently deleted.';

/** Hide/unhide and delete of a homework row, with the specification's confirmation and toasts. */
export function useHideAndDelete() {
  const visibility = useSetHomeworkVisibility();
  const remove = useDeleteHomework();

  function toggleHidden(entry: TeacherHomework) {
    remove.reset();
    visibility.mutate(
      { homework: entry, hidden: !entry.hidden },
      { onSuccess: () => toast({ title: 'Homework visibility updated!', variant: 'success' }) },
    );
  }

  function deleteHomework(entry: TeacherHomework) {
    if (!window.confirm(deleteConfirmText)) return;
    visibility.reset();
    remove.mutate(entry, {
      onSuccess: () => toast({ title: 'Homework deleted successfully!', variant: 'success' }),
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
    error: visibility.error ?? remove.error,
    busy: visibility.isPending || remove.isPending,
  };
}
