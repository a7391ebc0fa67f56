import { Trans, useLingui } from '@lingui/react/macro';
import type { TeacherStudent } from '#contract/teacher';
import { useSetStudentFrozen } from '../../../api/teacher';
import { ToastActionButton } from '../../../ui/toaster';
import { type ToastInput, toast } from '../../../ui/use-toast';

/**
 * Freeze and unfreeze in one click, as the specification has it, with its toasts. A freeze locks a
 * student out at once, so its toast offers Undo: a slip on a phone between lessons is put right
 * with the next tap instead of a search for the Unfreeze button.
 */
export function useFreezeToggle(
  student: TeacherStudent,
  /** The list calls by id, the detail page by username. */
  by: 'id' | 'username',
  texts: { frozen: ToastInput; unfrozen: ToastInput },
) {
  const { t } = useLingui();
  const setFrozen = useSetStudentFrozen();
  const name = `${student.firstName} ${student.lastName}`;

  function set(frozen: boolean) {
    setFrozen.mutate(
      { idOrUsername: by === 'id' ? student.id : student.username, username: student.username, frozen },
      {
        onSuccess: () =>
          toast(
            frozen
              ? {
                  ...texts.frozen,
                  action: (
                    <ToastActionButton
                      altText={t`Unfreeze ${name} from their page or the student list`}
                      onClick={() => set(false)}
                    >
                      <Trans>Undo</Trans>
                    </ToastActionButton>
                  ),
                }
              : texts.unfrozen,
          ),
        onError: () =>
          toast({
            variant: 'destructive',
            title: t`Error`,
            description: frozen ? t`Failed to freeze student` : t`Failed to unfreeze student`,
          }),
      },
    );
  }

  return { toggle: () => set(!student.isFrozen), pending: setFrozen.isPending };
}
