import { Trans } from '@lingui/react/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '../ui/button';

/** The rendering-failure screen. */
export function ErrorFallback({ onRefresh }: { onRefresh: () => void }) {
  return (
    <div role="alert" className="flex min-h-[60dvh] items-center justify-center p-6">
      <div className="flex max-w-md flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          {/* A plain mark rather than an icon: this screen is in every page's first file. */}
          <span aria-hidden className="text-2xl leading-none font-bold">
            !
          </span>
        </span>
        <h1 className="text-xl font-semibold">
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>An unexpected error occurred. Please try refreshing the page.</Trans>
        </p>
        <Button onClick={onRefresh}>
          <Trans>Refresh Page</Trans>
        </Button>
      </div>
    </div>
  );
}

/** Catches rendering failures below it and shows ErrorFallback (React needs a class for this). */
export class ErrorBoundary extends Component<
  { children: ReactNode; onRefresh?: () => void },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Rendering failed:', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return <ErrorFallback onRefresh={this.props.onRefresh ?? (() => window.location.reload())} />;
    }
    return this.props.children;
  }
}
