import { useLingui, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSetHomeworkCompletion } from '../../../api/teacher';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Checkbox } from '../../../ui/checkbox';
import { Spinner } from '../../../ui/spinner';

/**
 * The completion toggle: a checkbox that asks for confirmation, then sets the status. A failure is only
 * logged; the submission refreshes afterwards either way it succeeds.
 */
export function CompletionToggle({
  username,
  homeworkId,
  title,
  isCompleted,
}: {
  username: string;
  homeworkId: number;
  title: string;
  isCompleted: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const setCompletion = useSetHomeworkCompletion();
  const [confirming, setConfirming] = useState(false);
  const next = !isCompleted;

  function confirm() {
    setCompletion.mutate(
      { username, homeworkId, isCompleted: next },
      { onError: (error) => console.error('Failed to update homework status', error) },
    );
  }

  return (
    <div className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={isCompleted}
        disabled={setCompletion.isPending}
        onCheckedChange={() => setConfirming(true)}
      />
      <label htmlFor={id} className="cursor-pointer text-sm font-medium select-none">
        <Trans>Completed</Trans>
      </label>
      {setCompletion.isPending ? (
        <Spinner className="text-muted-foreground" label={t`Updating status`} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={next ? t`Mark as completed?` : t`Mark as not completed?`}
        description={
          next
            ? t`"${title}" will be marked as completed for this student.`
            : t`"${title}" will be marked as not completed. The finished attempt is archived and the student can submit it again.`
        }
        confirmLabel={next ? t`Mark completed` : t`Mark not completed`}
        onConfirm={confirm}
      />
    </div>
  );
}
