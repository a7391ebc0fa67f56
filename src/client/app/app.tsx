import { Trans } from '@lingui/react/macro';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { type BaseLocationHook, Router } from 'wouter';
import { followSystemTheme } from '../lib/theme';
import { ToastHost } from '../ui/toast-host';
import { ErrorBoundary } from './error-boundary';
import { SessionExpiredWatcher } from './session-expired';

/** Everything a screen relies on: query cache, toasts, error boundary and the router. */
export function AppProviders({
  queryClient,
  children,
  locationHook,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** The router's location hook; the browser location by default (tests pass wouter's memoryLocation().hook). */
  locationHook?: BaseLocationHook;
}) {
  useEffect(() => followSystemTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* The first stop of the Tab key on every page: past the header, to the page's own content. */}
      <a
        href="#main"
        className="sr-only z-[200] rounded-lg bg-primary px-4 py-2 font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <ErrorBoundary>
        <Router hook={locationHook}>
          {children}
          <SessionExpiredWatcher />
        </Router>
      </ErrorBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}
