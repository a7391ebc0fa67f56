import { Trans, useLingui } from '@lingui/react/macro';
import { errorSentence } from '../../../api/error-sentence';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../api/http';
import { useResetStudentPassword } from '../../../api/teacher';
import { ConfirmDialog } from '../../../ui/alert-dialog';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { toast } from '../../../ui/use-toast';
import { CopyField } from '../shared/copy-field';

/** 'Reset password': a confirmation, then the new temporary password shown once with a copy button. */
export function ResetPasswordAction({ username, name }: { username: string; name: string }) {
  const { t } = useLingui();
  const reset = useResetStudentPassword();
  const [confirming, setConfirming] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  function confirm() {
    reset.mutate(username, {
      onSuccess: (answer) => setTemporaryPassword(answer.temporaryPassword),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t`Error`,
          description:
            isApiError(error) && error.serverMessage
              ? t`Failed to reset password: ${errorSentence(error)}`
              : t`Failed to reset password`,
        }),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} loading={reset.isPending}>
        {reset.isPending ? null : <KeyRound className="size-4" aria-hidden />}
        <Trans>Reset password</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Reset the password of ${name}?`}
        description={t`A new temporary password is created and the current password stops working.`}
        confirmLabel={t`Reset password`}
        destructive
        onConfirm={confirm}
      />
      <Dialog
        open={temporaryPassword !== null}
        onOpenChange={(open) => {
          if (!open) setTemporaryPassword(null);
        }}
      >
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>New temporary password</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>Give this password to {name} now. It is shown only once.</Trans>
            </DialogDescription>
          </DialogHeader>
          {temporaryPassword ? (
            <div className="flex flex-col gap-2">
              <CopyField label={t`Username`} value={username} />
              <CopyField label={t`Temporary password`} value={temporaryPassword} />
            </div>
          ) : null}
          <DialogFooter>
            <Button onClick={() => setTemporaryPassword(null)}>
              <Trans>Done</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
