import { AlertTriangle } from 'lucide-react';
import { errorSentence } from '../api/error-sentence';
import { Button } from './button';
import { EmptyState } from './empty-state';

/** A failed load: the screen's failure title, what went wrong in one sentence, and a retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={AlertTriangle}
        title={title}
        description={errorSentence(error, 'Please try again.')}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
