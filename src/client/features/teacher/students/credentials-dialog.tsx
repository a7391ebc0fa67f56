import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { Button } from '../../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../ui/dialog';
import { CopyField } from '../shared/copy-field';

/** The new student's sign-in details, shown once after creation. Closing it leaves the page. */
export function CredentialsDialog({
  credentials,
  onDone,
}: {
  credentials: { name: string; username: string; temporaryPassword: string } | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const name = credentials?.name;
  return (
    <Dialog
      open={credentials !== null}
      onOpenChange={(open) => {
        if (!open) onDone();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden />
            <Trans>Sign-in details for {name}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Give these to the student now. The temporary password is shown only once.</Trans>
          </DialogDescription>
        </DialogHeader>
        {credentials ? (
          <div className="flex flex-col gap-2">
            <CopyField label={t`Username`} value={credentials.username} />
            <CopyField label={t`Temporary password`} value={credentials.temporaryPassword} />
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onDone}>
            <Trans>Done</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
