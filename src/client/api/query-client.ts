import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn, isApiError } from './http';

/** True when an error is the server's "this student is frozen" answer (403 ACCOUNT_FROZEN). */
export function isAccountFrozenError(error: unknown): boolean {
  return isApiError(error, 403, 'ACCOUNT_FROZEN');
}

/**
 * The app's QueryClient with the spec's defaults (section 9): no retry, no refetch on focus, stale
 * time 0, GET on the key path. `onAccountFrozen` runs once per failing call that answered
 * 403 ACCOUNT_FROZEN, so the app can send the student to /frozen from one place.
 */
export function createQueryClient({
  onAccountFrozen,
  onPasswordChangeRequired,
}: {
  onAccountFrozen?: () => void;
  /** Runs when a call answered 403 PASSWORD_CHANGE_REQUIRED (a temporary password is in use). */
  onPasswordChangeRequired?: () => void;
} = {}): QueryClient {
  const onError = (error: unknown) => {
    if (onAccountFrozen && isAccountFrozenError(error)) onAccountFrozen();
    if (onPasswordChangeRequired && isApiError(error, 403, 'PASSWORD_CHANGE_REQUIRED'))
      onPasswordChangeRequired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
