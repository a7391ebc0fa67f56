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
  const reset = useResetStudentPassword();
  const [confirming, setConfirming] = useState(false);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);

  function confirm() {
    reset.mutate(username, {
      onSuccess: (answer) => setTemporaryPassword(answer.temporaryPassword),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: `Failed to reset password${isApiError(error) && error.serverMessage ? `: ${error.serverMessage}` : ''}`,
        }),
    });
  }

  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)} loading={reset.isPending}>
        {reset.isPending ? null : <KeyRound className="size-4" aria-hidden />}
        Reset password
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Reset the password of ${name}?`}
        description="A new temporary password is created and the current password stops working."
        confirmLabel="Reset password"
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
            <DialogTitle>New temporary password</DialogTitle>
            <DialogDescription>Give this password to {name} now. It is shown only once.</DialogDescription>
          </DialogHeader>
          {temporaryPassword ? (
            <div className="flex flex-col gap-2">
              <CopyField label="Username" value={username} />
              <CopyField label="Temporary password" value={temporaryPassword} />
            </div>
          ) : null}
          <DialogFooter>
            <Button onClick={() => setTemporaryPassword(null)}>Done</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
