import { Trans, useLingui } from '@lingui/react/macro';
import { KeyRound } from 'lucide-react';
import { Badge } from '../../../ui/badge';

/**
 * Marks a student who still signs in with the temporary password the teacher gave them (it expires
 * 14 days after it was issued if never used; Reset Password issues a new one).
 */
export function TemporaryPasswordBadge({ show }: { show: boolean }) {
  const { t } = useLingui();
  if (!show) return null;
  return (
    <Badge
      variant="warning"
      title={t`Not yet changed by the student. Unused, it expires 14 days after it was given.`}
    >
      <KeyRound className="size-3" aria-hidden />
      <Trans>Temporary password</Trans>
    </Badge>
  );
}
