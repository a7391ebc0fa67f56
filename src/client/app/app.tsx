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
