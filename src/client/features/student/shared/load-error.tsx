import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';

/** A failed load: the screen's failure title, the error's message and a retry button. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const message = error instanceof Error ? error.message : undefined;
  return (
    <div role="alert">
      <EmptyState
        icon={AlertTriangle}
        title={title}
        description={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            Try again
          </Button>
        }
      />
    </div>
  );
}
