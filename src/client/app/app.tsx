import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Router } from 'wouter';
import { followSystemTheme } from '../lib/theme';
import { Toaster } from '../ui/toaster';
import { TooltipProvider } from '../ui/tooltip';
import { ErrorBoundary } from './error-boundary';

/** Everything a screen relies on: query cache, tooltips, toasts, error boundary and the router. */
export function AppProviders({
  queryClient,
  children,
  ssrPath,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /** Renders at this path without a browser location (tests may use wouter's memory location instead). */
  ssrPath?: string;
}) {
  useEffect(() => followSystemTheme(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <ErrorBoundary>
          <Router ssrPath={ssrPath}>{children}</Router>
        </ErrorBoundary>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
