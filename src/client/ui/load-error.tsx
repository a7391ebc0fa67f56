import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import { errorSentence } from '../api/error-sentence';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A failed load: the screen's failure title, what went wrong in one sentence, and a retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div role="alert">
      <EmptyState
        icon={AlertTriangle}
        title={title}
        description={errorSentence(error, t`Please try again.`)}
        action={
          <Button variant="outline" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    </div>
  );
}
